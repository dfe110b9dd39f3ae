import { OAUTH_TEXTS } from '@lisan/contract';
import { schema, eq } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { startLocalFacebook, type LocalFacebook } from '../../../test/providers/local-facebook.js';
import {
  startLocalOpenIdProvider,
  type LocalOpenIdProvider,
  type ProviderUser,
} from '../../../test/providers/local-openid-provider.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ConfigError, loadConfig } from '../../config.js';

const PUBLIC_URL = 'http://lisan.test';
const callback = (provider: string) => `${PUBLIC_URL}/api/auth/oauth/${provider}/callback`;

let google: LocalOpenIdProvider;
let facebook: LocalFacebook;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  google = await startLocalOpenIdProvider([callback('google')]);
  facebook = await startLocalFacebook([callback('facebook')]);
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER_URL: google.issuer,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_AUTH_URL: facebook.authUrl,
    FACEBOOK_TOKEN_URL: facebook.tokenUrl,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await facebook?.close();
});

const googleUser = (overrides: Partial<ProviderUser> = {}): ProviderUser => {
  counter += 1;
  return {
    sub: `google-${counter}-${Date.now()}`,
    email: `newcomer${counter}-${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Khadijah',
    family_name: 'Rahman',
    ...overrides,
  };
};

/** Cookies as a browser keeps them for one site (names only: every cookie goes with every request). */
class Jar {
  private cookies = new Map<string, string>();
  take(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('=').trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/** One learner's browser: its cookies for the app and for the provider. */
class Browser {
  app = new Jar();
  provider = new Jar();
  constructor(readonly bearer?: string) {}

  async inject(method: 'GET' | 'POST' | 'DELETE', url: string) {
    const headers: Record<string, string> = { cookie: this.app.header() };
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const res = await t.app.inject({ method, url, headers });
    this.app.take(res.headers['set-cookie']);
    return res;
  }

  /** Starts at the app, goes through the provider's pages, and stops at the callback address it is sent back to. */
  async toProvider(provider: 'google' | 'facebook', query = ''): Promise<string> {
    const start = await this.inject('GET', `/api/auth/oauth/${provider}/start${query}`);
    expect(start.statusCode).toBe(302);
    let location = String(start.headers.location);
    for (let hops = 0; hops < 10; hops += 1) {
      if (location.startsWith(PUBLIC_URL)) return location;
      const res = await fetch(location, { redirect: 'manual', headers: { cookie: this.provider.header() } });
      this.provider.take(res.headers.getSetCookie());
      const next = res.headers.get('location');
      if (!next) throw new Error(`the provider stopped at ${location}: ${res.status} ${await res.text()}`);
      location = new URL(next, location).href;
    }
    throw new Error('too many redirects');
  }

  /** The provider's redirect back to the app, then the web page's call that turns it into an outcome. */
  async back(callbackUrl: string) {
    const url = new URL(callbackUrl);
    const res = await this.inject('GET', `${url.pathname}${url.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/oauth/complete');
    return this.inject('POST', '/api/auth/oauth/complete');
  }

  async signInWithGoogle(user: ProviderUser, query = '') {
    google.answerNext({ user });
    return this.back(await this.toProvider('google', query));
  }
}

const userByEmail = async (email: string) =>
  (await t.db.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
const sessionsOf = async (userId: string) =>
  t.db.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));

describe('GET /api/auth/providers', () => {
  it('lists the configured providers, and none when no variables are set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      providers: ['google', 'facebook'],
    });
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        providers: [],
      });
      const start = await bare.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json().message).toBe(OAUTH_TEXTS.notConfigured);
    } finally {
      await bare.close();
    }
  });
});

