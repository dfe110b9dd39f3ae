import { randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, sql, type DbHandle } from '@lisan/db';
import { openTestDb } from '@lisan/db/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * Two app instances on one PostgreSQL, or with one Redis, share the
 * rate-limit counters, so two instances allow the limit once, not twice.
 */
// A scratch database of this run's own on the local server (created and dropped here), so no earlier run's
// tables or counters are in the way.
const ADMIN_URL = process.env.RATE_LIMIT_TEST_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = `lisan_rate_limit_${process.pid}_${Date.now()}`;
const POSTGRES_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${SCRATCH}`);
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const postgresUp = await reachable(() => admin(`create database ${SCRATCH}`));
const redisUp = await reachable(async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  await redis.connect();
  await redis.quit();
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function instance(env: Record<string, string>, db: DbHandle): Promise<App> {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lisan-test-data', RATE_LIMIT_PER_MINUTE: '10', ...env }),
    { db },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return app;
}

/** The status of a GET over a real socket, where the fast reads answer (app.inject does not reach them). */
function statusOver(server: App['server'], path: string): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Requests from one address, alternating between the two instances; answers how many were allowed. */
async function allowedAcross(a: App, b: App, requests = 20, remoteAddress = '192.0.2.77'): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < requests; i++) {
    const res = await (i % 2 === 0 ? a : b).inject({ method: 'GET', url: '/api/health', remoteAddress });
    if (res.statusCode === 200) allowed++;
    else expect(res.statusCode).toBe(429);
  }
  return allowed;
}

describe('rate limits across two instances', () => {
  it.skipIf(!postgresUp)('hold on one PostgreSQL database (DATABASE_URL)', async () => {
    const handles = [
      await createDb({ databaseUrl: POSTGRES_URL }),
      await createDb({ databaseUrl: POSTGRES_URL }),
    ];
    cleanups.push(() => admin(`drop database if exists ${SCRATCH} with (force)`));
    for (const handle of handles) cleanups.push(() => handle.close());
    await handles[0]!.migrate();
    await handles[0]!.db.execute(sql`delete from rate_limits`);
    const a = await instance({ DATABASE_URL: POSTGRES_URL }, handles[0]!);
    const b = await instance({ DATABASE_URL: POSTGRES_URL }, handles[1]!);
    expect(await allowedAcross(a, b)).toBe(10);

    // A larger limit is claimed in blocks (a sixteenth of what is left): never more than the limit across the
    // two instances, and at most the other instance's unused block short of it.
    const c = await instance({ DATABASE_URL: POSTGRES_URL, RATE_LIMIT_PER_MINUTE: '64' }, handles[0]!);
    const d = await instance({ DATABASE_URL: POSTGRES_URL, RATE_LIMIT_PER_MINUTE: '64' }, handles[1]!);
    const allowed = await allowedAcross(c, d, 100, '192.0.2.78');
    expect(allowed).toBeLessThanOrEqual(64);
    expect(allowed).toBeGreaterThanOrEqual(64 - 64 / 16);

    // Fast reads (ADR 0018) take from the same blocks, over real sockets: still never more than the limit, and
    // once an instance holds a block its reads no longer go through Fastify.
    const e = await instance({ DATABASE_URL: POSTGRES_URL, RATE_LIMIT_PER_MINUTE: '64' }, handles[0]!);
    const f = await instance({ DATABASE_URL: POSTGRES_URL, RATE_LIMIT_PER_MINUTE: '64' }, handles[1]!);
    const served = [vi.spyOn(e.fastReads, 'serve'), vi.spyOn(f.fastReads, 'serve')];
    let allowedFast = 0;
    for (let i = 0; i < 100; i++) {
      const status = await statusOver((i % 2 === 0 ? e : f).server, '/api/health');
      if (status === 200) allowedFast++;
      else expect(status).toBe(429);
    }
    expect(allowedFast).toBeLessThanOrEqual(64);
    expect(allowedFast).toBeGreaterThanOrEqual(64 - 64 / 16);
    const answeredFast = (spies: typeof served) =>
      spies.flatMap((spy) => spy.mock.results).filter((r) => r.value === true).length;
    // Near a small limit the blocks shrink to one request, each claimed by Fastify: few reads are fast.
    expect(answeredFast(served)).toBeGreaterThan(0);

    // Far from the limit a block is large: each instance claims once and answers the rest fast.
    const g = await instance({ DATABASE_URL: POSTGRES_URL, RATE_LIMIT_PER_MINUTE: '3200' }, handles[0]!);
    const h = await instance({ DATABASE_URL: POSTGRES_URL, RATE_LIMIT_PER_MINUTE: '3200' }, handles[1]!);
    const servedLarge = [vi.spyOn(g.fastReads, 'serve'), vi.spyOn(h.fastReads, 'serve')];
    for (let i = 0; i < 100; i++)
      expect(await statusOver((i % 2 === 0 ? g : h).server, '/api/health')).toBe(200);
    expect(answeredFast(servedLarge)).toBe(98);
  });

  it.skipIf(!redisUp)('hold with one Redis (REDIS_URL)', async () => {
    const prefix = `lisan-test-security-${randomUUID()}:`;
    const dbs = [await openTestDb(inject('dbTemplate')), await openTestDb(inject('dbTemplate'))];
    for (const db of dbs) cleanups.push(() => db.close());
    const env = { REDIS_URL, REDIS_PREFIX: prefix };
    const a = await instance(env, dbs[0]!);
    const b = await instance(env, dbs[1]!);
    expect(await allowedAcross(a, b)).toBe(10);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('stay in memory with the embedded database (one process)', async () => {
    const dbs = [await openTestDb(inject('dbTemplate')), await openTestDb(inject('dbTemplate'))];
    for (const db of dbs) cleanups.push(() => db.close());
    const a = await instance({}, dbs[0]!);
    const b = await instance({}, dbs[1]!);
    // Separate processes' memory: each allows its own 10 (which is why PostgreSQL/Redis are used when shared).
    expect(await allowedAcross(a, b)).toBe(20);
  });
});
