import { toStandardSpelling } from './standard-spelling.js';

// Invisible characters that arrive with pasted or mobile-typed text. The zero-width space is
// the exception: keyboards use it between words, so it becomes a real space.
const INVISIBLES = /[\u200C-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]/gu;
const ZERO_WIDTH_SPACE = /\u200B/gu;
// Harakat, tanween, shadda, sukun, Qur'anic annotation marks, open tanween, tatweel (steps A–D).
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u08F0-\u08F2\u0640]/gu;
// Anything that is neither a letter nor a combining mark: digits, punctuation, symbols, Latin.
const NOT_ARABIC_LETTER = /[^\u0621-\u063A\u0641-\u064A\u0671\s]/gu;
// Marks only the Uthmani script uses; their presence means the text was pasted from a mushaf.
const UTHMANI_SIGNS = /\u0671|\u06E1|\u06E5|\u06E6|\u0670/u;

const LETTER_VARIANTS: Record<string, string> = {
  '\u06CC': 'ي', // Persian yeh
  '\u06D2': 'ي', // Urdu yeh barree
  '\u06A9': 'ك', // Persian keheh
  '\u06AA': 'ك',
  '\u06C1': 'ه', // Urdu heh goal
  '\u06BE': 'ه', // heh doachashmee
  '\u06D5': 'ه', // ae
};
const LETTER_VARIANT_RE = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'gu');

/**
 * Cleans learner input down to bare Arabic letters separated by single spaces: NFKC (ﷲ → الله),
 * no invisible controls, Persian/Urdu letter forms mapped, digits and punctuation removed,
 * diacritics and tatweel dropped. Text pasted in Uthmani script is put into standard spelling.
 */
export function cleanInput(text: string): string {
  let out = text
    .normalize('NFKC')
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(INVISIBLES, '')
    .replace(LETTER_VARIANT_RE, (c) => LETTER_VARIANTS[c]!);
  if (UTHMANI_SIGNS.test(out)) out = toStandardSpelling(out);
  return out
    .replace(MARKS, '')
    .replace(/\u0671/gu, 'ا')
    .replace(NOT_ARABIC_LETTER, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

// Harakat kept (fatha … sukun); every other mark removed as cleanInput does.
const MARKS_BUT_HARAKAT = /[\u0653-\u065F\u0670\u06D6-\u06ED\u08F0-\u08F2\u0640]/gu;
const NOT_LETTER_OR_HARAKA = /[^\u0621-\u063A\u0641-\u0652\u0671\s]/gu;
const HARAKA = /[\u064B-\u0652]/gu;

/**
 * The words of the input as tokenize() gives them, each still carrying the harakat the learner typed (text
 * pasted from a mushaf is put into standard spelling first and so carries none). Same length as tokenize().
 */
export function tokenizeWithMarks(text: string): string[] {
  let out = text
    .normalize('NFKC')
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(INVISIBLES, '')
    .replace(LETTER_VARIANT_RE, (c) => LETTER_VARIANTS[c]!);
  if (UTHMANI_SIGNS.test(out)) out = toStandardSpelling(out);
  const words = out
    .replace(MARKS_BUT_HARAKAT, '')
    .replace(/\u0671/gu, 'ا')
    .replace(NOT_LETTER_OR_HARAKA, ' ')
    .split(/\s+/u)
    // A stray mark after a space rides on nothing: drop it, as cleanInput does.
    .map((w) => w.replace(/^[\u064B-\u0652]+/u, ''))
    .filter((w) => w.replace(HARAKA, '') !== '');
  return words;
}

/** Cleaned input split into words. */
export function tokenize(text: string): string[] {
  const cleaned = cleanInput(text);
  return cleaned ? cleaned.split(' ') : [];
}
