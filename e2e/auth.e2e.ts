import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SIGNUP_REDIRECT_MS } from '@lisan/contract';
import type { Page } from '@playwright/test';
import { newAccount, signedIn, uniqueEmail } from './support/accounts';
import { screenshot } from './support/browser';
import { ProfilePage, SignInPage, SignUpPage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appDataDir, appUrl } from './support/server';

/** In the browser: sign up, sign in, the avatar menu, the profile, the data export, password reset. */

/** An account made through the API, for tests whose subject is not sign-up itself. */
const apiAccount = (firstName = 'Yusuf', lastName = 'Rahman') =>
  newAccount({ firstName, lastName, password: 'patience-and-prayer' });

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('a new learner, start to finish (English)', () => {
  test('signs up and is signed in and taken to the dashboard after 2 s with the daily goal chosen, signs in again, edits the profile, changes the password, downloads the data, signs out', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({ lang: 'en' });
    const email = uniqueEmail('amina');
    // Sign up, first with the two mistakes docs/rules.md names.
    // The page's clock is ours, so the move to sign-in can be checked against the page's own timer, not ours:
    // the page notes, by its clock, when the welcome appeared and when it moved to another address.
    await page.clock.install();
    await page.addInitScript(() => {
      const times: { welcome?: number; moved?: number } = {};
      (window as unknown as { signUpTimes: typeof times }).signUpTimes = times;
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        if (times.welcome !== undefined) times.moved ??= Date.now();
        pushState(...args);
      };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="signup-success"]')) times.welcome ??= Date.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.fill({ firstName: 'Amina', lastName: 'Yusuf', email, password: 'short' });
    await signUp.submit();
    await expect.poll(() => signUp.text()).toContain('Password must be at least 8 characters long');
    await signUp.setPasswords('sabr-and-salah', 'sabr-and-salah!');
    await signUp.submit();
    await expect.poll(() => signUp.text()).toContain('Passwords do not match');
    await signUp.setPasswords('sabr-and-salah');
    // The terms checkbox is required.
    await signUp.submit();
    await expect.poll(() => signUp.text()).toContain('Please accept the Terms of Service');
    await signUp.acceptTerms();
    await signUp.choose({
      memorizationLevel: 'para-4-10',
      nativeLanguage: 'urdu',
      learningGoal: 'understand-quran',
      dailyGoal: '5',
    });
    await screenshot(page, 'auth-en-signup-filled');
    // From here the page's time moves only in our steps: how much of it passes between the success message and
    // the move to sign-in is then the page's own delay, whatever the machine's load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await signUp.submit();
    const step = 10;
    while (!(await signUp.success().isVisible())) await page.clock.runFor(step);
    // Signed in at once: a welcome, then today's practice, without typing the password again.
    expect(await signUp.success().textContent()).toContain('Welcome, Amina!');
    await page.clock.runFor(SIGNUP_REDIRECT_MS + 10 * step);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const { welcome, moved } = await page.evaluate(
      () => (window as unknown as { signUpTimes: { welcome: number; moved: number } }).signUpTimes,
    );
    expect(moved - welcome).toBeGreaterThanOrEqual(SIGNUP_REDIRECT_MS - step);
    expect(moved - welcome).toBeLessThanOrEqual(SIGNUP_REDIRECT_MS + 2 * step);
    await page.clock.resume();
    await page.getByTestId('header-dashboard').waitFor();
    expect(await stored(page, 'auth-token')).toBeTruthy();
    // The daily goal chosen at sign-up is the length of today's practice.
    await expect.poll(() => page.getByTestId('session-size-5').isChecked()).toBe(true);
    // Signed in: the landing page sends the learner back to their lesson.
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    // Signed out, then in again: a wrong password first, the documented message.
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('header-signin').waitFor();
    const signIn = new SignInPage(page);
    await signIn.signIn(email, 'not-my-password');
    await expect.poll(() => signIn.error()).toBe('Invalid email or password');
    // Show/hide the password.
    expect(await signIn.passwordType()).toBe('password');
    await signIn.passwordToggle().click();
    expect(await signIn.passwordType()).toBe('text');
    await screenshot(page, 'auth-en-signin-error');

    await signIn.password().fill('sabr-and-salah');
    await signIn.submit();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await stored(page, 'auth-token')).toBeTruthy();
    expect(JSON.parse((await stored(page, 'user'))!)).toMatchObject({ firstName: 'Amina', email });

    // The avatar menu: name, email, Dashboard, Settings, Log out.
    await page.getByTestId('avatar-menu').click();
    await expect.poll(() => page.getByTestId('menu-name').textContent()).toBe('Amina Yusuf');
    expect(await page.getByRole('menu').textContent()).toContain(email);
    await screenshot(page, 'auth-en-avatar-menu');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/profile');

    // Profile: member since today, in the interface language.
    const profile = new ProfilePage(page);
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    await expect.poll(() => profile.memberSince().textContent()).toBe(`Member since ${today}`);
    await screenshot(page, 'auth-en-profile');

    // Edit the name; it persists across a reload.
    await profile.editName('Aminah', 'Yusuf-Haddad');
    await expect.poll(() => profile.firstName().textContent()).toBe('Aminah');
    await page.reload();
    await expect.poll(() => profile.name().textContent()).toBe('Aminah Yusuf-Haddad');

    // Change the password.
    await profile.openChangePassword();
    await profile.fillChangePassword('sabr-and-salah', 'shukr-and-sabr');
    await screenshot(page, 'auth-en-change-password');
    await profile.submitChangePassword();
    await profile.changePasswordDialog().waitFor({ state: 'detached' });

    // Sign out, then in with the new password (the old one no longer works).
    await profile.signOut();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-signin').waitFor();
    await signIn.signIn(email, 'sabr-and-salah');
    await expect.poll(() => signIn.error()).toBe('Invalid email or password');
    await signIn.password().fill('shukr-and-sabr');
    await signIn.submit();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Download My Data: a JSON file with the profile in it.
    await profile.goto();
    const download = await profile.download();
    expect(download.suggestedFilename()).toMatch(/^lisan-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.format).toBe('lisan-user-data/1');
    expect(exported.data.profile).toMatchObject({
      firstName: 'Aminah',
      lastName: 'Yusuf-Haddad',
      email,
      memorizationLevel: 'para-4-10',
      nativeLanguage: 'urdu',
      learningGoal: 'understand-quran',
    });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|shukr-and-sabr/);

    // Log out from the avatar menu: the server session is revoked and the browser forgets it.
    const token = await stored(page, 'auth-token');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('header-signin').waitFor();
    expect(await stored(page, 'auth-token')).toBeNull();
    expect(await stored(page, 'user')).toBeNull();
    const me = await fetch(`${appUrl()}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    // The two wrong-password sign-ins above are 401s on purpose, as is a request the dashboard had under way when a
    // sign-out ended its session; Chromium logs every failed request.
    expect(consoleErrors.filter((line) => !line.includes('status of 401'))).toEqual([]);
  });

  test('hides the Google and Facebook buttons when no provider is configured', async ({ page }) => {
    // Once the server has said which providers it has (none), the buttons would have appeared if any.
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/providers'));
    await page.goto('/signin');
    expect(await (await answered).json()).toEqual({ providers: [] });
    await new SignInPage(page).submitButton().waitFor();
    expect(await page.getByTestId('signin-google').count()).toBe(0);
    expect(await page.getByTestId('signin-facebook').count()).toBe(0);
    expect(await page.getByTestId('oauth-providers').count()).toBe(0);
  });

  test('deletes the account after confirmation, and the learner is signed out for good', async ({
    openContext,
  }) => {
    const account = await apiAccount('Sumayyah');
    const { page } = await openContext();
    const signIn = new SignInPage(page);
    const profile = new ProfilePage(page);
    await signIn.signInAndWaitForHome(account.email, account.password);
    await profile.goto();
    await profile.deleteAccount('wrong-password');
    await expect.poll(() => profile.deleteError()).toBe('Current password is incorrect');
    await page.getByTestId('delete-account-password').fill(account.password);
    await screenshot(page, 'auth-en-delete-dialog');
    await page.getByTestId('delete-account-confirm').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-signin').waitFor();
    await signIn.signIn(account.email, account.password);
    await expect.poll(() => signIn.error()).toBe('Invalid email or password');
  });
});

test.describe('the stored session', () => {
  test('leaves the browser signed out when the stored user does not parse, and clears both entries', async ({
    openContext,
  }) => {
    const { page } = await openContext({
      storage: { 'auth-token': 'some-token', user: '{not json' },
    });
    await page.goto('/');
    await page.getByTestId('header-signin').waitFor();
    expect(await page.getByTestId('avatar-menu').count()).toBe(0);
    expect(await stored(page, 'auth-token')).toBeNull();
    expect(await stored(page, 'user')).toBeNull();
    await page.goto('/profile');
    await page.getByTestId('profile-signed-out').waitFor();
  });

  test('signs the browser out when the server no longer accepts the stored token', async ({
    openContext,
  }) => {
    const account = await apiAccount('Idris');
    const { token, user } = await signedIn(account);
    await fetch(`${appUrl()}/api/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { page } = await openContext({
      storage: { 'auth-token': token, user: JSON.stringify(user) },
    });
    await page.goto('/');
    await page.getByTestId('header-signin').waitFor();
    expect(await stored(page, 'auth-token')).toBeNull();
  });
});

