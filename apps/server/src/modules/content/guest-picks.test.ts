import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The random picks read a guest cookie's guest in the same statement as the learner's state (auth's `readsGuest`,
 * ADR 0016): what they pick, who they let the caller act as, and a cookie whose guest is gone must be as before.
 */
let t: TestApp;
beforeAll(async () => {
  // Index 0 every time: a visitor with nothing practised always gets the same first item.
  t = await createTestApp({}, { randomIndex: () => 0 });
});
afterAll(async () => {
  await t.close();
});

const random = '/api/phrases/random/completion?userId=demo-user';
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A visitor's first answer: their guest is saved and its cookie set. */
async function guestWhoAnswered(phraseId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/validate-answer',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { userAnswer: 'الحمد لله', exerciseType: 'completion', phraseId, userId: 'demo-user' },
  });
  expect(res.statusCode).toBe(200);
  const token = res.cookies.find((c) => c.name === 'lisan_guest')!.value;
  return `lisan_guest=${token}`;
}

/** The statements the database runs while `work` does. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  // Drizzle's client (PGlite's statement runner, or the PostgreSQL pool): every statement goes through query().
  const client = (t.db.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query;
  let count = 0;
  client.query = (...args) => {
    count++;
    return query.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}

describe("random picks read the guest cookie's guest themselves", () => {
  it("pick from the guest's own state, in one statement", async () => {
    const first = (await get(random)).json() as { id: string };
    const cookie = await guestWhoAnswered(first.id);
    let pick: { statusCode: number; json(): unknown } | undefined;
    expect(await statementsDuring(async () => (pick = await get(random, cookie)))).toBe(1);
    expect(pick!.statusCode).toBe(200);
    // The practised phrase is no longer new to this guest: the picker read their cards.
    expect((pick!.json() as { id: string }).id).not.toBe(first.id);
    const view = await get('/api/exercises/completion/random?userId=demo-user', cookie);
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toBe((await get('/api/exercises/completion/random?userId=demo-user')).body);
  });

  it('let the guest name itself or demo-user, and no one else', async () => {
    const cookie = await guestWhoAnswered('short-002');
    const guestId = ((await get('/api/daily-stats/demo-user', cookie)).json() as { userId: string }).userId;
    expect(guestId).toMatch(/^guest-/);
    expect((await get(`/api/phrases/random/completion?userId=${guestId}`, cookie)).statusCode).toBe(200);
    const other = await guestWhoAnswered('short-003');
    expect((await get(`/api/phrases/random/completion?userId=${guestId}`, other)).statusCode).toBe(403);
    expect((await get('/api/philosophical-sentences/random?userId=someone-else', cookie)).statusCode).toBe(
      403,
    );
    // Acting as the guest before the route has read it would be a 500.
    expect([200, 402]).toContain((await get('/api/question-banks/random/thematic', cookie)).statusCode);
  });

  it('treat a cookie whose guest is gone (merged at sign-up) as a new visitor', async () => {
    const newVisitor = (await get(random)).json() as { id: string };
    const cookie = await guestWhoAnswered(newVisitor.id);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: {
        firstName: 'Amina',
        lastName: 'Yusuf',
        email: `picks-${Date.now()}@example.com`,
        password: 'long enough pw',
      },
    });
    expect(signup.statusCode).toBe(201);
    // The browser dropped the cookie; a copy of it still names the merged guest, which no longer exists.
    const stale = await get(random, cookie);
    expect(stale.statusCode).toBe(200);
    expect((stale.json() as { id: string }).id).toBe(newVisitor.id);
    expect(stale.cookies.find((c) => c.name === 'lisan_guest')).toBeUndefined();
    expect((await get('/api/phrases/random/completion?userId=guest-x', cookie)).statusCode).toBe(403);
  });
});
