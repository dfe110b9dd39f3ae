import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USER_ID } from '@lisan/contract';
import type { DbHandle } from '@lisan/db';
import { openTestDb } from '@lisan/db/testing';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { z } from 'zod';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { assertActsAs } from '../../lib/authorize.js';

/**
 * Every endpoint that names a user serves only the caller's own id (anonymous callers: only
 * 'demo-user'). The statistics endpoints belong to other features; these tests hold the rule through routes of
 * their own, shaped like them (path, query and body), with real sessions from sign-in.
 */
let app: App;
let db: DbHandle;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'lisan-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  db = await openTestDb(inject('dbTemplate'));
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '100000' }),
    { db },
  );
  const stats = new Map<string, number>();
  app.get(
    '/api/test-stats/:userId',
    { schema: { params: z.object({ userId: z.string() }) } },
    async (request) => {
      const userId = assertActsAs(request, request.params.userId);
      return { userId, exercicesCompleted: stats.get(userId) ?? 0 };
    },
  );
  app.get(
    '/api/test-random',
    { schema: { querystring: z.object({ userId: z.string().optional() }) } },
    async (request) => ({
      userId: assertActsAs(request, request.query.userId),
    }),
  );
  app.post(
    '/api/test-sessions',
    { schema: { body: z.object({ userId: z.string(), count: z.number() }) } },
    async (request) => {
      const userId = assertActsAs(request, request.body.userId);
      stats.set(userId, (stats.get(userId) ?? 0) + request.body.count);
      return { userId, exercicesCompleted: stats.get(userId) };
    },
  );
  await app.ready();
  alice = await createAccount(app, { firstName: 'Alice' });
  bob = await createAccount(app, { firstName: 'Bob' });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe("another user's data with a valid token", () => {
  it("refuses to read another user's statistics (403)", async () => {
    const res = await app.inject({ method: 'GET', url: `/api/test-stats/${bob.id}`, headers: alice.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only see and change your own progress.');
  });

  it("refuses to write another user's statistics (403), and nothing is written", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-sessions',
      headers: alice.auth,
      payload: { userId: bob.id, count: 5 },
    });
    expect(res.statusCode).toBe(403);
    const bobsOwn = await app.inject({ method: 'GET', url: `/api/test-stats/${bob.id}`, headers: bob.auth });
    expect(bobsOwn.json().exercicesCompleted).toBe(0);
  });

  it('refuses a userId query naming someone else, and the demo user for a signed-in caller', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/test-random?userId=${bob.id}`, headers: alice.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/test-random?userId=${DEMO_USER_ID}`,
          headers: alice.auth,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('serves the caller their own id, by path, query and body', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/test-stats/${alice.id}`, headers: alice.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/test-random?userId=${alice.id}`, headers: alice.auth })
      ).json(),
    ).toEqual({ userId: alice.id });
    const write = await app.inject({
      method: 'POST',
      url: '/api/test-sessions',
      headers: alice.auth,
      payload: { userId: alice.id, count: 2 },
    });
    expect(write.json()).toEqual({ userId: alice.id, exercicesCompleted: 2 });
    // No userId at all means "me".
    expect(
      (await app.inject({ method: 'GET', url: '/api/test-random', headers: alice.auth })).json(),
    ).toEqual({ userId: alice.id });
  });

  it('lets anonymous callers use only demo-user', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/test-stats/${DEMO_USER_ID}` })).statusCode).toBe(
      200,
    );
    const res = await app.inject({ method: 'GET', url: `/api/test-stats/${alice.id}` });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/test-sessions',
          payload: { userId: alice.id, count: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('does not honour a revoked token: a request still under way for that learner is told the session ended', async () => {
    const carol = await createAccount(app);
    await app.inject({ method: 'POST', url: '/api/signout', headers: carol.auth });
    const named = await app.inject({
      method: 'GET',
      url: `/api/test-stats/${carol.id}`,
      headers: carol.auth,
    });
    expect(named.statusCode).toBe(401);
    expect(named.json()).toEqual({
      code: 'unauthorized',
      message: 'Your session has ended. Please sign in again.',
    });
    // Anonymous now: its own guest is served, and a write naming the learner is refused the same way.
    const own = await app.inject({
      method: 'GET',
      url: `/api/test-stats/${DEMO_USER_ID}`,
      headers: carol.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().userId).not.toBe(carol.id);
    const write = await app.inject({
      method: 'POST',
      url: '/api/test-sessions',
      headers: carol.auth,
      payload: { userId: carol.id, count: 1 },
    });
    expect(write.statusCode).toBe(401);
  });

  it('/api/me answers only the token holder, whatever else the request names', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/me?userId=${bob.id}`, headers: alice.auth });
    expect(res.json().user.id).toBe(alice.id);
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: alice.auth,
      payload: { id: bob.id, firstName: 'Mallory' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().user.id).toBe(alice.id);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: bob.auth })).json().user.firstName,
    ).toBe('Bob');
  });
});
