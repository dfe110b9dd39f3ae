import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code and API tests through app.inject, each file with its own database),
 * `component` (web components rendered in happy-dom with the server answered at `fetch`) and `e2e` (real Chromium
 * against the production build started as `npm start` would).
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
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Pages render after their data arrives; give polling assertions time on a busy 2-core machine.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // One browser and one server are shared; files run one after another to keep the 2-core machine calm.
          fileParallelism: false,
        },
      },
    ],
  },
});