describe('signing in with Google (OpenID Connect against a local provider)', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and the callback address from PUBLIC_URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/start',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(google.issuer);
    expect(location.searchParams.get('redirect_uri')).toBe(callback('google'));
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(/lisan_oauth=.+HttpOnly/);
  });

  it('makes a newcomer an account from the provider and signs in like a password sign-in, remember me included', async () => {
    const browser = new Browser();
    const user = googleUser();
    const res = await browser.signInWithGoogle(user, '?remember=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: 'signedIn',
      newAccount: true,
      user: { firstName: 'Khadijah', lastName: 'Rahman', email: user.email },
    });
    // The session cookie of POST /signin, persistent because of remember me, and the token works.
    expect(String(res.headers['set-cookie'])).toMatch(/lisan_session=[^;]+;.*Max-Age=2592000/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().user.email).toBe(user.email);
    const cookieMe = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `lisan_session=${browser.app.get('lisan_session')}` },
    });
    expect(cookieMe.statusCode).toBe(200);
    const row = await userByEmail(user.email!);
    expect(row?.passwordHash).toBeNull();
    const identities = await t.app.inject({
      method: 'GET',
      url: '/api/auth/identities',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(identities.json()).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'google', email: user.email }],
    });

    // The next time: the same account, not a new one; without remember me the cookie ends with the browser.
    const again = await new Browser().signInWithGoogle(user);
    expect(again.json()).toMatchObject({
      outcome: 'signedIn',
      newAccount: false,
      user: { id: body.user.id },
    });
    expect(String(again.headers['set-cookie'])).not.toMatch(/lisan_session=[^,]*Max-Age/);
  });

  it('refuses a replayed callback, and the provider refuses a replayed code', async () => {
    const browser = new Browser();
    google.answerNext({ user: googleUser() });
    const callbackUrl = await browser.toProvider('google');
    const flowCookie = browser.app.get('lisan_oauth');
    expect((await browser.back(callbackUrl)).json().outcome).toBe('signedIn');
    const userId = (await browser.inject('GET', '/api/me')).json().user.id;

    // The same callback again in the same browser (its flow cookie put back): nothing more happens.
    const replay = new Browser();
    replay.app.take(`lisan_oauth=${flowCookie}`);
    const again = await replay.back(callbackUrl);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('oauth_flow_missing');
    expect(await sessionsOf(userId)).toHaveLength(1);

    // The code inside a new flow of its own (with that flow's state): the provider has spent it.
    const thief = new Browser();
    google.answerNext({ user: googleUser() });
    const fresh = new URL(await thief.toProvider('google'));
    fresh.searchParams.set('code', new URL(callbackUrl).searchParams.get('code')!);
    const stolen = await thief.back(fresh.href);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'oauth_provider_error', message: OAUTH_TEXTS.providerError });
    expect(await sessionsOf(userId)).toHaveLength(1);
  });

  it("refuses a callback whose state is not the flow's, and one that reaches another browser", async () => {
    const browser = new Browser();
    const user = googleUser();
    google.answerNext({ user });
    const callbackUrl = new URL(await browser.toProvider('google'));
    const flowCookie = browser.app.get('lisan_oauth');

    // Login CSRF: the callback reaches a browser that did not start the trip.
    const victim = new Browser();
    const elsewhere = await victim.back(callbackUrl.href);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('oauth_flow_missing');

    callbackUrl.searchParams.set('state', 'not-the-state');
    const wrong = await browser.back(callbackUrl.href);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'oauth_state_mismatch', message: OAUTH_TEXTS.stateMismatch });
    expect(await userByEmail(user.email!)).toBeUndefined();

    // The flow is spent: the right state afterwards does not sign in either.
    callbackUrl.searchParams.delete('state');
    const retry = new Browser();
    retry.app.take(`lisan_oauth=${flowCookie}`);
    expect((await retry.back(callbackUrl.href)).statusCode).toBe(400);
    expect(await userByEmail(user.email!)).toBeUndefined();
  });

  it('says so when the learner denies consent or the provider fails', async () => {
    google.answerNext({ error: 'access_denied' });
    const denied = new Browser();
    const deniedRes = await denied.back(await denied.toProvider('google'));
    expect(deniedRes.statusCode).toBe(400);
    expect(deniedRes.json()).toMatchObject({ code: 'oauth_denied', message: OAUTH_TEXTS.denied });
    expect(denied.app.get('lisan_session')).toBeUndefined();

    google.answerNext({ error: 'server_error' });
    const failed = new Browser();
    const failedRes = await failed.back(await failed.toProvider('google'));
    expect(failedRes.json()).toMatchObject({
      code: 'oauth_provider_error',
      message: OAUTH_TEXTS.providerError,
    });
  });

  it('turns a token endpoint that refuses the app (wrong secret) into a provider error, not a 500', async () => {
    const misconfigured = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: 'not-the-secret',
      GOOGLE_ISSUER_URL: google.issuer,
    });
    try {
      const start = await misconfigured.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
      const cookie = String(start.headers['set-cookie']).split(';')[0]!;
      const jar = new Jar();
      google.answerNext({ user: googleUser() });
      let location = String(start.headers.location);
      while (!location.startsWith(PUBLIC_URL)) {
        const res = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
        jar.take(res.headers.getSetCookie());
        location = new URL(res.headers.get('location')!, location).href;
      }
      const url = new URL(location);
      await misconfigured.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { cookie },
      });
      const res = await misconfigured.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/complete',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('oauth_provider_error');
    } finally {
      await misconfigured.close();
    }
  });

  it('sends the learner to /oauth/complete with a provider error when the provider cannot be reached', async () => {
    const unreachable = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
    try {
      const start = await unreachable.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/oauth/complete');
      const cookie = String(start.headers['set-cookie']).split(';')[0]!;
      const res = await unreachable.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/complete',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('oauth_provider_error');
    } finally {
      await unreachable.close();
    }
  });

  it('neither makes nor links an account with an email the provider has not verified', async () => {
    const unverified = googleUser({ email_verified: false });
    const res = await new Browser().signInWithGoogle(unverified);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'oauth_email_unverified',
      message: OAUTH_TEXTS.emailUnverified,
    });
    expect(await userByEmail(unverified.email!)).toBeUndefined();

    const existing = await createAccount(t.app);
    const takeover = await new Browser().signInWithGoogle(
      googleUser({ email: existing.email, email_verified: false }),
    );
    expect(takeover.json().code).toBe('oauth_email_unverified');
    expect(
      await t.db.db
        .select()
        .from(schema.linkedIdentities)
        .where(eq(schema.linkedIdentities.userId, existing.id)),
    ).toEqual([]);
  });

  it('links a verified email of an existing account only after the learner signs in with the password', async () => {
    const existing = await createAccount(t.app);
    const user = googleUser({ email: existing.email });
    const browser = new Browser();
    const res = await browser.signInWithGoogle(user);
    expect(res.json()).toEqual({ outcome: 'linkPending', provider: 'google', email: existing.email });
    expect(browser.app.get('lisan_session')).toBeUndefined();
    expect(await sessionsOf(existing.id)).toHaveLength(1); // createAccount's own

    // A session from before the pending link is not the password given again.
    const old = new Browser(existing.token);
    old.app.take(`lisan_oauth=${browser.app.get('lisan_oauth')}`);
    expect((await old.inject('POST', '/api/auth/oauth/link-pending')).json().code).toBe(
      'oauth_no_pending_link',
    );
    // Nor is someone else's fresh session.
    const other = await createAccount(t.app);
    const otherBrowser = new Browser(other.token);
    otherBrowser.app.take(`lisan_oauth=${browser.app.get('lisan_oauth')}`);
    expect((await otherBrowser.inject('POST', '/api/auth/oauth/link-pending')).statusCode).toBe(400);

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: existing.email, password: existing.password },
    });
    const fresh = new Browser(signin.json().token);
    fresh.app.take(`lisan_oauth=${browser.app.get('lisan_oauth')}`);
    const linked = await fresh.inject('POST', '/api/auth/oauth/link-pending');
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ provider: 'google' });

    const next = await new Browser().signInWithGoogle(user);
    expect(next.json()).toMatchObject({ outcome: 'signedIn', newAccount: false, user: { id: existing.id } });
  });
});

