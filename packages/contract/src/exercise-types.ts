import { z } from 'zod';

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
// Marked pure so a bundle that uses only the constants and guards of this module leaves zod out (the web app's
// first pages do not load it).
export const exerciseTypeSchema = /* @__PURE__ */ z.enum(EXERCISE_TYPES);
export type ExerciseType = z.infer<typeof exerciseTypeSchema>;

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
export const phraseCategorySchema = /* @__PURE__ */ z.enum(PHRASE_CATEGORIES);
export type PhraseCategory = z.infer<typeof phraseCategorySchema>;
