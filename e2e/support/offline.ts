import type { DailyStats } from '@lisan/contract';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The service worker is active (this build precached) and controls the page. */
export async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The learner's statistics for today as the API gives them. */
export async function dailyStats(baseUrl: string, token: string, userId: string): Promise<DailyStats> {
  const res = await fetch(`${baseUrl}/api/daily-stats/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as DailyStats;
}

/**
 * The new build's worker is waiting, not in control (the page still runs the build it loaded); the learner takes
 * the offer to reload, and the new build then controls the page with no offer left.
 */
export async function acceptUpdate(page: Page, shot: (page: Page) => Promise<void>) {
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(
    true,
  );
  await shot(page);
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('update-reload').click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting)))
    .toBe(true);
  await expect.poll(() => page.getByTestId('update-ready').count()).toBe(0);
}
