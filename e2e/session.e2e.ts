import type { Learner } from './support/accounts';
import { type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';

/** A stored session the app cannot read, and a signed-in learner on the public pages. */
let premium: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  premium = await sharedLearner('premium');
});

const LANGS: Lang[] = ['en', 'ar'];

test.describe('a stored user that cannot be read', () => {
  for (const lang of LANGS)
    test(`in ${lang}: the session is reconciled with the server and no response body is shown`, async ({
      openContext,
    }) => {
      const email = `corrupt-${Date.now()}-${lang}@example.com`;
      const password = 'a long enough password';
      await fetch(`${appUrl()}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Zaid', lastName: 'Karim', email, password }),
      });
      const { page } = await openContext({ lang });
      // Signed in through the page, so the browser also holds the session cookie.
      await page.goto('/signin');
      await page.getByTestId('signin-email').fill(email);
      await page.getByTestId('signin-password').fill(password);
      await page.getByTestId('signin-submit').click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.evaluate(() => localStorage.setItem('user', '{"id": broken'));
      await page.goto('/dashboard');
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('Zaid');
      await page.getByTestId('recent-empty').waitFor();
      const body = (await page.locator('main').textContent())!;
      expect(body).not.toMatch(/\d{3}: /);
      expect(body).not.toContain('{"message"');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({
        email,
      });
    });
});

test.describe('a signed-in learner', () => {
  test('a signed-in learner on /signin goes to the dashboard; Basic is not "Start free" for a Premium learner', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'en', storage: premium.storage });
    await page.goto('/signin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/pricing');
    const basicButton = page.getByTestId('plan-choose-basic');
    await basicButton.waitFor();
    await expect.poll(() => basicButton.isDisabled()).toBe(true);
    expect(await basicButton.textContent()).not.toMatch(/start free/i);
  });
});
