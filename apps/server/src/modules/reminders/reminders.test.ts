import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, schema, sql, type Database, type DbHandle } from '@lisan/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../../test/manual-clock.js';
import webPush from 'web-push';
import type { MailMessage } from '../../lib/mailer.js';
import { memoryMailer } from '../../../test/memory-mailer.js';
import { startPushService, type PushTestService } from '../../../test/push-service.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccount } from '../../../test/accounts.js';

/**
 * The daily reminder: a learner sets it on their profile; at their local time the scheduler mails them and
 * pushes to their subscribed browsers, once a day however many instances run, and not when today's goal is met.
 */
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'lisan-reminders-'));
// 07:30 UTC on a Monday is 10:30 in Riyadh (UTC+3, no daylight saving).
const START = Date.parse('2026-03-02T07:30:00Z');
const RIYADH = { 'x-time-zone': 'Asia/Riyadh' };

let push: PushTestService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});

async function setReminder(app: App, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: '/api/me/reminders',
    headers: { ...headers, ...RIYADH },
    payload: body,
  });
}

async function subscribeBrowser(app: App, headers: Record<string, string>) {
  const subscription = push.subscribe();
  const res = await app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers,
    payload: subscription,
  });
  expect(res.statusCode).toBe(204);
  return subscription;
}

/** `n` answers recorded for the learner at `at`. */
async function answered(db: Database, userId: string, n: number, at: Date) {
  for (let i = 0; i < n; i++) {
    await db.insert(schema.exerciseAttempts).values({
      id: randomUUID(),
      userId,
      exerciseType: 'completion',
      itemId: 'short-001',
      phraseId: 'short-001',
      userAnswer: 'x',
      correctAnswer: 'x',
      verdict: 'correct',
      judge: 'builtin',
      createdAt: at,
    });
  }
}

