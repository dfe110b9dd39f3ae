import { EXERCISE_TYPES } from '@lisan/contract';
import type { Learner } from './support/accounts';
import { settled, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { axeViolations } from './support/axe';

/**
 * axe on the routes the route-by-route check in a11y.e2e.ts does not open (a signed-in learner's practice, report,
 * welcome and circles pages, the password pages, the sign-in return page, the attribution page and every exercise
 * type), in English and Arabic: nothing at all, minor and moderate findings included.
 */

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

let basic: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  basic = await sharedLearner('basic');
});

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`axe in ${lang}, signed in`, () => {
    for (const { path, testId } of ROUTES)
      test(`finds nothing on ${path}`, async ({ openContext }) => {
        const { page } = await openContext({ lang, storage: basic.storage });
        await page.goto(path);
        await page.getByTestId(testId).waitFor();
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
  });