test.describe('forgot password', () => {
  test('sends a link to the outbox that sets a new password', async ({ openContext }) => {
    const account = await apiAccount('Maryam');
    const outbox = path.join(appDataDir(), 'outbox');
    const { page } = await openContext();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.forgotPasswordLink().click();
    await page.waitForURL('**/forgot-password');
    await page.getByTestId('forgot-email').fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    await screenshot(page, 'auth-en-forgot-sent');

    // The server writes the message after answering; find the one addressed to this account.
    const findLink = () => {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
      } catch {
        return null;
      }
      for (const file of files) {
        const message = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
          to: string;
          text: string;
        };
        if (message.to === account.email)
          return /https?:\/\/\S+\/reset-password\?token=\S+/.exec(message.text)?.[0] ?? null;
      }
      return null;
    };
    await expect.poll(findLink, { timeout: 10_000 }).not.toBeNull();
    const link = findLink()!;
    // With no PUBLIC_URL, links name the server as localhost on its own port (never the request's Host).
    expect(new URL(link).origin).toBe(`http://localhost:${new URL(appUrl()).port}`);

    await page.goto(link);
    await page.getByTestId('reset-password').fill('a-fresh-start');
    await page.getByTestId('reset-confirm-password').fill('a-fresh-start');
    await screenshot(page, 'auth-en-reset');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    // The link is spent.
    await page.goto(link);
    await page.getByTestId('reset-password').fill('another-password');
    await page.getByTestId('reset-confirm-password').fill('another-password');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-error').textContent()).toMatch(/invalid or has expired/);

    await signIn.signInAndWaitForHome(account.email, 'a-fresh-start');
    await page.getByTestId('avatar-menu').waitFor();
  });
});

