import {
  CIRCLE_TEXTS,
  type AssignmentRequest,
  type CircleAssignment,
  type ExerciseType,
} from '@lisan/contract';
import { BadRequestError } from '../../errors.js';
import { getContentCatalog } from '@lisan/content';

import { juzOf } from '@lisan/arabic';

export { juzOf };

/** What the teacher asked, as stored in circle_assignments.spec. */
export type AssignmentSpec = AssignmentRequest;

const phraseSets = new Map<string, readonly string[]>();

/** The phrases an assignment covers, in library order (empty for an exercise-type assignment). */
export function phrasesOf(spec: AssignmentSpec): readonly string[] {
  if (spec.kind === 'exerciseType') return [];
  const catalog = getContentCatalog();
  if (spec.kind === 'phrases') return spec.phraseIds.filter((id) => catalog.getPhrase(id) !== undefined);
  const key = spec.kind === 'surah' ? `s${spec.surah}` : `j${spec.juz}`;
  let set = phraseSets.get(key);
  if (!set) {
    set = catalog.phrases
      .filter((p) =>
        spec.kind === 'surah' ? p.ref.surah === spec.surah : juzOf(p.ref.surah, p.ref.ayah) === spec.juz,
      )
      .map((p) => p.id);
    phraseSets.set(key, set);
  }
  return set;
}

/** Checks an assignment before it is stored: every phrase exists, and a surah or juz has phrases in the library. */
export function validateAssignment(spec: AssignmentSpec): AssignmentSpec {
  if (spec.kind === 'phrases') {
    const catalog = getContentCatalog();
    const unknown = spec.phraseIds.find((id) => !catalog.getPhrase(id));
    if (unknown) throw new BadRequestError(CIRCLE_TEXTS.unknownPhrase(unknown), 'unknown_phrase');
    return { ...spec, phraseIds: [...new Set(spec.phraseIds)] };
  }
  if (spec.kind === 'surah' && phrasesOf(spec).length === 0)
    throw new BadRequestError(CIRCLE_TEXTS.noPhrasesIn(`surah ${spec.surah}`), 'no_phrases');
  if (spec.kind === 'juz' && phrasesOf(spec).length === 0)
    throw new BadRequestError(CIRCLE_TEXTS.noPhrasesIn(`juz ${spec.juz}`), 'no_phrases');
  return spec;
}

/** The exercise a phrase assignment is practised in: completion opens every phrase, on every plan. */
const PHRASE_PRACTICE_TYPE: ExerciseType = 'completion';

export function describeAssignment(
  spec: AssignmentSpec,
  week: { weekStart: string; weekEnd: string },
  setAt: Date,
  /** Phrases the member has already practised this week: the one-click practice opens the next one. */
  practised: ReadonlySet<string> = new Set(),
): CircleAssignment {
  const phraseIds = [...phrasesOf(spec)];
  const next = phraseIds.find((id) => !practised.has(id)) ?? phraseIds[0] ?? null;
  return {
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    kind: spec.kind,
    phraseIds,
    surah: spec.kind === 'surah' ? spec.surah : null,
    juz: spec.kind === 'juz' ? spec.juz : null,
    exerciseType: spec.kind === 'exerciseType' ? spec.exerciseType : null,
    targetCount: spec.kind === 'exerciseType' ? spec.targetCount : phraseIds.length,
    note: spec.note ?? '',
    practise:
      spec.kind === 'exerciseType'
        ? { exerciseType: spec.exerciseType, subjectId: null }
        : { exerciseType: PHRASE_PRACTICE_TYPE, subjectId: next },
    setAt: setAt.toISOString(),
  };
}
