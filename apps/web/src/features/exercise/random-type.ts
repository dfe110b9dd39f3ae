import { EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';

/** The type the Random Exercise button (dashboard) and the "next" of an exercise pick: among the types the learner's
 *  plan opens. */
export function randomExerciseType(open: readonly ExerciseType[] = EXERCISE_TYPES): ExerciseType {
  return open[Math.floor(Math.random() * open.length)] ?? 'completion';
}
