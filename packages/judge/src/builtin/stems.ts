import { foldWord } from '@lisan/arabic';

/*
 * Rough stems for one purpose: telling that a phrase word was adapted for conversation (a pronoun or the person
 * changed: يشفين → يشفيني، ربنا → ربي، اصبروا → اصبر) rather than replaced by another word. Not morphology:
 * stripping one prefix and one suffix and comparing what is left is enough to recognise the same word.
 */

const PREFIXES = [
  '',
  'و',
  'ف',
  'ال',
  'وال',
  'فال',
  'ب',
  'ل',
  'بال',
  'لل',
  'ي',
  'ت',
  'ن',
  'ا',
  'وي',
  'وت',
  'ون',
  'فا',
  'وا',
  'س',
];
const SUFFIXES = [
  '',
  'ني',
  'نا',
  'ك',
  'كم',
  'كما',
  'كن',
  'ه',
  'ها',
  'هم',
  'هما',
  'هن',
  'ي',
  'ت',
  'تم',
  'تن',
  'وا',
  'ون',
  'ين',
  'ان',
  'ا',
  'و',
  'ن',
];

function stems(word: string): Set<string> {
  const key = foldWord(word);
  const out = new Set<string>();
  for (const p of PREFIXES) {
    if (!key.startsWith(p)) continue;
    for (const s of SUFFIXES) {
      if (!key.endsWith(s)) continue;
      const stem = key.slice(p.length, key.length - s.length);
      if (stem.length >= 2) out.add(stem);
    }
  }
  return out;
}

/** Attached pronouns: a short word (ربي، لك) is adapted only by swapping one of these for another. */
const PRONOUNS = new Set(['', 'ي', 'ني', 'ك', 'كم', 'كما', 'كن', 'ه', 'ها', 'هم', 'هما', 'هن', 'نا']);

function samePronounBase(ka: string, kb: string): boolean {
  for (let cut = 1; cut <= ka.length; cut++) {
    const base = ka.slice(0, cut);
    if (PRONOUNS.has(ka.slice(cut)) && kb.startsWith(base) && PRONOUNS.has(kb.slice(cut))) return true;
  }
  return false;
}

/**
 * The same word with different person, number or pronoun endings: a stem of at least three letters shared, or
 * the same base with one attached pronoun swapped for another (ربي → ربنا).
 */
export function sameStem(a: string, b: string): boolean {
  const ka = foldWord(a);
  const kb = foldWord(b);
  if (ka === kb || samePronounBase(ka, kb)) return true;
  const sb = stems(kb);
  for (const stem of stems(ka)) if (stem.length >= 3 && sb.has(stem)) return true;
  return false;
}
