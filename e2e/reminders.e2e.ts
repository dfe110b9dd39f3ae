import { learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';

/*
 * The daily reminder on the profile: turned on at a time of the learner's choosing, by e-mail and push, saved, and
 * shown as saved after a reload. The test's browser installs no service worker (playwright.config.ts), so the
 * page says this browser cannot show notifications (the e-mail still comes).
 */
for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`in ${lang}`, () => {
    test('the profile saves the daily reminder and shows it again after a reload', async ({
      openContext,
    }) => {
      test.setTimeout(120_000);
      const me = await learner();
      const { page, consoleErrors } = await openContext({ lang, storage: me.storage });
      await page.goto('/profile');
      await page.getByTestId('reminder-settings').waitFor();
      expect(await page.getByTestId('reminder-enabled').isChecked()).toBe(false);
      await page.getByTestId('reminder-enabled').check();
      await page.getByTestId('reminder-time').fill('07:45');
      await page.getByTestId('reminder-email').check();
      await page.getByTestId('reminder-push').check();
      await page.getByTestId('reminder-save').click();
      await page.getByTestId('reminder-push-note').waitFor();
      await screenshot(page, `profile-reminder-${lang}`);

      await page.reload();
      await page.getByTestId('reminder-settings').waitFor();
      await expect.poll(() => page.getByTestId('reminder-enabled').isChecked()).toBe(true);
      expect(await page.getByTestId('reminder-time').inputValue()).toBe('07:45');
      expect(await page.getByTestId('reminder-email').isChecked()).toBe(true);

      // What the server keeps: the reminder on, at that time, in this browser's zone.
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const saved = await (
        await fetch(`${appUrl()}/api/me/reminders`, {
          headers: { authorization: `Bearer ${me.token}` },
        })
      ).json();
      expect(saved).toMatchObject({
        enabled: true,
        time: '07:45',
        email: true,
        push: true,
        timeZone: zone,
      });

      // Turned off again, and kept off.
      await page.getByTestId('reminder-enabled').uncheck();
      await page.getByTestId('reminder-save').click();
      await expect
        .poll(
          async () =>
            (
              await (
                await fetch(`${appUrl()}/api/me/reminders`, {
                  headers: { authorization: `Bearer ${me.token}` },
                })
              ).json()
            ).enabled,
        )
        .toBe(false);
      await page.reload();
      await page.getByTestId('reminder-settings').waitFor();
      expect(await page.getByTestId('reminder-enabled').isChecked()).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  });
