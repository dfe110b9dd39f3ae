import { describe, expect, it } from 'vitest';
import { getVerse } from './corpus.js';
import { identify } from './identify.js';

/**
 * Identify() takes bounds on its work so text from anyone cannot hold the event loop: how many
 * words are aligned and how many candidate stretches. (Time itself is measured in bench/, never asserted here.)
 */
// The longest verse and what follows it, from the corpus: far more words than the bound.
const longText = [getVerse(2, 282)!.standard, getVerse(2, 283)!.standard, getVerse(2, 284)!.standard].join(
  ' ',
);

describe('identify() bounds', () => {
  it('aligns only the first maxWords words, and still finds where the text starts', () => {
    const words = longText.split(' ').length;
    expect(words).toBeGreaterThan(150);
    const bounded = identify(longText, { maxWords: 64, maxCandidates: 12 });
    expect(bounded.searchedWords).toBe(64);
    expect(bounded.words.length).toBe(words);
    expect(bounded.verifiedCandidates).toBeLessThanOrEqual(12);
    expect(bounded.candidates[0]).toMatchObject({ surah: 2, ayah: 282, firstWord: 1, exact: true });
  });

  it('aligns every word and up to 24 stretches when no bound is given', () => {
    const unbounded = identify(longText);
    expect(unbounded.searchedWords).toBe(longText.split(' ').length);
    expect(unbounded.verifiedCandidates).toBeLessThanOrEqual(24);
  });

  it('stops starting new alignments once the time budget is spent (at least one is always made)', () => {
    const result = identify(longText, { budgetMs: 0 });
    expect(result.verifiedCandidates).toBe(1);
    expect(result.candidates[0]).toMatchObject({ surah: 2, ayah: 282 });
  });
});
