import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code and API tests through app.inject, each file with its own database) and
 * `component` (web components rendered in happy-dom with the server answered at `fetch`). The browser tests run
 * on Playwright's own runner (playwright.config.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which left a core
    // idle while the API files (CPU-bound: the embedded database, the app) ran one after another. The main
    // process only hands out files and prints, so two workers use both cores.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'content/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one module graph: the content catalog and the app's
          // modules are loaded once per worker, not once per file (import time fell from ~4 s to ~1 s a file).
          // Each file still has its own database and its own app; no test changes module state for the next.
          isolate: false,
        },
      },
      {
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          globalSetup: ['apps/web/test/global-setup.ts'],
          // Nothing leaves the machine: a component that adds a provider's script or stylesheet gets nothing back.
          environmentOptions: {
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          setupFiles: ['apps/web/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
