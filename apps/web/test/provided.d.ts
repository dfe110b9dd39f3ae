import type { ExerciseView } from '@lisan/contract';
// Loads vitest's own declarations so the block below adds to them (a project whose other files import only
// `vitest/node` or `vitest/config` would otherwise find no module 'vitest' to augment).
import type {} from 'vitest';

/** What the component tests' global setup hands to every test file (see global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    exerciseViews: Record<string, ExerciseView>;
  }
}
