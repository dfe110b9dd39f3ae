import { describe, expect, it } from 'vitest';
import { getVerse, loadCorpus, type Verse } from './corpus.js';
import { foldWord } from './fold.js';
import { identify } from './identify.js';
import { generateSpans, pointsAtSpan, substituteOneWord } from './test-support/generated-spans.js';

const tokens = (verse: Verse, from = 1, to = verse.words.length): string[] =>
  verse.words.slice(from - 1, to).flatMap((w) => w.standard.split(' '));

/** Two verses of equal length (at least 4 words) that differ in exactly one word: a mutashabih pair. */
function findOneWordPair(): [Verse, Verse] {
  const byLength = new Map<number, Verse[]>();
  for (const verse of loadCorpus().verses) {
    if (verse.words.length < 4) continue;
    const list = byLength.get(verse.words.length) ?? [];
    list.push(verse);
    byLength.set(verse.words.length, list);
  }
  const keys = (v: Verse): string[] => v.words.map((w) => foldWord(w.standard));
  for (const [, verses] of [...byLength].sort((a, b) => b[0] - a[0])) {
    const ks = verses.map(keys);
    for (let a = 0; a < verses.length; a++) {
      for (let b = a + 1; b < verses.length; b++) {
        let differing = 0;
        for (let i = 0; i < ks[a]!.length && differing < 2; i++) if (ks[a]![i] !== ks[b]![i]) differing++;
        if (differing === 1) return [verses[a]!, verses[b]!];
      }
    }
  }
  throw new Error('no mutashabih pair found');
}

describe('identify', () => {
  it('finds a partial verse and the word range typed', () => {
    const verse = getVerse(2, 255)!;
    const result = identify(tokens(verse, 5, 10).join(' '));
    expect(result.candidates[0]).toMatchObject({
      surah: 2,
      ayah: 255,
      endAyah: 255,
      firstWord: 5,
      lastWord: 10,
      exact: true,
      confidence: 1,
    });
    expect(result.unknownWords).toEqual([]);
  });

  it('finds a whole short verse of fewer than four words', () => {
    const short = loadCorpus().verses.find((v) => v.words.length === 2 && v.surah > 50)!;
    const top = identify(short.standard).candidates[0]!;
    expect(top).toMatchObject({
      surah: short.surah,
      ayah: short.ayah,
      firstWord: 1,
      lastWord: 2,
      exact: true,
      wholeVerses: true,
    });
  });

  it('does not call a short fragment of a longer verse exact', () => {
    const verse = getVerse(2, 255)!;
    const result = identify(tokens(verse, 2, 3).join(' '));
    expect(result.candidates.every((c) => !c.exact || c.wholeVerses)).toBe(true);
  });

  it('returns the run of verses when several are typed together', () => {
    const text = [getVerse(1, 2)!, getVerse(1, 3)!, getVerse(1, 4)!].map((v) => v.standard).join(' ');
    const top = identify(text).candidates[0]!;
    expect(top).toMatchObject({ surah: 1, ayah: 2, endAyah: 4, exact: true, wholeVerses: true });
    expect(top.verses.map((v) => v.ayah)).toEqual([2, 3, 4]);
    expect(top.verses[2]!.lastWord).toBe(getVerse(1, 4)!.words.length);
  });

  it('accepts the mushaf spelling and learner spelling', () => {
    const verse = getVerse(2, 43)!;
    expect(identify(verse.rasm).candidates[0]).toMatchObject({ surah: 2, ayah: 43, exact: true });
    const learner = verse.standard.replace(/[أإآ]/gu, 'ا').replace(/ة(?= |$)/gu, 'ه');
    expect(identify(learner).candidates[0]).toMatchObject({ surah: 2, ayah: 43, exact: true });
  });

  it('lists the words of a non-Qur anic text that occur nowhere in the Qur an', () => {
    const result = identify('ذهبت إلى المدرسة صباحا مع صديقي');
    expect(result.unknownWords).toEqual(['المدرسة', 'صباحا', 'صديقي']);
    expect(result.candidates.some((c) => c.exact)).toBe(false);
    expect(identify('').candidates).toEqual([]);
  });

  it('tells apart two verses that differ by one word, each as itself', () => {
    const [a, b] = findOneWordPair();
    for (const verse of [a, b]) {
      const top = identify(verse.standard).candidates;
      expect(top[0]).toMatchObject({ surah: verse.surah, ayah: verse.ayah, exact: true });
      const other = verse === a ? b : a;
      const rival = top.find((c) => c.surah === other.surah && c.ayah === other.ayah);
      if (rival) expect(rival.exact).toBe(false);
    }
  });

  it('returns both verses when two verses are identical (2:5 and 31:5)', () => {
    const result = identify(getVerse(2, 5)!.standard);
    const exact = result.candidates.filter((c) => c.exact).map((c) => `${c.surah}:${c.ayah}`);
    expect(exact).toEqual(['2:5', '31:5']);
  });

  it('never calls a real-word substitution exact (رب الظالمين for رب العالمين)', () => {
    const verse = getVerse(1, 2)!;
    const words = tokens(verse);
    words[words.length - 1] = words[words.length - 1]!.replace('ع', 'ظ');
    const result = identify(words.join(' '));
    expect(result.candidates.some((c) => c.exact)).toBe(false);
    expect(result.candidates[0]).toMatchObject({ surah: 1, ayah: 2 });
    expect(result.unknownWords).toEqual([]);
  });

  it('identifies at least 99% of 300 noisy random spans and never calls a substituted span exact', () => {
    const spans = generateSpans(300, 42);
    const correct = spans.filter((s) => pointsAtSpan(identify(s.text).candidates[0], s)).length;
    expect(correct / spans.length).toBeGreaterThanOrEqual(0.99);
    const substituted = substituteOneWord(spans, 43);
    expect(substituted.length).toBeGreaterThan(250);
    const falseExact = substituted.filter((s) => identify(s.text).candidates.some((c) => c.exact));
    expect(falseExact.map((s) => s.text)).toEqual([]);
  });
});