describe('signing in with Facebook (OAuth 2.0 and the Graph API against a local server)', () => {
  it('makes an account from the Graph profile, then signs the same account in', async () => {
    const email = `fb-${Date.now()}@example.com`;
    const user = { id: `fb-${Date.now()}`, first_name: 'Yahya', last_name: 'Osman', email };
    facebook.answerNext({ user });
    const browser = new Browser();
    const res = await browser.back(await browser.toProvider('facebook'));
    expect(res.json()).toMatchObject({
      outcome: 'signedIn',
      newAccount: true,
      user: { firstName: 'Yahya', lastName: 'Osman', email },
    });
    facebook.answerNext({ user });
    const again = new Browser();
    const second = await again.back(await again.toProvider('facebook'));
    expect(second.json()).toMatchObject({
      outcome: 'signedIn',
      newAccount: false,
      user: { id: res.json().user.id },
    });
  });

  it('reports a denied login dialog and a profile without an email', async () => {
    facebook.answerNext({ deny: true });
    const denied = new Browser();
    expect((await denied.back(await denied.toProvider('facebook'))).json().code).toBe('oauth_denied');

    facebook.answerNext({ user: { id: `fb-noemail-${Date.now()}`, name: 'Zayd ibn Thabit' } });
    const noEmail = new Browser();
    const res = await noEmail.back(await noEmail.toProvider('facebook'));
    expect(res.json()).toMatchObject({ code: 'oauth_no_email', message: OAUTH_TEXTS.noEmail });
  });
});

