import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startLocalOpenIdProvider,
  type LocalOpenIdProvider,
} from '../apps/server/test/providers/local-openid-provider';
import { newAccount } from './support/accounts';
import { screenshot } from './support/browser';
import { freePort } from './support/free-port';
import { AppShell, ProfilePage, SignInPage, WelcomePage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appDataDir } from './support/server';

/**
 * In the browser: the Google button against a local OpenID provider (oidc-provider on 127.0.0.1). The
 * shared app of the other browser tests has no provider configured, so this file starts an app of its own, from
 * the same build, with GOOGLE_* pointing at the local provider.
 */
const root = path.resolve(import.meta.dirname, '..');

// The file's own app and provider are started once: its tests stay together in one worker.
test.describe.configure({ mode: 'default' });

let google: LocalOpenIdProvider;
let app: ChildProcess;
let appUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(200_000);
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
      WEB_DIST_DIR: path.join(appDataDir(), 'web'),
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
});

test.afterAll(async () => {
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

test.describe('sign in with Google', () => {
  test('a newcomer clicks the Google button, answers the welcome questions once and lands signed in (English)', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({ lang: 'en', baseUrl: appUrl });
    const [signIn, welcome, profile, shell] = [
      new SignInPage(page),
      new WelcomePage(page),
      new ProfilePage(page),
      new AppShell(page),
    ];
    const user = newcomer('Maryam');
    google.answerNext({ user });
    await signIn.continueWithGoogle();
    await welcome.waitFor();
    await expect.poll(() => welcome.heading()).toBe('Welcome to Lisan, Maryam');
    await welcome.saveMemorization('para-4-10');
    await shell.waitForSignedInHome();
    const stored = await shell.storedSession();
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user!)).toMatchObject({
      firstName: 'Maryam',
      email: user.email,
      memorizationLevel: 'para-4-10',
    });

    // The profile lists Google as linked; being the only way in, it cannot be removed.
    await profile.goto();
    await expect.poll(() => profile.linkedGoogle().textContent()).toContain(user.email);
    expect(await profile.unlinkGoogle().isDisabled()).toBe(true);
    await profile.setPassword().waitFor();
    await screenshot(page, 'oauth-profile-en');

    // Signing out and in again with the button: straight to /, no questions this time.
    await profile.signOut();
    await page.waitForURL((url) => url.pathname === '/');
    google.answerNext({ user });
    await signIn.continueWithGoogle();
    await shell.waitForSignedInHome();
    expect(consoleErrors).toEqual([]);
  });

  test('works the same in Arabic, right to left', async ({ openContext }) => {
    const { page } = await openContext({ lang: 'ar', baseUrl: appUrl });
    const [signIn, welcome, shell] = [new SignInPage(page), new WelcomePage(page), new AppShell(page)];
    google.answerNext({ user: newcomer('Ibrahim') });
    await signIn.goto();
    expect((await shell.languageAndDirection()).dir).toBe('rtl');
    await expect.poll(() => signIn.googleButton().textContent()).toBe('المتابعة باستخدام Google');
    await signIn.googleButton().click();
    await welcome.waitFor();
    await expect.poll(() => welcome.heading()).toBe('أهلًا بك في لسان يا Ibrahim');
    await screenshot(page, 'oauth-welcome-ar');
    await welcome.skip();
    await shell.waitForSignedInHome();
    expect((await shell.storedSession()).token).toBeTruthy();
  });

  test('links Google to an existing account only after its password, from the sign-in page', async ({
    openContext,
  }) => {
    const account = await newAccount({ firstName: 'Aishah', lastName: 'Karim' }, appUrl);
    const { page } = await openContext({ lang: 'en', baseUrl: appUrl });
    const [signIn, profile, shell] = [new SignInPage(page), new ProfilePage(page), new AppShell(page)];
    const user = { ...newcomer('Aishah'), email: account.email };
    google.answerNext({ user });
    // The sign-up page offers the button as well.
    await page.goto('/signup');
    await signIn.googleButton().click();
    // Not signed in: the account exists, so its password is asked for first.
    await page.waitForURL((url) => url.pathname === '/signin');
    await expect.poll(() => signIn.pendingLink().textContent()).toContain(account.email);
    expect(await signIn.email().inputValue()).toBe(account.email);
    expect((await shell.storedSession()).token).toBeNull();
    await signIn.password().fill(account.password);
    await signIn.submit();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => shell.toast().textContent()).toContain('Google is now linked to your account.');

    // From now on the Google button signs in to that account.
    await profile.goto();
    await profile.signOut();
    await page.waitForURL((url) => url.pathname === '/');
    google.answerNext({ user });
    await signIn.continueWithGoogle();
    await shell.waitForSignedInHome();
    const stored = JSON.parse((await shell.storedSession()).user!);
    expect(stored).toMatchObject({ email: account.email, firstName: 'Aishah' });
  });

  test('shows why when the learner cancels at the provider, in Arabic', async ({ openContext }) => {
    const { page } = await openContext({ lang: 'ar', baseUrl: appUrl });
    const [signIn, shell] = [new SignInPage(page), new AppShell(page)];
    google.answerNext({ error: 'access_denied' });
    await signIn.continueWithGoogle();
    await page.waitForURL((url) => url.pathname === '/oauth/complete');
    await expect
      .poll(() => signIn.providerError().textContent())
      .toBe('أُلغي تسجيل الدخول لدى المزوّد. يمكنك المحاولة مجددًا أو استخدام بريدك الإلكتروني وكلمة المرور.');
    expect((await shell.storedSession()).token).toBeNull();
  });
});
