import { getTranslation, getVerse } from '@lisan/arabic';
import type { IdentifiedVerse } from '@lisan/contract';
import { meaningIndex } from './index-build.js';
import { themesOf } from './themes.js';

/** A quotation of at least this share of its verse speaks of what the whole verse speaks of. */
const WHOLE_ENOUGH = 0.5;
/**
 * The translation's word order follows the Arabic only roughly: a share of it is read either side, half the
 * quotation's share of its verse and never under this.
 */
const MIN_MARGIN = 0.08;

/**
 * The themes of the part of a long verse a learner quoted, read off the stretch of the verse's translation that
 * stands where the quoted words stand; undefined when the quotation is most of its verse (the verse's own themes
 * hold) or spans verses. The meaning index knows whole verses: "حرمت عليكم الميتة والدم ولحم الخنزير" opens 5:3,
 * a verse that ends on Allah's mercy, but the words quoted forbid carrion and say nothing of mercy.
 */
export function quotedPartThemes(identified: IdentifiedVerse): ReadonlySet<string> | undefined {
  if (identified.ayah !== identified.endAyah) return undefined;
  const n = getVerse(identified.surah, identified.ayah)?.words.length;
  if (!n) return undefined;
  const first = identified.firstWord ?? 1;
  const last = identified.lastWord ?? n;
  if ((last - first + 1) / n >= WHOLE_ENOUGH) return undefined;
  const english = (getTranslation(identified.surah, identified.ayah, 'en') ?? '').split(/\s+/u);
  const margin = Math.max(MIN_MARGIN, (last - first + 1) / n / 2);
  const from = Math.max(0, Math.floor(((first - 1) / n - margin) * english.length));
  const to = Math.min(english.length, Math.ceil((last / n + margin) * english.length));
  return new Set(themesOf(english.slice(from, to).join(' ')));
}

/**
 * The themes of what a learner quoted: those of the part quoted when it is a small part of a long verse, else
 * those of the verses it spans.
 */
export function quotedThemes(identified: IdentifiedVerse): ReadonlySet<string> {
  const part = quotedPartThemes(identified);
  if (part) return part;
  const index = meaningIndex();
  const themes = new Set<string>();
  for (let ayah = identified.ayah; ayah <= identified.endAyah; ayah++) {
    const i = index.indexOf.get(`${identified.surah}:${ayah}`);
    if (i !== undefined) for (const id of index.themes[i]!) themes.add(id);
  }
  return themes;
}
