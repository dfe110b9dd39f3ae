import { getVerse, loadCorpus } from '@lisan/arabic';

let forms: Map<string, Set<string>> | undefined;

/** Every Uthmani form the corpus writes a standard-spelling word in. */
function uthmaniOf(standard: string): ReadonlySet<string> {
  if (!forms) {
    forms = new Map();
    for (const verse of loadCorpus().verses)
      for (const w of verse.words) {
        let set = forms.get(w.standard);
        if (!set) forms.set(w.standard, (set = new Set()));
        set.add(w.uthmani);
      }
  }
  return forms.get(standard) ?? new Set();
}

/**
 * For tests: whether feedback names a verse's word (or words, space-separated), in its standard spelling or in
 * the Uthmani form a correction quotes it in.
 */
export function naming(words: string): (feedback: string) => boolean {
  return (feedback) =>
    feedback.includes(words) ||
    words
      .split(' ')
      .every((word) => feedback.includes(word) || [...uthmaniOf(word)].some((u) => feedback.includes(u)));
}

/**
 * For tests: a verse's words in standard spelling, corpus words `from` to `to` (1-based, inclusive; to the verse's
 * end when `to` is left out). A corpus word the standard spelling writes as two (يا + the called) counts as two.
 */
export function verseWords(surah: number, ayah: number, from = 1, to?: number): string[] {
  const verse = getVerse(surah, ayah);
  if (!verse) throw new Error(`No verse ${surah}:${ayah}`);
  return verse.words.slice(from - 1, to).flatMap((w) => w.standard.split(' '));
}

/** For tests: the same words as one line. */
export const verseText = (surah: number, ayah: number, from = 1, to?: number): string =>
  verseWords(surah, ayah, from, to).join(' ');