describe('a provider profile holding text the database cannot store', () => {
  it('drops a NUL and half a surrogate pair from the names, and makes the account', async () => {
    const email = `fb-nul-${Date.now()}@example.com`;
    facebook.answerNext({
      user: { id: `fb-nul-${Date.now()}`, first_name: 'Yah\u0000ya', last_name: 'Os\uD800man', email },
    });
    const browser = new Browser();
    const res = await browser.back(await browser.toProvider('facebook'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'signedIn',
      user: { firstName: 'Yahya', lastName: 'Osman', email },
    });
  });

  it('ends the sign-in with the provider-error message when the account id or email holds a NUL', async () => {
    for (const user of [
      { id: `fb-\u0000-${Date.now()}`, first_name: 'Yahya', email: `fb-id-${Date.now()}@example.com` },
      { id: `fb-mail-${Date.now()}`, first_name: 'Yahya', email: `fb\u0000${Date.now()}@example.com` },
    ]) {
      facebook.answerNext({ user });
      const browser = new Browser();
      const res = await browser.back(await browser.toProvider('facebook'));
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 'oauth_provider_error', message: OAUTH_TEXTS.providerError });
    }
  });
});

describe('linked providers on the profile', () => {
  it('adds and removes providers, but never the last way to sign in', async () => {
    const user = googleUser();
    const first = await new Browser().signInWithGoogle(user);
    const token = first.json().token as string;
    const me = new Browser(token);

    facebook.answerNext({
      user: { id: `fb-link-${Date.now()}`, first_name: 'Other', email: 'different@example.com' },
    });
    const linked = await me.back(await me.toProvider('facebook', '?intent=link'));
    expect(linked.json()).toEqual({ outcome: 'linked', provider: 'facebook' });
    const list = (await me.inject('GET', '/api/auth/identities')).json();
    expect(list.identities.map((i: { provider: string }) => i.provider).sort()).toEqual([
      'facebook',
      'google',
    ]);
    expect(list.available).toEqual(['google', 'facebook']);

    expect((await me.inject('DELETE', '/api/auth/identities/google')).statusCode).toBe(204);
    const last = await me.inject('DELETE', '/api/auth/identities/facebook');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'last_sign_in_method', message: OAUTH_TEXTS.lastSignInMethod });
    expect((await me.inject('DELETE', '/api/auth/identities/google')).statusCode).toBe(404);
    // Google no longer signs in to this account; the address is taken, so it waits for a password it has not got.
    expect((await new Browser().signInWithGoogle(user)).json().outcome).toBe('linkPending');
  });

  it('will not link a provider account that belongs to someone else, and needs a session to link', async () => {
    const user = googleUser();
    await new Browser().signInWithGoogle(user);
    const other = await createAccount(t.app);
    const browser = new Browser(other.token);
    const res = await browser.signInWithGoogle(user, '?intent=link');
    expect(res.json()).toMatchObject({ code: 'oauth_identity_taken', message: OAUTH_TEXTS.identityTaken });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start?intent=link' })).statusCode,
    ).toBe(401);
  });

  it('lets a learner with a password remove the only provider', async () => {
    const account = await createAccount(t.app);
    const me = new Browser(account.token);
    expect((await me.signInWithGoogle(googleUser(), '?intent=link')).json().outcome).toBe('linked');
    expect((await me.inject('DELETE', '/api/auth/identities/google')).statusCode).toBe(204);
  });
});

