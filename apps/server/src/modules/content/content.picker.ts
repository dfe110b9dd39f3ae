import type { ExerciseType, JudgeItem, MemorizationLevel, VerseRef } from '@lisan/contract';
import { juzOf } from '@lisan/arabic';
import type { LearnerState } from '../progress/index.js';

/*
 * Which item to practise next, for one learner and one exercise type. The policy is in
 * docs/decisions/0010-adaptive-practice.md; in short, in this order:
 *   1. the exact item the learner got wrong, once RETRY_GAP other answers have come in between;
 *   2. an item of this type on a phrase that spaced repetition says is due, unless the phrase was last
 *      practised in this very type (it comes back in a different type; the retry covers this one);
 *   3. an item on phrases the learner has not practised yet: those from the parts of the Qur'an the learner
 *      knows (the memorization level given at sign-up) first, at a difficulty near the learner's level;
 *   4. any item.
 * Within the chosen group every item is equally likely: every item of the library can be served.
 */

/** Other answers that must come in between before a wrong item comes back (so it is not Try Again). */
export const RETRY_GAP = 2;
/** How far back (ms) a wrong answer still asks for its item to come back. */
const RETRY_WINDOW_MS = 6 * 3600_000;
/** Answers this close together belong to one sitting (as progress.service counts reviews). */
const SITTING_MS = 3600_000;
/** Cards a learner needs before their mastery sets the difficulty (before that, the sign-up level does). */
const CARDS_FOR_LEVEL = 5;

export interface PickCandidate {
  itemId: string;
  /** Curated phrases the item practises (the first is its subject). */
  phraseIds: readonly string[];
  difficulty: number;
  /** The verse the item starts from, for "the parts the learner knows". */
  ref: VerseRef | null;
}

export type PickReason = 'retry' | 'due' | 'new' | 'any';

/**
 * The juz a learner knows by the sign-up answer. The option names the paras memorised ("para-4-10"); those
 * paras are read as known, and Al-Fatihah (recited in every prayer) with them. Null: no preference.
 */
function knownJuz(level: MemorizationLevel | null): ((ref: VerseRef) => boolean) | null {
  if (!level) return null;
  if (level === 'complete') return () => true;
  const [, from, to] = /^para-(\d+)-(\d+)$/.exec(level)!.map(Number) as [number, number, number];
  return (ref) => ref.surah === 1 || (juzOf(ref.surah, ref.ayah) >= from && juzOf(ref.surah, ref.ayah) <= to);
}

/**
 * The difficulty (1–5) to aim at: from the sign-up level until the learner has a few cards, then from their
 * mean mastery; one lower when two of the last five answers were wrong, one higher after five right in a row.
 */
function targetDifficulty(state: LearnerState): number | null {
  let base: number | null;
  if (state.cardCount >= CARDS_FOR_LEVEL) base = 1 + Math.min(3, Math.floor(state.meanMastery / 25));
  else if (state.memorizationLevel) base = LEVEL_DIFFICULTY[state.memorizationLevel];
  else base = state.recent.length > 0 ? 2 : null;
  if (base === null) return null;
  const lastFive = state.recent.slice(0, 5);
  const wrong = lastFive.filter((a) => !a.correct).length;
  if (wrong >= 2) base -= 1;
  else if (lastFive.length === 5 && wrong === 0) base += 1;
  return Math.max(1, Math.min(5, base));
}

const LEVEL_DIFFICULTY: Record<MemorizationLevel, number> = {
  'para-1-3': 1,
  'para-4-10': 2,
  'para-11-20': 2,
  'para-21-30': 3,
  complete: 3,
};

/** The retry due now: the newest wrong item of this type not answered correctly since, RETRY_GAP answers ago. */
function retryItem(type: ExerciseType, state: LearnerState, open: ReadonlySet<string>): string | undefined {
  const since = state.now.getTime() - RETRY_WINDOW_MS;
  // Items answered (right or wrong) more recently than the answer being looked at: only the newest counts.
  const newer = new Set<string>();
  for (let index = 0; index < state.recent.length; index++) {
    const answer = state.recent[index]!;
    if (answer.at.getTime() < since) break;
    if (answer.exerciseType !== type || newer.has(answer.itemId)) continue;
    newer.add(answer.itemId);
    // Answers after it: the retry waits until others have come in between.
    if (!answer.correct && index >= RETRY_GAP && open.has(answer.itemId)) return answer.itemId;
  }
  return undefined;
}

export function chooseItem(
  type: ExerciseType,
  candidates: readonly PickCandidate[],
  state: LearnerState,
  pick: (n: number) => number,
): { itemId: string; reason: PickReason } | undefined {
  if (candidates.length === 0) return undefined;
  const open = new Set(candidates.map((c) => c.itemId));
  const retry = retryItem(type, state, open);
  if (retry) return { itemId: retry, reason: 'retry' };

  const uniform = (from: readonly PickCandidate[], reason: PickReason) => ({
    itemId: from[pick(from.length)]!.itemId,
    reason,
  });

  // The type a phrase was practised in within the sitting: a phrase due again so soon (after a mistake) comes
  // back in another type; one due after days comes back in any.
  const lastType = new Map<string, string>();
  for (const a of state.recent) {
    if (state.now.getTime() - a.at.getTime() > SITTING_MS) break;
    if (a.phraseId && !lastType.has(a.phraseId)) lastType.set(a.phraseId, a.exerciseType);
  }
  for (const phraseId of state.due) {
    if (lastType.get(phraseId) === type) continue;
    const on = candidates.filter((c) => c.phraseIds.includes(phraseId));
    if (on.length > 0) return uniform(on, 'due');
  }

  const fresh = candidates.filter(
    (c) => c.phraseIds.length === 0 || !c.phraseIds.some((p) => state.practised.has(p)),
  );
  const pool = fresh.length > 0 ? fresh : candidates;
  let group = pool;
  const known = knownJuz(state.memorizationLevel);
  if (known) {
    const inKnown = group.filter((c) => c.ref !== null && known(c.ref));
    if (inKnown.length > 0) group = inKnown;
  }
  const target = targetDifficulty(state);
  if (target !== null) {
    // The target itself, else the nearest band around it: a short library still serves something.
    for (const spread of [0, 1, 2]) {
      const near = group.filter((c) => Math.abs(c.difficulty - target) <= spread);
      if (near.length > 0) {
        group = near;
        break;
      }
    }
  }
  return uniform(group, fresh.length > 0 ? 'new' : 'any');
}

/** What the picker needs of a catalog item. */
export function candidateOf(
  item: JudgeItem,
  phraseIds: readonly string[],
  difficultyOf: (phraseId: string) => number | undefined,
  bankDifficulty?: number,
): PickCandidate {
  const first = phraseIds[0];
  let ref: VerseRef | null = null;
  switch (item.type) {
    case 'completion':
    case 'substitution':
      ref = item.phrase.ref;
      break;
    case 'conversation':
    case 'roleplay':
      ref = item.phrases[0]?.ref ?? null;
      break;
    case 'comparison':
      ref = item.verses[0].ref;
      break;
    case 'transformation':
      ref = item.related[0]?.ref ?? null;
      break;
    case 'thematic':
      ref = item.verses[0]?.ref ?? null;
      break;
  }
  const difficulty = (first ? difficultyOf(first) : undefined) ?? bankDifficulty ?? 3;
  return { itemId: item.itemId, phraseIds, difficulty, ref };
}

export { juzOf };
