import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, OfflineSession } from '@lisan/contract';
import { learner } from './support/accounts';
import { rightAnswer, WRONG_ANSWER } from './support/answers';
import { screenshot, type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';
import { dailyStats, workerInControl } from './support/offline';

// The service worker is what these tests are about.
test.use({ serviceWorkers: 'allow' });

// Installability (the manifest in each language, Chromium's criteria) and a deploy's update offer are in
// offline-install.e2e.ts.

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`offline practice in ${lang}`, () => {
    test('runs a whole session of ten without a network, survives a reload, and records it once back online', async ({
      openContext,
    }) => {
      test.setTimeout(300_000);
      const baseUrl = appUrl();
      const account = await learner('basic');
      const { context, page } = await openContext({ lang, storage: account.storage });
      try {
        await page.goto('/practice');
        await workerInControl(page);
        const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offline-session');
        // The switch turns on once the session is kept, not as it is clicked.
        await page.getByTestId('offline-toggle').click();
        const session = (await (await kept).json()) as OfflineSession;
        await page.getByTestId('offline-kept').waitFor();
        expect(session.items).toHaveLength(10);

        await context.setOffline(true);
        await page.reload();
        await page.getByTestId('offline-now').waitFor();
        const catalog = getContentCatalog();
        const exercise = new ExercisePage(page);
        for (const [index, { exercise: view }] of session.items.entries()) {
          await page.getByTestId(`prompt-${view.type}`).waitFor();
          const item = catalog.getExerciseItem(view.type as ExerciseType, view.itemId) as JudgeItem;
          const verdict = await exercise.answer(index % 2 === 0 ? rightAnswer(item) : WRONG_ANSWER);
          // Judged on the device, with its feedback shown.
          expect(verdict).toBe(index % 2 === 0 ? 'correct' : 'incorrect');
          expect((await exercise.feedback().textContent())?.trim()).not.toBe('');
          if (index === 0) await screenshot(page, `offline-item-answered-${lang}`);
          await exercise.next();
        }
        await page.getByTestId('practice-summary').waitFor();
        await expect.poll(() => page.getByTestId('offline-unsent').textContent()).toMatch(/10|١٠/);
        // Nothing reached the server while offline.
        expect((await dailyStats(baseUrl, account.token, account.user.id)).exercicesCompleted).toBe(0);

        // A reload without a network still opens the app and the kept session.
        await page.reload();
        await page.getByTestId(`prompt-${session.items[0]!.exercise.type}`).waitFor();
        await page.getByTestId('offline-now').waitFor();

        const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offline-answers');
        await context.setOffline(false);
        await sent;
        await page.getByTestId('offline-sync-report').waitFor();
        await screenshot(page, `offline-synced-${lang}`);
        const stats = await dailyStats(baseUrl, account.token, account.user.id);
        expect([stats.exercicesCompleted, stats.correctCount, stats.streakDays]).toEqual([10, 5, 1]);

        // Opened again online: nothing is left to send and nothing is recorded twice.
        await page.reload();
        await page.getByTestId('offline-kept').waitFor();
        const again = await dailyStats(baseUrl, account.token, account.user.id);
        expect(again.exercicesCompleted).toBe(10);
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
    });
  });
