import type { ExerciseView } from '@lisan/contract';

/** What the component tests' global setup hands to every test file (see global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    exerciseViews: Record<string, ExerciseView>;
  }
}