describe('sign-out, export and deletion cover linked providers', () => {
  it('drops a pending link when the learner signs out everywhere', async () => {
    const existing = await createAccount(t.app);
    const browser = new Browser();
    expect((await browser.signInWithGoogle(googleUser({ email: existing.email }))).json().outcome).toBe(
      'linkPending',
    );
    await t.app.inject({ method: 'POST', url: '/api/signout-all', headers: existing.auth });
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: existing.email, password: existing.password },
    });
    const fresh = new Browser(signin.json().token);
    fresh.app.take(`lisan_oauth=${browser.app.get('lisan_oauth')}`);
    expect((await fresh.inject('POST', '/api/auth/oauth/link-pending')).json().code).toBe(
      'oauth_no_pending_link',
    );
  });

  it('exports the linked providers and deletes a provider-only account after a fresh sign-in', async () => {
    const user = googleUser();
    const body = (await new Browser().signInWithGoogle(user)).json();
    const auth = { authorization: `Bearer ${body.token}` };
    const exported = (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: auth })).json();
    expect(exported.data.linkedProviders).toMatchObject([
      { provider: 'google', subject: user.sub, email: user.email },
    ]);

    // A session older than a few minutes does not stand in for the missing password.
    await t.db.db
      .update(schema.sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(schema.sessions.userId, body.user.id));
    const stale = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: auth, payload: {} });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(OAUTH_TEXTS.recentSignInRequired);

    const fresh = (await new Browser().signInWithGoogle(user)).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${fresh.token}` },
      payload: {},
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.db.db
        .select()
        .from(schema.linkedIdentities)
        .where(eq(schema.linkedIdentities.userId, body.user.id)),
    ).toEqual([]);
    expect(
      await t.db.db.select().from(schema.oauthFlows).where(eq(schema.oauthFlows.resultUserId, body.user.id)),
    ).toEqual([]);
    // The provider account is free again: the next sign-in makes a new account.
    expect((await new Browser().signInWithGoogle(user)).json()).toMatchObject({
      outcome: 'signedIn',
      newAccount: true,
    });
  });
});

describe('configuration', () => {
  it('refuses half a provider and names the missing variable', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'x' })).toThrow(/FACEBOOK_APP_ID/);
    expect(() => loadConfig({ GOOGLE_ISSUER_URL: 'http://accounts.example.com' })).toThrow(
      /GOOGLE_ISSUER_URL/,
    );
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' }).google?.issuerUrl).toBe(
      'https://accounts.google.com',
    );
  });
});
