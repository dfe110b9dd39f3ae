import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startLocalOpenIdProvider,
  type LocalOpenIdProvider,
} from '../apps/server/test/providers/local-openid-provider';
import { launchBrowser, openContext, screenshot } from './support/browser';

/**
 * Issue 21 in the browser: the Google button against a local OpenID provider (oidc-provider on 127.0.0.1). The
 * shared app of the other browser tests has no provider configured, so this file starts an app of its own, from
 * the same build, with GOOGLE_* pointing at the local provider.
 */
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let browser: Browser;
let google: LocalOpenIdProvider;
let app: ChildProcess;
let appUrl: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  google = await startLocalOpenIdProvider([`${appUrl}/api/auth/oauth/google/callback`]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-e2e-oauth-'));
  app = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: appUrl,
      DATA_DIR: dataDir,
      // The web build the global setup made for the shared app.
      WEB_DIST_DIR: path.join(inject('dataDir'), 'web'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER_URL: google.issuer,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
    try {
      if ((await fetch(`${appUrl}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the app did not become ready within 150 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
}, 200_000);

afterAll(async () => {
  await browser?.close();
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  await google?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
const newcomer = (givenName: string) => {
  counter += 1;
  return {
    sub: `e2e-google-${counter}-${Date.now()}`,
    email: `${givenName.toLowerCase()}-${counter}-${Date.now()}@example.com`,
    email_verified: true,
    given_name: givenName,
    family_name: 'Siddiqui',
  };
};

describe('sign in with Google', () => {
  it('a newcomer clicks the Google button, answers the welcome questions once and lands signed in (English)', async () => {
    const { context, page, consoleErrors } = await openContext(browser, { lang: 'en', baseUrl: appUrl });
    const user = newcomer('Maryam');
    google.answerNext({ user });
    try {
      await page.goto('/signin');
      await page.getByTestId('signin-google').click();
      await page.waitForURL((url) => url.pathname === '/welcome');
      await expect
        .poll(() => page.getByTestId('page-welcome').locator('h1').textContent())
        .toBe('Welcome to Lisan, Maryam');
      await page.getByTestId('welcome-memorization').selectOption('para-4-10');
      await page.getByTestId('welcome-save').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('avatar-menu').waitFor();
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('auth-token'),
        user: localStorage.getItem('user'),
      }));
      expect(stored.token).toBeTruthy();
      expect(JSON.parse(stored.user!)).toMatchObject({
        firstName: 'Maryam',
        email: user.email,
        memorizationLevel: 'para-4-10',
      });

      // The profile lists Google as linked; being the only way in, it cannot be removed.
      await page.goto('/profile');
      await expect.poll(() => page.getByTestId('linked-google').textContent()).toContain(user.email);
      expect(await page.getByTestId('unlink-google').isDisabled()).toBe(true);
      await page.getByTestId('profile-set-password').waitFor();
      await screenshot(page, 'oauth-profile-en');

      // Signing out and in again with the button: straight to /, no questions this time.
      await page.getByTestId('profile-signout').click();
      await page.waitForURL((url) => url.pathname === '/');
      google.answerNext({ user });
      await page.goto('/signin');
      await page.getByTestId('signin-google').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('avatar-menu').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works the same in Arabic, right to left', async () => {
    const { context, page } = await openContext(browser, { lang: 'ar', baseUrl: appUrl });
    google.answerNext({ user: newcomer('Ibrahim') });
    try {
      await page.goto('/signin');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expect
        .poll(() => page.getByTestId('signin-google').textContent())
        .toBe('المتابعة باستخدام Google');
      await page.getByTestId('signin-google').click();
      await page.waitForURL((url) => url.pathname === '/welcome');
      await expect
        .poll(() => page.getByTestId('page-welcome').locator('h1').textContent())
        .toBe('أهلًا بك في لسان يا Ibrahim');
      await screenshot(page, 'oauth-welcome-ar');
      await page.getByTestId('welcome-skip').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('avatar-menu').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('links Google to an existing account only after its password, from the sign-in page', async () => {
    const email = `existing-${Date.now()}@example.com`;
    const password = 'remembrance-brings-peace';
    const signup = await fetch(`${appUrl}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Aishah', lastName: 'Karim', email, password }),
    });
    expect(signup.status).toBe(201);
    const { context, page } = await openContext(browser, { lang: 'en', baseUrl: appUrl });
    const user = { ...newcomer('Aishah'), email };
    google.answerNext({ user });
    try {
      // The sign-up page offers the button as well.
      await page.goto('/signup');
      await page.getByTestId('signin-google').click();
      // Not signed in: the account exists, so its password is asked for first.
      await page.waitForURL((url) => url.pathname === '/signin');
      await expect.poll(() => page.getByTestId('oauth-pending-link').textContent()).toContain(email);
      expect(await page.getByTestId('signin-email').inputValue()).toBe(email);
      expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
      await page.getByTestId('signin-password').fill(password);
      await page.getByTestId('signin-submit').click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect
        .poll(() => page.getByTestId('toast').textContent())
        .toContain('Google is now linked to your account.');

      // From now on the Google button signs in to that account.
      await page.goto('/profile');
      await page.getByTestId('profile-signout').click();
      await page.waitForURL((url) => url.pathname === '/');
      google.answerNext({ user });
      await page.goto('/signin');
      await page.getByTestId('signin-google').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('avatar-menu').waitFor();
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!);
      expect(stored).toMatchObject({ email, firstName: 'Aishah' });
    } finally {
      await context.close();
    }
  });

  it('shows why when the learner cancels at the provider, in Arabic', async () => {
    const { context, page } = await openContext(browser, { lang: 'ar', baseUrl: appUrl });
    google.answerNext({ error: 'access_denied' });
    try {
      await page.goto('/signin');
      await page.getByTestId('signin-google').click();
      await page.waitForURL((url) => url.pathname === '/oauth/complete');
      await expect
        .poll(() => page.getByTestId('oauth-error').textContent())
        .toBe('أُلغي تسجيل الدخول لدى المزوّد. يمكنك المحاولة مجددًا أو استخدام بريدك الإلكتروني وكلمة المرور.');
      expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
