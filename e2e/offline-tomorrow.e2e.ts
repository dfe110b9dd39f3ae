import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, OfflineSession, TodaySession } from '@lisan/contract';
import { learner, type Learner } from './support/accounts';
import { rightAnswer, WRONG_ANSWER } from './support/answers';
import { screenshot, type Lang } from './support/browser';
import { dailyStats, workerInControl } from './support/offline';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';

// The service worker is what these tests are about.
test.use({ serviceWorkers: 'allow' });

/*
 * Tomorrow's reviews kept offline: a learner who practised online keeps, with the next session, the items whose
 * cards fall due by the end of tomorrow; without a network the offline panel offers them, the device judges each,
 * and back online they are recorded once like the others.
 */

const catalog = getContentCatalog();
const judgeItemOf = (type: string, itemId: string) =>
  catalog.getExerciseItem(type as ExerciseType, itemId) as JudgeItem;
const phrasesOf = (type: string, itemId: string) => catalog.phraseIdsOf(judgeItemOf(type, itemId));

async function api<T>(account: Learner, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${appUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Three items of today's practice answered right online: their new cards come back within minutes. */
async function practisedOnline(account: Learner): Promise<string[]> {
  const today = await api<TodaySession>(account, `/api/today-session?userId=${account.user.id}&size=5`);
  const phrases: string[] = [];
  for (const { exercise } of today.items.slice(0, 3)) {
    const verdict = await api<{ isCorrect: boolean }>(account, '/api/validate-answer', {
      userAnswer: rightAnswer(judgeItemOf(exercise.type, exercise.itemId)),
      exerciseType: exercise.type,
      phraseId: exercise.subjectId,
      itemId: exercise.itemId,
      userId: account.user.id,
      // Not quick enough to be rated Easy: rated Good, the new card comes back in minutes.
      elapsedMs: 45_000,
    });
    expect(verdict.isCorrect).toBe(true);
    phrases.push(...phrasesOf(exercise.type, exercise.itemId));
  }
  return phrases;
}

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`tomorrow's reviews offline in ${lang}`, () => {
    test('keeps them with the session, practises them without a network, and records them once back online', async ({
      openContext,
    }) => {
      test.setTimeout(300_000);
      const baseUrl = appUrl();
      const account = await learner('basic');
      const practised = await practisedOnline(account);
      const { context, page, consoleErrors } = await openContext({ lang, storage: account.storage });
      try {
        await page.goto('/practice');
        await workerInControl(page);
        const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offline-session');
        await page.getByTestId('offline-toggle').click();
        const session = (await (await kept).json()) as OfflineSession;
        const tomorrow = session.tomorrow!.items;
        // The phrases practised online come due again by the end of tomorrow: one review each is kept.
        expect(tomorrow.flatMap(({ exercise }) => phrasesOf(exercise.type, exercise.itemId)).sort()).toEqual(
          [...practised].sort(),
        );
        await expect.poll(() => page.getByTestId('offline-tomorrow').textContent()).toMatch(/3|٣/);

        await context.setOffline(true);
        await page.reload();
        await page.getByTestId('offline-now').waitFor();
        await page.getByTestId('offline-tomorrow-start').click();
        const exercise = new ExercisePage(page);
        for (const [index, { exercise: view }] of tomorrow.entries()) {
          await page.getByTestId(`prompt-${view.type}`).waitFor();
          const right = index !== 1;
          const verdict = await exercise.answer(
            right ? rightAnswer(judgeItemOf(view.type, view.itemId)) : WRONG_ANSWER,
          );
          // Judged on the device, with its feedback.
          expect(verdict).toBe(right ? 'correct' : 'incorrect');
          expect((await exercise.feedback().textContent())?.trim()).not.toBe('');
          if (index === 0) await screenshot(page, `offline-tomorrow-answered-${lang}`);
          await exercise.next();
        }
        await page.getByTestId('practice-summary').waitFor();
        await expect.poll(() => page.getByTestId('offline-unsent').textContent()).toMatch(/3|٣/);
        expect((await dailyStats(baseUrl, account.token, account.user.id)).exercicesCompleted).toBe(3);

        const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offline-answers');
        await context.setOffline(false);
        await sent;
        await page.getByTestId('offline-sync-report').waitFor();
        await screenshot(page, `offline-tomorrow-synced-${lang}`);
        // Three online, three offline; one of the offline answers was wrong.
        const stats = await dailyStats(baseUrl, account.token, account.user.id);
        expect([stats.exercicesCompleted, stats.correctCount]).toEqual([6, 5]);
        await page.reload();
        await page.getByTestId('offline-kept').waitFor();
        expect((await dailyStats(baseUrl, account.token, account.user.id)).exercicesCompleted).toBe(6);
        // Offline, the failed requests are the browser's own network errors, not the app's.
        expect(
          consoleErrors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)),
        ).toEqual([]);
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
    });
  });
