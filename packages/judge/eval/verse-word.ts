import { loadCorpus } from '@lisan/arabic';

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