describe('reminder settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR }, { services: { mailer: memoryMailer(), webPushAgent: push.agent } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are off until the learner turns them on, and keep what is not changed', async () => {
    const user = await createAccount(t.app);
    const initial = await t.app.inject({ method: 'GET', url: '/api/me/reminders', headers: user.auth });
    expect(initial.json()).toEqual({
      enabled: false,
      time: '18:00',
      email: true,
      push: true,
      timeZone: 'UTC',
      pushSubscriptions: 0,
    });
    const on = await setReminder(t.app, user.auth, { enabled: true, time: '07:45' });
    expect(on.statusCode).toBe(200);
    // The time is the learner's own: the browser's zone is stored with the account.
    expect(on.json()).toMatchObject({ enabled: true, time: '07:45', email: true, timeZone: 'Asia/Riyadh' });
    await setReminder(t.app, user.auth, { email: false });
    const read = await t.app.inject({ method: 'GET', url: '/api/me/reminders', headers: user.auth });
    expect(read.json()).toMatchObject({ enabled: true, time: '07:45', email: false, push: true });
  });

  it('refuse a time that is not HH:MM, a push endpoint that is not https, and callers not signed in', async () => {
    const user = await createAccount(t.app);
    for (const time of ['7:45', '24:00', '12:60', 'noon', '12:00\u0000'])
      expect((await setReminder(t.app, user.auth, { time })).statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: user.auth,
      payload: { endpoint: 'http://push.example/x', keys: { p256dh: 'AAAA', auth: 'BBBB' } },
    });
    expect(plain.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/reminders' })).statusCode).toBe(401);
    expect((await setReminder(t.app, {}, { enabled: true })).statusCode).toBe(401);
  });

  it('give the VAPID public key browsers subscribe with, the same across restarts of one data folder', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json() as {
      publicKey: string;
    };
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const again = await createTestApp({ DATA_DIR });
    try {
      const second = (await again.app.inject({ method: 'GET', url: '/api/push/public-key' })).json();
      expect(second).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('counts and forgets a browser subscription', async () => {
    const user = await createAccount(t.app);
    const subscription = await subscribeBrowser(t.app, user.auth);
    const read = () => t.app.inject({ method: 'GET', url: '/api/me/reminders', headers: user.auth });
    expect((await read()).json()).toMatchObject({ pushSubscriptions: 1 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      headers: user.auth,
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    expect((await read()).json()).toMatchObject({ pushSubscriptions: 0 });
  });
});

describe('the local push service the scheduler tests send to', () => {
  /** Posts an encrypted message to a subscription with the given Authorization, as a sender would. */
  async function post(endpoint: string, authorization: string, body: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        endpoint,
        {
          method: 'POST',
          agent: push.agent,
          headers: { authorization, ttl: '60', 'content-encoding': 'aes128gcm' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('refuses a message whose VAPID JWT is not signed by the key it names, or is for another origin', async () => {
    const browser = push.subscribe();
    const origin = new URL(browser.endpoint).origin;
    const sender = webPush.generateVAPIDKeys();
    const stranger = webPush.generateVAPIDKeys();
    const body = webPush.encrypt(
      browser.keys.p256dh,
      browser.keys.auth,
      '{"title":"x"}',
      'aes128gcm',
    ).cipherText;
    const signed = (audience: string) =>
      webPush.getVapidHeaders(
        audience,
        'mailto:test@example.com',
        sender.publicKey,
        sender.privateKey,
        'aes128gcm',
      ).Authorization;
    // Signed by one key, naming another.
    const forged = signed(origin).replace(/k=[\w-]+$/, `k=${stranger.publicKey}`);
    expect(await post(browser.endpoint, forged, body)).toBe(403);
    expect(await post(browser.endpoint, signed('https://push.example.com'), body)).toBe(403);
    expect(push.received.filter((m) => m.endpoint === browser.endpoint)).toEqual([]);
    // Signed properly: accepted and decrypted.
    expect(await post(browser.endpoint, signed(origin), body)).toBe(201);
    expect(push.received.filter((m) => m.endpoint === browser.endpoint).map((m) => m.payload)).toEqual([
      '{"title":"x"}',
    ]);
    push.refused.length = 0;
  });
});

// Two instances on one PostgreSQL: a scratch database of this run's own on the local server.
const ADMIN_URL = process.env.RATE_LIMIT_TEST_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = `lisan_reminders_${process.pid}_${Date.now()}`;
const POSTGRES_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${SCRATCH}`);
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const postgresUp = await admin(`create database ${SCRATCH}`).then(
  () => true,
  () => false,
);

describe.skipIf(!postgresUp)('the reminder scheduler, two instances on one PostgreSQL', () => {
  const clock = new ManualClock(START);
  const handles: DbHandle[] = [];
  const apps: App[] = [];
  // One data folder for both, as two instances of one deployment: the mail goes to its outbox (no SMTP).
  const sharedDir = mkdtempSync(path.join(tmpdir(), 'lisan-reminders-cluster-'));
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const handle = await createDb({ databaseUrl: POSTGRES_URL });
      handles.push(handle);
      if (i === 0) await handle.migrate();
      const app = await buildApp(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: sharedDir,
          DATABASE_URL: POSTGRES_URL,
          RATE_LIMIT_PER_MINUTE: '100000',
        }),
        { db: handle, clock, services: { webPushAgent: push.agent } },
      );
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await admin(`drop database if exists ${SCRATCH} with (force)`);
    rmSync(sharedDir, { recursive: true, force: true });
  });

  /** The messages in the outbox for an address. */
  const mailsTo = (email: string) => {
    const dir = path.join(sharedDir, 'outbox');
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    return files
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as MailMessage)
      .filter((m) => m.to === email);
  };
  const pushesTo = (endpoint: string) => push.received.filter((m) => m.endpoint === endpoint);
  /** Both instances run the scheduler at the same moment, a few times over. */
  async function runBoth(times = 3) {
    for (let i = 0; i < times; i++) await Promise.all(apps.map((app) => app.jobs.runNow('reminders')));
  }

  it('sends each due reminder once, by mail and push, and none on a day the goal is met', async () => {
    const [a, b] = apps as [App, App];
    const db = handles[0]!.db;
    const due = await createAccount(a);
    const goalMet = await createAccount(a);
    const later = await createAccount(a);
    const off = await createAccount(a);
    for (const [user, time] of [
      [due, '10:15'],
      [goalMet, '10:00'],
    ] as const)
      expect((await setReminder(a, user.auth, { enabled: true, time })).statusCode).toBe(200);
    // Set from the Arabic interface: the reminder comes in Arabic.
    const inArabic = { ...later.auth, 'accept-language': 'ar' };
    expect((await setReminder(a, inArabic, { enabled: true, time: '12:00' })).statusCode).toBe(200);
    await setReminder(b, off.auth, { enabled: false, time: '10:00' });
    const dueBrowser = await subscribeBrowser(b, due.auth);
    const goalBrowser = await subscribeBrowser(a, goalMet.auth);
    // The goal (ten answers unless chosen) met this morning, local time.
    await answered(db, goalMet.id, 10, new Date(START - 60 * 60_000));

    await runBoth();
    expect(mailsTo(due.email)).toHaveLength(1);
    expect(mailsTo(due.email)[0]).toMatchObject({ subject: 'Your daily Lisan practice' });
    expect(mailsTo(due.email)[0]!.text).toMatch(/^Assalamu alaikum /);
    expect(mailsTo(due.email)[0]!.text).toContain('/practice');
    const pushed = pushesTo(dueBrowser.endpoint);
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(pushed[0]!.payload)).toEqual({
      title: 'Your daily Lisan practice',
      body: "You have not reached today's practice goal yet. A few minutes now keeps your streak going.",
      url: '/practice',
    });
    // The push protocol as a push service checks it: VAPID with the server's public key, a TTL, aes128gcm.
    const { publicKey } = (await a.inject({ method: 'GET', url: '/api/push/public-key' })).json() as {
      publicKey: string;
    };
    expect(pushed[0]!.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(Number(pushed[0]!.ttl)).toBeGreaterThan(0);
    expect(pushed[0]!.contentEncoding).toBe('aes128gcm');
    // The push service checked each JWT (signed by that key, for its origin, not expired) and refused none.
    expect(push.refused).toEqual([]);
    for (const user of [goalMet, later, off]) expect(mailsTo(user.email)).toEqual([]);
    expect(pushesTo(goalBrowser.endpoint)).toEqual([]);

    // Two hours on: the 12:00 reminder is due; the ones already decided today are not sent again.
    clock.advance(2 * 60 * 60_000);
    await runBoth();
    expect(mailsTo(later.email)).toHaveLength(1);
    expect(mailsTo(later.email)[0]).toMatchObject({ subject: 'تمرينك اليومي في لسان' });
    expect(mailsTo(later.email)[0]!.text).toContain('لم تبلغ هدف تمرين اليوم بعد');
    expect(mailsTo(due.email)).toHaveLength(1);
    expect(mailsTo(goalMet.email)).toEqual([]);

    // The next day, the goal not met yet: reminded again, once.
    clock.advance(22 * 60 * 60_000);
    await runBoth();
    expect(mailsTo(goalMet.email)).toHaveLength(1);
    expect(pushesTo(goalBrowser.endpoint)).toHaveLength(1);
    expect(mailsTo(due.email)).toHaveLength(2);
    expect(pushesTo(dueBrowser.endpoint)).toHaveLength(2);
  });

  it('forgets a subscription the push service calls gone', async () => {
    const [a] = apps as [App];
    const db = handles[0]!.db;
    const user = await createAccount(a);
    // The clock is at 07:30 UTC the day after, 10:30 in Riyadh.
    expect((await setReminder(a, user.auth, { enabled: true, time: '10:30', email: false })).statusCode).toBe(
      200,
    );
    const browser = await subscribeBrowser(a, user.auth);
    push.gone.add(browser.endpoint);
    await runBoth(1);
    const left = await db.execute(
      sql`select count(*)::int as n from push_subscriptions where user_id = ${user.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(mailsTo(user.email)).toEqual([]);
  });
});
