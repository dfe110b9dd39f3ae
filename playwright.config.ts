import { defineConfig } from '@playwright/test';
import { LAUNCH_OPTIONS } from './e2e/support/browser';

/**
 * The browser tests: Debian's Chromium against the production build, started once for the whole run by
 * e2e/support/global-setup.ts. Two workers (two browsers, one app) by default, tests of one file shared between
 * them: a test mostly waits on the app or the page, so two keep a 2-core machine busier than one (ADR 29 has the
 * figures). Every test opens fresh contexts (e2e/support/fixtures.ts) with accounts of its own or its worker's.
 * E2E_WORKERS=1 runs them one after another.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous: the machine is shared and busy. A test's time includes its fixtures (a paid learner's purchase).
  timeout: 120_000,
  // Pages render after their data arrives; give assertions time on a busy 2-core machine.
  expect: { timeout: 15_000 },
  outputDir: 'e2e/.artifacts/results',
  use: {
    browserName: 'chromium',
    launchOptions: LAUNCH_OPTIONS,
    viewport: { width: 1280, height: 900 },
    // No service worker unless a test asks for one (support/browser.ts says why).
    serviceWorkers: 'block',
    // Recording costs time on every test. Even 'only-on-failure' screenshots photograph every page whenever a
    // context closes; the `openContext` fixture (support/fixtures.ts) photographs the pages of a failed test only.
    trace: 'off',
    video: 'off',
    screenshot: 'off',
  },
});
