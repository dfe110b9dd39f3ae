import { getContentCatalog } from '@lisan/content';
import type { ExerciseType } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { candidateOf, chooseItem, juzOf, RETRY_GAP, type PickCandidate } from './content.picker.js';
import type { LearnerState, RecentAnswer } from '../progress/index.js';

const catalog = getContentCatalog();
const candidatesOf = (type: ExerciseType): PickCandidate[] =>
  catalog.itemIds(type).map((id) => {
    const item = catalog.getExerciseItem(type, id)!;
    return candidateOf(item, catalog.phraseIdsOf(item), (p) => catalog.getPhrase(p)?.difficulty);
  });

const now = new Date('2026-05-05T12:00:00Z');
const newcomer = (overrides: Partial<LearnerState> = {}): LearnerState => ({
  due: [],
  practised: new Set(),
  recent: [],
  meanMastery: 0,
  cardCount: 0,
  memorizationLevel: null,
  now,
  ...overrides,
});
const random = (n: number) => Math.floor(Math.random() * n);

/**
 * Upper bound of the chi-square distribution with k degrees of freedom at the 1e-6 tail (Wilson–Hilferty):
 * a fair picker exceeds it once in a million runs.
 */
function chiSquareBound(k: number): number {
  const z = 4.75;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}

describe('every item can be served, evenly', () => {
  for (const type of ['substitution', 'conversation', 'roleplay', 'comparison'] as const) {
    it(`${type}: thousands of picks for a new learner reach every item, as evenly as chance allows`, () => {
      const candidates = candidatesOf(type);
      expect(candidates.length).toBeGreaterThan(100);
      const picks = candidates.length * 20;
      const counts = new Map(candidates.map((c) => [c.itemId, 0]));
      for (let i = 0; i < picks; i++) {
        const chosen = chooseItem(type, candidates, newcomer(), random)!;
        counts.set(chosen.itemId, counts.get(chosen.itemId)! + 1);
      }
      const unseen = [...counts].filter(([, n]) => n === 0).map(([id]) => id);
      expect(unseen, 'items never served').toEqual([]);
      const expected = picks / candidates.length;
      const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(chiSquareBound(candidates.length - 1));
    });
  }

  it('serves the several substitution drills of one phrase, not only the first of them', () => {
    const candidates = candidatesOf('substitution');
    const onPhrase = candidates.filter((c) => c.phraseIds[0] === 'short-024').map((c) => c.itemId);
    expect(onPhrase.length).toBeGreaterThan(3);
    const seen = new Set<string>();
    for (let i = 0; i < 20_000 && seen.size < onPhrase.length; i++) {
      const id = chooseItem('substitution', candidates, newcomer(), random)!.itemId;
      if (onPhrase.includes(id)) seen.add(id);
    }
    expect([...seen].sort()).toEqual([...onPhrase].sort());
  });
});

describe('the loop adapts to the learner', () => {
  const subs = candidatesOf('substitution');
  const answer = (
    itemId: string,
    correct: boolean,
    minutesAgo: number,
    type = 'substitution',
    phraseId: string | null = null,
  ): RecentAnswer => ({
    exerciseType: type,
    itemId,
    phraseId,
    correct,
    at: new Date(now.getTime() - minutesAgo * 60_000),
  });

  it('brings the exact item answered wrongly back once other answers have come in between', () => {
    const wrong = subs[37]!;
    const justNow = [answer(wrong.itemId, false, 1, 'substitution', wrong.phraseIds[0]!)];
    // Straight after the mistake it is not offered again (that would be Try Again).
    const again = chooseItem('substitution', subs, newcomer({ recent: justNow }), () => 0)!;
    expect(again.reason).not.toBe('retry');
    const later = [answer('x1', true, 0, 'completion'), answer('x2', true, 0.5, 'conversation'), ...justNow];
    expect(later.length - 1).toBe(RETRY_GAP);
    expect(chooseItem('substitution', subs, newcomer({ recent: later }), random)).toEqual({
      itemId: wrong.itemId,
      reason: 'retry',
    });
    // Once answered correctly it does not come back again.
    const fixed = [answer(wrong.itemId, true, 0), ...later];
    expect(chooseItem('substitution', subs, newcomer({ recent: fixed }), random)?.reason).not.toBe('retry');
  });

  it('brings a due phrase back in a different exercise type from the one it was last practised in', () => {
    const phraseId = subs[0]!.phraseIds[0]!;
    const state = newcomer({
      due: [phraseId],
      practised: new Set([phraseId]),
      recent: [answer('x', false, 3, 'completion', phraseId)],
    });
    // Completion was the type of the mistake: it does not serve the due phrase again...
    const completion = candidatesOf('completion');
    expect(chooseItem('completion', completion, state, random)!.itemId).not.toBe(phraseId);
    // ...substitution does.
    const chosen = chooseItem('substitution', subs, state, random)!;
    expect(chosen.reason).toBe('due');
    expect(catalog.getExerciseItem('substitution', chosen.itemId)!.phraseId).toBe(phraseId);
  });

  it("starts a learner from the parts of the Qur'an they know, and at an easy level", () => {
    const completion = candidatesOf('completion');
    for (let i = 0; i < 200; i++) {
      const first = chooseItem(
        'completion',
        completion,
        newcomer({ memorizationLevel: 'para-1-3' }),
        random,
      )!;
      const phrase = catalog.getPhrase(first.itemId)!;
      expect(phrase.ref.surah === 1 || juzOf(phrase.ref.surah, phrase.ref.ayah) <= 3, phrase.surahAyah).toBe(
        true,
      );
      expect(phrase.difficulty).toBeLessThanOrEqual(2);
      const late = chooseItem(
        'completion',
        completion,
        newcomer({ memorizationLevel: 'para-21-30' }),
        random,
      )!;
      const latePhrase = catalog.getPhrase(late.itemId)!;
      expect(
        latePhrase.ref.surah === 1 || juzOf(latePhrase.ref.surah, latePhrase.ref.ayah) >= 21,
        latePhrase.surahAyah,
      ).toBe(true);
    }
  });

  it('raises the difficulty as mastery rises and lowers it after mistakes', () => {
    const completion = candidatesOf('completion');
    const mean = (state: LearnerState) => {
      let sum = 0;
      for (let i = 0; i < 300; i++)
        sum += catalog.getPhrase(chooseItem('completion', completion, state, random)!.itemId)!.difficulty;
      return sum / 300;
    };
    const strong = newcomer({ cardCount: 40, meanMastery: 90 });
    const weak = newcomer({ cardCount: 40, meanMastery: 10 });
    expect(mean(strong)).toBeGreaterThan(mean(weak) + 1);
    const stumbling = newcomer({
      cardCount: 40,
      meanMastery: 90,
      recent: [
        answer('a', false, 1, 'completion'),
        answer('b', false, 2, 'completion'),
        answer('c', true, 3, 'completion'),
      ],
    });
    expect(mean(stumbling)).toBeLessThan(mean(strong) - 0.5);
  });

  it('knows where the juz begin', () => {
    expect(juzOf(1, 1)).toBe(1);
    expect(juzOf(2, 141)).toBe(1);
    expect(juzOf(2, 142)).toBe(2);
    expect(juzOf(18, 74)).toBe(15);
    expect(juzOf(18, 75)).toBe(16);
    expect(juzOf(114, 6)).toBe(30);
  });
});
