import { AUTH_TEXTS, ERROR_TEXTS } from '@lisan/contract';
import { schema, eq } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { memoryMailer } from '../../../test/memory-mailer.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { passwordVerifications } from '../../lib/passwords.js';
import { THROTTLE_POLICY } from './sign-in-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/signup', payload });
const signin = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/signin', payload, remoteAddress });
const valid = {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.com',
  password: 'sabr-and-salah',
  memorizationLevel: 'para-4-10',
  nativeLanguage: 'urdu',
  learningGoal: 'daily-conversation',
};

describe('POST /api/signup', () => {
  it('creates the account with the public fields and never returns the password', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_TEXTS.signUpReceived });
    const signedIn = await signin({ email: valid.email, password: valid.password });
    const { user } = signedIn.json();
    expect(user).toMatchObject({
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      memorizationLevel: 'para-4-10',
      nativeLanguage: 'urdu',
      learningGoal: 'daily-conversation',
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(signedIn.body).not.toMatch(/passwordHash|argon/i);
  });

  it('stores an argon2id hash with the OWASP parameters, not the password', async () => {
    const [row] = await t.db.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'amina@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('sabr-and-salah');
  });

  it('answers a taken email exactly as a new one, changes nothing, and mails the owner (once an hour)', async () => {
    const mailer = memoryMailer();
    const own = await createTestApp({ PUBLIC_URL: 'https://lisan.example' }, { services: { mailer } });
    const post = async (payload: Record<string, unknown>) => {
      const res = await own.app.inject({ method: 'POST', url: '/api/signup', payload });
      await own.app.backgroundTasks.settled(); // the mail goes after the answer
      return res;
    };
    try {
      expect((await post(valid)).json()).toEqual({ message: AUTH_TEXTS.signUpReceived });
      expect(mailer.sent).toEqual([]);
      const res = await post({
        ...valid,
        firstName: 'Intruder',
        email: '  AMINA@Example.com ',
        password: 'another-password',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: AUTH_TEXTS.signUpReceived });
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]).toMatchObject({
        to: 'amina@example.com',
        subject: 'You already have a Lisan account',
      });
      expect(mailer.sent[0]!.text).toContain('https://lisan.example/forgot-password');
      // The account is as it was: its own password signs in, the intruder's does not, the name is unchanged.
      const signinOwn = (password: string) =>
        own.app.inject({ method: 'POST', url: '/api/signin', payload: { email: valid.email, password } });
      expect((await signinOwn('another-password')).statusCode).toBe(401);
      expect((await signinOwn(valid.password)).json().user.firstName).toBe('Amina');
      // A second try within the hour answers the same and sends no second mail.
      expect((await post(valid)).json()).toEqual({ message: AUTH_TEXTS.signUpReceived });
      expect(mailer.sent).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('requires first name, last name, email and password', async () => {
    for (const field of ['firstName', 'lastName', 'email', 'password']) {
      const res = await signup({ ...valid, email: `missing-${field}@example.com`, [field]: undefined });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(new RegExp(`^${field}: `));
    }
    const blank = await signup({ ...valid, email: 'blank@example.com', firstName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(`firstName: ${AUTH_TEXTS.firstNameRequired}`);
  });

  it('refuses a malformed email', async () => {
    const res = await signup({ ...valid, email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`email: ${AUTH_TEXTS.emailInvalid}`);
  });

  it('refuses a password under 8 characters with the documented message, and one over 256', async () => {
    const short = await signup({ ...valid, email: 'short@example.com', password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`password: ${ERROR_TEXTS.passwordTooShort}`);
    const long = await signup({ ...valid, email: 'long@example.com', password: 'x'.repeat(257) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`password: ${AUTH_TEXTS.passwordTooLong}`);
    const exact = await signup({ ...valid, email: 'exact@example.com', password: '12345678' });
    expect(exact.statusCode).toBe(201);
  });

  it('refuses names over 100 characters', async () => {
    const res = await signup({ ...valid, email: 'longname@example.com', lastName: 'y'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`lastName: ${AUTH_TEXTS.nameTooLong}`);
  });

  it('takes the three selects as optional, but only with the listed option values', async () => {
    const none = await signup({
      ...valid,
      email: 'none@example.com',
      memorizationLevel: undefined,
      nativeLanguage: '',
      learningGoal: null,
    });
    expect(none.statusCode).toBe(201);
    const [row] = await t.db.db.select().from(schema.users).where(eq(schema.users.email, 'none@example.com'));
    expect(row).toMatchObject({
      memorizationLevel: null,
      nativeLanguage: null,
      learningGoal: null,
      dailyGoal: null,
    });
    // The daily goal chosen at sign-up is kept; it is one of the session lengths.
    const goal = await signup({ ...valid, email: 'goal@example.com', dailyGoal: 5 });
    expect(goal.statusCode).toBe(201);
    const [goalRow] = await t.db.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'goal@example.com'));
    expect(goalRow?.dailyGoal).toBe(5);
    expect((await signup({ ...valid, email: 'goal-7@example.com', dailyGoal: 7 })).statusCode).toBe(400);
    for (const [field, value] of [
      ['memorizationLevel', 'hafiz'],
      ['nativeLanguage', 'klingon'],
      ['learningGoal', 'fame'],
    ]) {
      const res = await signup({ ...valid, email: `bad-${field}@example.com`, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('answers bad JSON and wrong types with 400, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    const types = await signup({ ...valid, email: 42, password: ['x'] });
    expect(types.statusCode).toBe(400);
  });
});

describe('POST /api/signin', () => {
  it('answers the user and a token, and sets an httpOnly SameSite=Lax browser-session cookie', async () => {
    const res = await signin({ email: 'Amina@Example.com', password: valid.password });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user.email).toBe('amina@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`lisan_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('stores only a hash of the token, expiring in 12 hours without remember me and 30 days with it', async () => {
    const short = (await signin({ email: valid.email, password: valid.password })).json();
    const long = await signin({ email: valid.email, password: valid.password, rememberMe: true });
    expect(String(long.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    const rows = await t.db.db.select().from(schema.sessions);
    expect(rows.some((r) => r.tokenHash === short.token || r.tokenHash === long.json().token)).toBe(false);
    const hours = (r: (typeof rows)[number]) => (r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000;
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 2);
    expect(newest.map((r) => [r.persistent, Math.round(hours(r))]).sort()).toEqual([
      [false, 12],
      [true, 720],
    ]);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://lisan.example' });
    try {
      await secure.app.inject({ method: 'POST', url: '/api/signup', payload: valid });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: valid.email, password: valid.password },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers a wrong password and an unknown email alike, each after one password verification', async () => {
    // The verification is what a sign-in's time is made of: an unknown email that skipped it would answer ~10x
    // faster and reveal who has an account. Counting verifications says the same as timing, without the noise.
    const verificationsFor = async (payload: Record<string, unknown>) => {
      const before = passwordVerifications();
      const res = await signin(payload, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ERROR_TEXTS.invalidCredentials);
      return passwordVerifications() - before;
    };
    expect(await verificationsFor({ email: valid.email, password: 'wrong-password' })).toBe(1);
    expect(await verificationsFor({ email: 'nobody@example.com', password: 'wrong-password' })).toBe(1);
    await signin({ email: valid.email, password: valid.password }); // clears the account's failures
  });

  it('requires email and password', async () => {
    expect((await signin({ email: valid.email })).statusCode).toBe(400);
    expect((await signin({ password: 'x' })).statusCode).toBe(400);
    expect((await signin({ email: '', password: '' })).statusCode).toBe(400);
  });
});

describe('brute force against sign-in (lock per account and address)', () => {
  it('refuses an account from the address that failed too often, even with the right password', async () => {
    await signup({ ...valid, email: 'target@example.com' });
    const { lockAfter } = THROTTLE_POLICY.pair;
    for (let i = 1; i <= lockAfter; i++) {
      const res = await signin({ email: 'target@example.com', password: `guess-${i}` }, '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const refused = await signin({ email: 'target@example.com', password: valid.password }, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('still lets the owner in with the right password from another address', async () => {
    expect(
      (await signin({ email: 'target@example.com', password: valid.password }, '10.1.0.99')).statusCode,
    ).toBe(200);
  });

  it('lets the account in again from that address once the lock has passed', async () => {
    await t.db.db
      .update(schema.signInThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.signInThrottle.key, 'pair:target@example.com|10.1.0.1'));
    const res = await signin({ email: 'target@example.com', password: valid.password }, '10.1.0.1');
    expect(res.statusCode).toBe(200);
  });

  it('never locks an account against failures spread over many addresses (it slows them instead)', async () => {
    await signup({ ...valid, email: 'spread@example.com' });
    // Pretend many addresses have already failed, instead of waiting through the slow-down.
    // (How the account's checks then wait their turns is in sign-in-throttle.test.ts, on a clock it moves.)
    await t.db.db.insert(schema.signInThrottle).values({ key: 'email:spread@example.com', failures: 200 });
    expect(
      (await signin({ email: 'spread@example.com', password: valid.password }, '10.3.0.2')).statusCode,
    ).toBe(200);
    expect((await signin({ email: 'spread@example.com', password: 'guess' }, '10.3.0.1')).statusCode).toBe(
      401,
    );
  });

  it('never locks out everyone behind one busy address (a proxy, an office, a carrier)', async () => {
    await t.db.db.insert(schema.signInThrottle).values({ key: 'ip:10.2.0.1', failures: 500 });
    const res = await signin({ email: 'someone-else@example.com', password: 'guess' }, '10.2.0.1');
    expect(res.statusCode).toBe(401);
    expect((await signin({ email: valid.email, password: valid.password }, '10.2.0.1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('works as a Bearer header and as the cookie; sign-out revokes only that session', async () => {
    const a = await createAccount(t.app);
    const second = (await signin({ email: a.email, password: a.password })).json().token as string;
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { lisan_session: second },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().user.id).toBe(a.id);

    const out = await t.app.inject({ method: 'POST', url: '/api/signout', headers: a.auth });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/lisan_session=;/);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: a.auth })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', cookies: { lisan_session: second } })).statusCode,
    ).toBe(200);
  });

  it('signs out everywhere', async () => {
    const a = await createAccount(t.app);
    const second = (await signin({ email: a.email, password: a.password })).json().token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signout-all',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(res.statusCode).toBe(204);
    for (const token of [a.token, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
  });

  it('answers sign-out without a session with 204, and sign-out-all with 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/signout' })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/signout-all' })).statusCode).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const a = await createAccount(t.app);
    await t.db.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, a.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: a.auth })).statusCode).toBe(401);
  });

  it('treats a made-up token as signed out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer made-up' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });
});
