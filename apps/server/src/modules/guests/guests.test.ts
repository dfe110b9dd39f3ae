import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Every signed-out visitor is a guest of their own; signing up or in carries the guest's progress. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Cookies = Record<string, string>;
const cookieHeader = (jar: Cookies) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** A browser: keeps the cookies the server sets, sends them back, and is same-origin with the app. */
function visitor() {
  const jar: Cookies = {};
  const send = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: cookieHeader(jar), 'sec-fetch-site': 'same-origin' },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    for (const c of res.cookies) {
      if (c.value && !(c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())))
        jar[c.name] = c.value;
      else delete jar[c.name];
    }
    return res;
  };
  return { jar, send };
}

const answer = (v: ReturnType<typeof visitor>, text: string) =>
  v.send('POST', '/api/validate-answer', {
    userAnswer: text,
    exerciseType: 'completion',
    phraseId: 'short-001',
    userId: 'demo-user',
  });
const activity = async (v: ReturnType<typeof visitor>, who = 'demo-user') =>
  ((await v.send('GET', `/api/recent-activity/${who}`)).json() as { userAnswer: string }[]).map(
    (a) => a.userAnswer,
  );

describe('per-visitor guests', () => {
  it('gives each signed-out visitor an httpOnly guest cookie on their first answer', async () => {
    const a = visitor();
    const res = await answer(a, 'guest a first answer');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'lisan_guest');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(await activity(a)).toEqual(['guest a first answer']);
  });

  it("never shows one guest another guest's activity, cards or stats", async () => {
    const a = visitor();
    const b = visitor();
    await answer(a, 'only for a');
    await answer(b, 'only for b');
    expect(await activity(a)).toEqual(['only for a']);
    expect(await activity(b)).toEqual(['only for b']);
    // A fresh visitor with no cookie sees nothing at all.
    expect(await activity(visitor())).toEqual([]);
    const statsA = (await a.send('GET', '/api/daily-stats/demo-user')).json() as {
      exercicesCompleted: number;
    };
    expect(statsA.exercicesCompleted).toBe(1);
    // A guest cannot name another guest's id either.
    const bId = ((await b.send('GET', '/api/daily-stats/demo-user')).json() as { userId: string }).userId;
    expect(bId).toMatch(/^guest-/);
    expect((await a.send('GET', `/api/recent-activity/${bId}`)).statusCode).toBe(403);
  });

  it("moves the guest's progress into the account on sign-up, and ends the guest", async () => {
    const a = visitor();
    const other = visitor();
    await answer(a, 'practised before signing up');
    await answer(other, 'someone else entirely');
    const email = `guest-${Date.now()}@example.com`;
    const signup = await a.send('POST', '/api/signup', {
      firstName: 'Amina',
      lastName: 'Yusuf',
      email,
      password: 'long enough pw',
    });
    expect(signup.statusCode).toBe(201);
    expect(a.jar.lisan_guest).toBeUndefined();
    const signin = await a.send('POST', '/api/signin', { email, password: 'long enough pw' });
    expect(signin.statusCode).toBe(200);
    const userId = (signin.json() as { user: { id: string } }).user.id;
    expect(await activity(a, userId)).toEqual(['practised before signing up']);
    expect(await activity(other)).toEqual(['someone else entirely']);
  });

  it('moves it on sign-in too', async () => {
    const email = `returning-${Date.now()}@example.com`;
    const setup = visitor();
    await setup.send('POST', '/api/signup', {
      firstName: 'Amina',
      lastName: 'Yusuf',
      email,
      password: 'long enough pw',
    });
    const a = visitor();
    await answer(a, 'practised signed out');
    const signin = await a.send('POST', '/api/signin', { email, password: 'long enough pw' });
    const userId = (signin.json() as { user: { id: string } }).user.id;
    expect(await activity(a, userId)).toEqual(['practised signed out']);
  });
});
