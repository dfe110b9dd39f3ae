import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getVerse, loadCorpus } from './corpus.js';
import {
  rasmOfWord,
  splitUthmaniWords,
  standardSpellingByRules,
  standardSpellingOfWord,
  toStandardSpelling,
} from './standard-spelling.js';

// A verbatim copy of Tanzil's standard text, with its licence notice, kept under the tests' fixtures.
const TANZIL = fileURLToPath(new URL('../test/fixtures/tanzil/quran-simple-clean.txt', import.meta.url));

// Verses identical to Tanzil's; raise these when the rules improve, never lower them.
const BASELINE_WITH_EXCEPTIONS = 6236;
const BASELINE_RULES_ONLY = 6125;

function readTanzil(): Map<string, string> {
  const verses = new Map<string, string>();
  for (const line of readFileSync(TANZIL, 'utf8').split('\n')) {
    // The copyright block at the end is commented with '#'.
    const [surah, ayah, text] = line.split('|');
    if (text !== undefined && /^\d+$/u.test(surah ?? '')) verses.set(`${surah}:${ayah}`, text.trim());
  }
  return verses;
}

const MARK = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u0671]/u;

describe('standard spelling', () => {
  it('matches Tanzil simple-clean verse for verse', () => {
    const tanzil = readTanzil();
    const mismatches: string[] = [];
    let identical = 0;
    let rulesOnly = 0;
    for (const verse of loadCorpus().verses) {
      const ref = `${verse.surah}:${verse.ayah}`;
      const expected = tanzil.get(ref);
      if (toStandardSpelling(verse.uthmani, ref) === expected) identical++;
      else
        mismatches.push(`${ref}\n  ours:   ${toStandardSpelling(verse.uthmani, ref)}\n  tanzil: ${expected}`);
      if (splitUthmaniWords(verse.uthmani).map(standardSpellingByRules).join(' ') === expected) rulesOnly++;
    }
    console.log(
      `standard spelling: ${identical}/6236 verses identical to Tanzil (${rulesOnly} by rules alone)`,
    );
    if (mismatches.length) console.log(mismatches.join('\n'));
    expect(tanzil.size).toBe(6236);
    expect(identical).toBeGreaterThanOrEqual(BASELINE_WITH_EXCEPTIONS);
    expect(rulesOnly).toBeGreaterThanOrEqual(BASELINE_RULES_ONLY);
  });

  it('the stored corpus spelling is the converter output', () => {
    for (const verse of loadCorpus().verses.filter((v) => v.index % 97 === 0)) {
      expect(verse.standard).toBe(toStandardSpelling(verse.uthmani, `${verse.surah}:${verse.ayah}`));
    }
  });

  it('leaves no marks, tatweel or alef wasla in either spelling of any word', () => {
    const marked = loadCorpus()
      .verses.flatMap((v) => v.words)
      .filter((w) => MARK.test(w.standard) || MARK.test(w.rasm) || !w.standard || !w.rasm);
    expect(marked.map((w) => w.uthmani)).toEqual([]);
  });

  it('writes the dagger alef as alef in standard spelling but not in the rasm', () => {
    // 1:2 word 4 carries a dagger alef in the middle of the word.
    const word = getVerse(1, 2)!.words[3]!;
    expect(word.uthmani).toContain('\u0670');
    expect(word.standard.length).toBeGreaterThan(word.rasm.length);
    expect(word.standard.replace(/ا/gu, '')).toBe(word.rasm.replace(/ا/gu, ''));
  });

  it('splits the fused vocative into two words and keeps the rasm in one', () => {
    const fused = loadCorpus()
      .verses.flatMap((v) => v.words)
      .filter((w) => w.standard.includes(' '));
    expect(fused.length).toBeGreaterThan(100);
    for (const w of fused) expect(w.rasm).not.toContain(' ');
    expect(fused.filter((w) => w.standard.startsWith('يا ')).length).toBeGreaterThan(100);
  });

  it('is a pure function of the word: the same Uthmani word always gets the same spelling', () => {
    const seen = new Map<string, string>();
    for (const verse of loadCorpus().verses.slice(0, 300)) {
      for (const word of verse.words) {
        const again = standardSpellingOfWord(word.uthmani);
        const prior = seen.get(word.uthmani);
        if (prior !== undefined) expect(again).toBe(prior);
        seen.set(word.uthmani, again);
        expect(rasmOfWord(word.uthmani)).toBe(word.rasm);
      }
    }
  });
});