test.describe('in Arabic', () => {
  test('shows the sign-up rules in Arabic, right to left', async ({ openContext }) => {
    const { page, consoleErrors } = await openContext({ lang: 'ar' });
    const signUp = new SignUpPage(page);
    await signUp.goto();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await signUp.setPasswords('abc', 'abd');
    await signUp.submit();
    await expect.poll(() => signUp.text()).toContain('يجب أن تتكوّن كلمة المرور من ثمانية أحرف على الأقل');
    await screenshot(page, 'auth-ar-signup-errors');
    await page.goto('/signin');
    await page.getByTestId('page-signin').waitFor();
    await screenshot(page, 'auth-ar-signin');
    expect(consoleErrors).toEqual([]);
  });

  test('signs in, translates the server error, and shows the profile with an Arabic member-since date', async ({
    openContext,
  }) => {
    const account = await apiAccount('Khadija', 'Ali');
    const { page } = await openContext({ lang: 'ar' });
    const signIn = new SignInPage(page);
    await signIn.signIn(account.email, 'wrong-password');
    await expect.poll(() => signIn.error()).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    await signIn.password().fill(account.password);
    await signIn.submit();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('avatar-menu').click();
    await expect.poll(() => page.getByTestId('menu-name').textContent()).toBe('Khadija Ali');
    await screenshot(page, 'auth-ar-avatar-menu');
    await page.keyboard.press('Escape');
    const profile = new ProfilePage(page);
    await profile.goto();
    const today = new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date());
    await expect.poll(() => profile.memberSince().textContent()).toBe(`عضو منذ ${today}`);
    await screenshot(page, 'auth-ar-profile');
    await profile.openChangePassword();
    await screenshot(page, 'auth-ar-change-password');
  });
});
