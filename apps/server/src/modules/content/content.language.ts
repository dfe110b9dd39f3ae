import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@lisan/contract';

/**
 * The language a request asks for: `?lang=` when it names one, else the first interface language in
 * Accept-Language (by quality), else English.
 */
export function requestLanguage(query: unknown, acceptLanguage: string | string[] | undefined): UiLanguage {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (typeof lang === 'string' && isUiLanguage(lang)) return lang;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  if (header === '') return DEFAULT_UI_LANGUAGE;
  // Browsers send one of a few dozen headers: each is ranked once, not on every read.
  let found = rankedHeaders.get(header);
  if (found === undefined) {
    found = rankedLanguage(header);
    if (header.length > RANKED_MAX_LENGTH) return found;
    if (rankedHeaders.size >= RANKED_MAX) rankedHeaders.clear();
    rankedHeaders.set(header, found);
  }
  return found;
}

/**
 * Accept-Language headers already ranked, at most RANKED_MAX of up to RANKED_MAX_LENGTH characters: emptied when
 * full, since a client can send any header it likes.
 */
const rankedHeaders = new Map<string, UiLanguage>();
const RANKED_MAX = 1000;
const RANKED_MAX_LENGTH = 200;

function rankedLanguage(header: string): UiLanguage {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((r) => r.base && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) if (isUiLanguage(r.base)) return r.base;
  return DEFAULT_UI_LANGUAGE;
}
