import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { EXERCISE_TYPES } from '@lisan/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learner, type Learner } from './support/accounts';
import { launchBrowser, openContext, type Lang } from './support/browser';

/**
 * axe on the routes the route-by-route check in a11y.e2e.ts does not open (a signed-in learner's practice, report,
 * welcome and circles pages, the password pages, the sign-in return page, the attribution page and every exercise
 * type), in English and Arabic: nothing at all, minor and moderate findings included.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact?: string | null;
              help: string;
              nodes: { target: unknown[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`,
  );
}

const ROUTES: { path: string; testId: string }[] = [
  { path: '/practice', testId: 'practice-progress' },
  { path: '/dashboard/report', testId: 'page-report' },
  { path: '/welcome', testId: 'page-welcome' },
  { path: '/circles', testId: 'page-circles' },
  { path: '/forgot-password', testId: 'page-forgot-password' },
  { path: '/reset-password', testId: 'page-reset-password' },
  { path: '/oauth/complete', testId: 'page-oauth-complete' },
  { path: '/attribution', testId: 'page-attribution' },
  ...EXERCISE_TYPES.filter((type) => type !== 'completion').map((type) => ({
    path: `/exercise/${type}`,
    testId: `prompt-${type}`,
  })),
];

let browser: Browser;
let basic: Learner;
beforeAll(async () => {
  browser = await launchBrowser();
  basic = await learner('basic');
});
afterAll(async () => {
  await browser?.close();
});

describe.each<Lang>(['en', 'ar'])('axe in %s, signed in', (lang) => {
  it.each(ROUTES)('finds nothing on $path', async ({ path, testId }) => {
    const { context, page } = await openContext(browser, { lang, storage: basic.storage });
    try {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
