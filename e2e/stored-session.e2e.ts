import type { Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { baseUrl as sharedBaseUrl } from './support/server';

/*
 * A stored user that cannot be read: the session is reconciled with the server and no response body is shown.
 */
const LANGS: Lang[] = ['en', 'ar'];

test.describe('a stored user that cannot be read', () => {
  for (const lang of LANGS)
    test(`in ${lang}: the session is reconciled with the server and no response body is shown`, async ({
      open,
    }) => {
      const email = `corrupt-${Date.now()}-${lang}@example.com`;
      const password = 'a long enough password';
      await fetch(`${sharedBaseUrl()}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Zaid', lastName: 'Karim', email, password }),
      });
      const { page } = await open({ lang });
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
