import { AUTH_TEXTS, userDataExportSchema } from '@lisan/contract';
import { schema, eq } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerUserDataSection } from '../../lib/user-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (account: TestAccount) => t.app.inject({ method: 'GET', url: '/api/me', headers: account.auth });
const patch = (account: TestAccount, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', headers: account.auth, payload });

describe('GET /api/me', () => {
  it('answers the signed-in user, and 401 when anonymous', async () => {
    const a = await createAccount(t.app, { firstName: 'Bilal' });
    const res = await me(a);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: a.id, firstName: 'Bilal', email: a.email });
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('changes the name, which persists', async () => {
    const a = await createAccount(t.app);
    const res = await patch(a, { firstName: ' Maryam ', lastName: 'Haddad' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Maryam', lastName: 'Haddad' });
    expect((await me(a)).json().user).toMatchObject({ firstName: 'Maryam', lastName: 'Haddad' });
  });

  it('changes the sign-up choices, only to the listed values', async () => {
    const a = await createAccount(t.app);
    expect((await patch(a, { learningGoal: 'teaching' })).json().user.learningGoal).toBe('teaching');
    expect((await patch(a, { learningGoal: 'fame' })).statusCode).toBe(400);
  });

  it('stores the daily goal (5, 10 or 20 items), null until chosen, and refuses other numbers with a sentence', async () => {
    const a = await createAccount(t.app);
    expect((await me(a)).json().user.dailyGoal).toBeNull();
    expect((await patch(a, { dailyGoal: 20 })).json().user.dailyGoal).toBe(20);
    expect((await me(a)).json().user.dailyGoal).toBe(20);
    const seven = await patch(a, { dailyGoal: 7 });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toMatch(/dailyGoal/);
    expect(seven.json().message).toMatch(/5, 10 or 20/);
    expect((await me(a)).json().user.dailyGoal).toBe(20);
  });

  it('needs the current password to change the email, and keeps emails unique', async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    const without = await patch(a, { email: 'new-a@example.com' });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(AUTH_TEXTS.currentPasswordRequired);
    const wrong = await patch(a, { email: 'new-a@example.com', currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(AUTH_TEXTS.currentPasswordWrong);
    const taken = await patch(a, { email: b.email.toUpperCase(), currentPassword: a.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_TEXTS.emailTaken);
    const ok = await patch(a, { email: 'New-A@Example.com', currentPassword: a.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('new-a@example.com');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'new-a@example.com', password: a.password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('accepts the unchanged email without a password, and refuses an empty update', async () => {
    const a = await createAccount(t.app);
    expect((await patch(a, { email: a.email })).statusCode).toBe(200);
    const empty = await patch(a, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(AUTH_TEXTS.nothingToUpdate);
  });

  it('validates like sign-up: blank or over-long names, malformed email', async () => {
    const a = await createAccount(t.app);
    expect((await patch(a, { firstName: '' })).statusCode).toBe(400);
    expect((await patch(a, { lastName: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await patch(a, { email: 'nope', currentPassword: a.password })).statusCode).toBe(400);
  });

  it('is 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { firstName: 'X' } })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  it('needs the current password, then signs out every other session but this one', async () => {
    const a = await createAccount(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: a.email, password: a.password },
      })
    ).json().token as string;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: a.auth,
      payload: { currentPassword: 'nope-nope', newPassword: 'a-new-password' },
    });
    expect(wrong.statusCode).toBe(403);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: a.auth,
      payload: { currentPassword: a.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('newPassword: Password must be at least 8 characters long');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: a.auth,
      payload: { currentPassword: a.password, newPassword: 'a-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_TEXTS.passwordChanged);
    expect((await me(a)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${other}` } }))
        .statusCode,
    ).toBe(401);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: a.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: 'a-new-password' },
    });
    expect(newPassword.statusCode).toBe(200);
  });
});

describe('GET /api/me/export', () => {
  it("downloads a JSON file of everything stored about the user, and nothing about anyone else's", async () => {
    // A section another feature would register (attempts, progress, payments…), to prove the export collects them.
    registerUserDataSection({
      name: 'testNotes',
      export: async (_db, userId) => [{ userId, note: 'from another feature' }],
    });
    const a = await createAccount(t.app, { firstName: 'Khadija' });
    const b = await createAccount(t.app, { firstName: 'Other' });
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: a.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lisan-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = userDataExportSchema.parse(res.json());
    expect(body.userId).toBe(a.id);
    const data = body.data as Record<string, unknown>;
    expect(data.profile).toMatchObject({ id: a.id, firstName: 'Khadija', email: a.email });
    expect(data.sessions).toHaveLength(1);
    expect(data.testNotes).toEqual([{ userId: a.id, note: 'from another feature' }]);
    expect(res.body).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(res.body).not.toContain(b.id);
  });

  it('is 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('needs the password, then removes the account and its sessions and lets the email be used again', async () => {
    const a = await createAccount(t.app);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: a.auth,
      payload: { password: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: a.auth, payload: {} });
    expect(missing.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: a.auth,
      payload: { password: a.password },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect(await t.db.db.select().from(schema.users).where(eq(schema.users.id, a.id))).toEqual([]);
    expect(await t.db.db.select().from(schema.sessions).where(eq(schema.sessions.userId, a.id))).toEqual([]);
    // The failed attempt above was counted against the email; that row is personal data too.
    expect(
      await t.db.db
        .select()
        .from(schema.signInThrottle)
        .where(eq(schema.signInThrottle.key, `email:${a.email}`)),
    ).toEqual([]);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: a.password },
    });
    expect(signin.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'A', lastName: 'B', email: a.email, password: a.password },
    });
    expect(again.statusCode).toBe(201);
  });

  it('is 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/me', payload: { password: 'whatever' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('progress in the export and the deletion', () => {
  it("exports the learner's attempts, cards and practice days, and deletion erases only theirs", async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    const { exerciseAttempts, srsCards, practiceDays } = schema;
    const attempt = (userId: string, id: string) => ({
      id,
      userId,
      exerciseType: 'completion',
      itemId: 'p1',
      phraseId: 'p1',
      userAnswer: 'answer',
      correctAnswer: 'AI Validated',
      verdict: 'correct',
      judge: 'builtin',
    });
    const card = (userId: string) => ({
      userId,
      phraseId: 'p1',
      due: new Date(),
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 1,
      masteryLevel: 40,
    });
    await t.db.db.insert(exerciseAttempts).values([attempt(a.id, `${a.id}-1`), attempt(b.id, `${b.id}-1`)]);
    await t.db.db.insert(srsCards).values([card(a.id), card(b.id)]);
    await t.db.db.insert(practiceDays).values([
      { userId: a.id, date: '2026-01-02' },
      { userId: b.id, date: '2026-01-02' },
    ]);

    const exported = (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: a.auth })).json();
    expect(exported.data.exerciseAttempts).toHaveLength(1);
    // isCorrect is derived from the stored verdict, as the public API's exercise session names it.
    expect(exported.data.exerciseAttempts[0]).toMatchObject({
      userId: a.id,
      userAnswer: 'answer',
      isCorrect: 'true',
    });
    expect(exported.data.progress).toMatchObject([{ phraseId: 'p1', masteryLevel: 40 }]);
    expect(exported.data.practiceDays).toEqual(['2026-01-02']);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: a.auth,
      payload: { password: a.password },
    });
    expect(res.statusCode).toBe(204);
    for (const table of [exerciseAttempts, srsCards, practiceDays]) {
      expect(await t.db.db.select().from(table).where(eq(table.userId, a.id))).toEqual([]);
      expect(await t.db.db.select().from(table).where(eq(table.userId, b.id))).toHaveLength(1);
    }
  });
});
