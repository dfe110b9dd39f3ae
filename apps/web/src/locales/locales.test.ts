import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UI_LANGUAGES } from '@lisan/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace English has (whoever added it) must exist in all six languages with exactly the same keys,
 * no empty strings and the same {{placeholders}}. English is the source of truth.
 */
const dir = import.meta.dirname;
const namespaces = readdirSync(path.join(dir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const others = UI_LANGUAGES.filter((lang) => lang !== 'en');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function load(lang: string, namespace: string): Json | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, lang, `${namespace}.json`), 'utf8')) as Json;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Leaf strings by dotted path; array items get their index (`help.faq.0.q`), so lists must match in length. */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * i18next plural forms (`streak_one`, `streak_few`, …) differ by language: Arabic has six, Chinese one. Keys
 * are compared by their base, each language must have every form its plural rules use, and a form may leave
 * out {{count}} (Arabic says "يومان", two days, without a number).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const withoutCount = (names: (string | undefined)[]) => names.filter((n) => n !== 'count').join();

it('finds the English namespaces', () => {
  expect(namespaces).toContain('common');
});

describe.each(namespaces)('namespace %s', (namespace) => {
  const english = flatten(load('en', namespace) ?? {});

  it('has no empty English strings', () => {
    const empty = [...english].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(others)('is complete in %s', (lang) => {
    const raw = load(lang, namespace);
    expect(raw, `locales/${lang}/${namespace}.json is missing`).toBeDefined();
    const translated = flatten(raw ?? {});
    const englishBases = new Set([...english.keys()].map(baseOf));
    const translatedBases = new Set([...translated.keys()].map(baseOf));
    const missing = [...englishBases].filter((key) => !translatedBases.has(key));
    const extra = [...translatedBases].filter((key) => !englishBases.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });

    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const pluralBases = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map(baseOf));
    const missingForms = [...pluralBases].flatMap((base) =>
      categories.filter((c) => !translated.has(`${base}_${c}`)).map((c) => `${base}_${c}`),
    );
    expect(missingForms, 'plural forms this language needs').toEqual([]);

    const empty = [...translated].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty, 'empty or non-text values').toEqual([]);

    const wrongPlaceholders = [...translated]
      .filter(([key, other]) => {
        const source = english.get(key) ?? english.get(`${baseOf(key)}_other`);
        if (typeof source !== 'string' || typeof other !== 'string') return false;
        return PLURAL.test(key)
          ? withoutCount(placeholders(source)) !== withoutCount(placeholders(other))
          : placeholders(source).join() !== placeholders(other).join();
      })
      .map(([key]) => key);
    expect(wrongPlaceholders, 'placeholders that differ from English').toEqual([]);
  });
});

/**
 * One digit style per language: numbers come through lib/format (Western digits in Arabic, beside references
 * such as 2:255), so no text may write Eastern Arabic digits of its own; and Arabic says "no days" rather than
 * "0 يوم" (zero takes no singular noun).
 */
describe('Arabic numbers', () => {
  const all = namespaces.flatMap((ns) =>
    [...flatten(load('ar', ns) ?? {})].map(([k, v]) => [`${ns}:${k}`, v]),
  );
  it('writes no Eastern Arabic digits', () => {
    expect(all.filter(([, v]) => typeof v === 'string' && /[\u0660-\u0669]/u.test(v))).toEqual([]);
  });
  it('says zero in words, without a number before a noun', () => {
    expect(all.filter(([k, v]) => String(k).endsWith('_zero') && String(v).includes('{{count}}'))).toEqual(
      [],
    );
  });
});

describe('terms said one way in a language, as the learning content says them', () => {
  const texts = (lang: string) =>
    namespaces.flatMap((namespace) => {
      const data = load(lang, namespace);
      return data === undefined ? [] : [...flatten(data).values()].filter((v) => typeof v === 'string');
    });
  it('names the Qur’an "Qur\'ani" in Swahili', () => {
    expect(texts('sw').filter((text) => /\bKurani\b/.test(text))).toEqual([]);
  });
  it('uses 圆形塔 for tāʾ marbūṭa and 鼻音符 for tanwīn in Chinese', () => {
    expect(texts('zh').filter((text) => /闭口塔|开口塔|双音符|鼻化符/.test(text))).toEqual([]);
  });
});
