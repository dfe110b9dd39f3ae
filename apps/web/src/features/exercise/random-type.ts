import { EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';

/** The type the Random Exercise button (dashboard) and the "next" of an exercise pick. */
export function randomExerciseType(): ExerciseType {
  return EXERCISE_TYPES[Math.floor(Math.random() * EXERCISE_TYPES.length)] ?? 'completion';
}
