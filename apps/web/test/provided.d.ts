import type { ExerciseView } from '@lisan/contract';
// The augmented module must be in the program for the augmentation to apply wherever this file is checked.
import type {} from 'vitest';

/** What the component tests' global setup hands to every test file (see global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    exerciseViews: Record<string, ExerciseView>;
  }
}
