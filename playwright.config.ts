import { defineConfig } from '@playwright/test';
import { CHROMIUM, CONTEXT_OPTIONS } from './e2e/support/browser';

/**
 * The browser tests: Debian's Chromium (Playwright's own browsers are never downloaded) against the production
 * build, started once by the global setup as `npm start` would. One worker: the machine has two cores and the
 * tests share one server; files run one after another as they always have.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  outputDir: 'e2e/.artifacts/test-results',
  timeout: 60_000,
  // Pages render after their data arrives; give polling assertions time on a busy 2-core machine.
  expect: { timeout: 15_000 },
  use: {
    ...CONTEXT_OPTIONS,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM.executablePath, args: CHROMIUM.args },
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
  projects: [{ name: 'chromium' }],
});
