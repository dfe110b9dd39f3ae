/**
 * The exercise types and phrase categories as plain constants. This module imports no zod, so the web app's first
 * pages can use the names and guards without downloading the validation library; the schemas built from these
 * lists are in exercise-type-schemas.ts.
 */

/** The seven exercise types, in the dashboard's order. */
export const EXERCISE_TYPES = [
  'substitution',
  'conversation',
  'completion',
  'comparison',
  'roleplay',
  'transformation',
  'thematic',
] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** Dashboard catalogue categories, one per card in the order above. */
export const EXERCISE_CATEGORIES: Record<
  ExerciseType,
  'interactive' | 'practical' | 'memory' | 'analysis' | 'wisdom'
> = {
  substitution: 'interactive',
  conversation: 'practical',
  completion: 'memory',
  comparison: 'analysis',
  roleplay: 'practical',
  transformation: 'wisdom',
  thematic: 'wisdom',
};

export function isExerciseType(value: string): value is ExerciseType {
  return (EXERCISE_TYPES as readonly string[]).includes(value);
}

export const PHRASE_CATEGORIES = ['short', 'commands', 'proverbs', 'long'] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];
