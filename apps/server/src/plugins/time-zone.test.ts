import { eq, schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const dailyZone = async (userId: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/daily-stats/${userId}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().timeZone as string;
};

describe("the learner's time zone, resolved once per request", () => {
  it('is the X-Time-Zone header, else the zone stored with the account, else UTC', async () => {
    const learner = await createAccount(t.app);
    expect(await dailyZone(learner.id, learner.auth)).toBe('UTC');
    await t.db.db
      .update(schema.users)
      .set({ timeZone: 'Asia/Riyadh' })
      .where(eq(schema.users.id, learner.id));
    expect(await dailyZone(learner.id, learner.auth)).toBe('Asia/Riyadh');
    expect(await dailyZone(learner.id, { ...learner.auth, 'x-time-zone': 'Asia/Jakarta' })).toBe(
      'Asia/Jakarta',
    );
  });

  it('ignores a header that names no zone rather than refusing the request', async () => {
    const learner = await createAccount(t.app);
    await t.db.db
      .update(schema.users)
      .set({ timeZone: 'Europe/Istanbul' })
      .where(eq(schema.users.id, learner.id));
    expect(await dailyZone(learner.id, { ...learner.auth, 'x-time-zone': 'Mars/Olympus' })).toBe(
      'Europe/Istanbul',
    );
    expect(await dailyZone('demo-user', { 'x-time-zone': 'Mars/Olympus' })).toBe('UTC');
    expect(await dailyZone('demo-user', { 'x-time-zone': 'America/New_York' })).toBe('America/New_York');
  });

  it('gives a new circle the zone of the teacher who creates it', async () => {
    const teacher = await createAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/circles',
      headers: { ...teacher.auth, 'x-time-zone': 'Africa/Cairo' },
      payload: { name: 'Evening circle', description: '', language: 'en' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().timeZone).toBe('Africa/Cairo');
  });
});
