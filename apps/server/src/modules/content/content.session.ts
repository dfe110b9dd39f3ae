import { PLAN_EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';
import type { ContentCatalog } from '@lisan/content';
import { pickSubject } from './content.access.js';
import type { PickReads } from './content.pick.repository.js';

/** One item of today's practice: the exact item the picker chose, and whether it is a due review. */
export interface SessionPick {
  type: ExerciseType;
  subjectId: string;
  review: boolean;
}

/**
 * Today's practice: `size` items chosen one after another by the same picker as a random read, over the exercise
 * types the plan opens, taken in turn from a random first one. After each choice the learner's state is updated
 * as if that item had been answered, so the next choice moves on: its phrases are no longer due nor new, and the
 * item is not a retry. Items on phrases that were due come first, in the order chosen; new material follows.
 * Fewer items come back only when the plan's library has no more to give.
 */
export function buildSession(
  catalog: ContentCatalog,
  reads: PickReads,
  size: number,
  pick: (n: number) => number,
): SessionPick[] {
  const types = PLAN_EXERCISE_TYPES[reads.plan];
  let due = [...reads.state.due];
  const practised = new Set(reads.state.practised);
  let recent = [...reads.state.recent];
  const chosen: SessionPick[] = [];
  const taken = new Set<string>();
  const first = pick(types.length);
  // A type whose picks keep repeating is skipped after a few tries; every type at once means the library is done.
  const misses = new Map<ExerciseType, number>();
  for (let turn = 0; chosen.length < size && misses.size < types.length; turn++) {
    const type = types[(first + turn) % types.length]!;
    if ((misses.get(type) ?? 0) >= 3) continue;
    const state = { ...reads.state, due, practised, recent };
    const subjectId = pickSubject(catalog, { plan: reads.plan, state }, type, pick);
    if (!subjectId || taken.has(`${type}\0${subjectId}`)) {
      misses.set(type, (misses.get(type) ?? 0) + 1);
      continue;
    }
    taken.add(`${type}\0${subjectId}`);
    const item = catalog.getExerciseItem(type, subjectId);
    const phraseIds = item ? catalog.phraseIdsOf(item) : [subjectId];
    const review = phraseIds.some((id) => due.includes(id));
    chosen.push({ type, subjectId, review });
    due = due.filter((id) => !phraseIds.includes(id));
    for (const id of phraseIds) practised.add(id);
    // As if answered right just now: not a retry, and its phrase counts as practised in this type this sitting.
    recent = [
      { exerciseType: type, itemId: subjectId, phraseId: phraseIds[0] ?? null, correct: true, at: state.now },
      ...recent,
    ];
  }
  return [...chosen.filter((c) => c.review), ...chosen.filter((c) => !c.review)];
}

/**
 * Tomorrow's reviews, for a device that keeps practice offline: for each phrase whose card falls due soon (in the
 * order given), one item on it, of a type the plan opens (taken in turn, so the reviews mix the types) and within
 * the plan's library. A phrase with no such item (outside the plan since it was practised) is left out, as is an
 * item already `taken` (today's session).
 */
export function tomorrowReviews(
  catalog: ContentCatalog,
  reads: PickReads,
  phraseIds: readonly string[],
  taken: ReadonlySet<string>,
  pick: (n: number) => number,
): SessionPick[] {
  const types = PLAN_EXERCISE_TYPES[reads.plan];
  const chosen: SessionPick[] = [];
  const first = pick(types.length);
  for (const [index, phraseId] of phraseIds.entries()) {
    // Only this phrase is due, and nothing answered lately asks to come back: the picker's due rule chooses.
    const state = { ...reads.state, due: [phraseId], recent: [] };
    for (let turn = 0; turn < types.length; turn++) {
      const type = types[(first + index + turn) % types.length]!;
      const subjectId = pickSubject(catalog, { plan: reads.plan, state }, type, pick);
      if (!subjectId || taken.has(`${type}\0${subjectId}`)) continue;
      const item = catalog.getExerciseItem(type, subjectId);
      // Another pick (new material) when the type has no item on this phrase.
      if (subjectId !== phraseId && !(item && catalog.phraseIdsOf(item).includes(phraseId))) continue;
      chosen.push({ type, subjectId, review: true });
      break;
    }
  }
  return chosen;
}
