import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Rate limits with a Redis that is not there, or that takes connections and never answers: requests neither wait
 * for it nor go unlimited (the counts fall back to PostgreSQL with DATABASE_URL, else memory), `/api/ready` says
 * so, and the counts go back to Redis once it answers again. The shared Redis is never touched beyond this test's
 * own keys: its outages are a port nothing listens on and a local server that never answers.
 */
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 5;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const closing = (server: Server, sockets: Set<Socket>) => () =>
  new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });

/** A server that accepts connections and never answers a byte. */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const port = await listening(server);
  cleanups.push(closing(server, sockets));
  return port;
}

/** A port nothing listens on (taken from the system, then given back). */
async function deadPort(): Promise<number> {
  const server = createServer();
  const port = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function appWith(redisUrl: string, prefix = `lisan-test-outage-${randomUUID()}:`): Promise<TestApp> {
  const t = await createTestApp({
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    // On PostgreSQL the fallback is the database's counters, as in a deployment with DATABASE_URL.
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  });
  cleanups.push(() => t.close());
  return t;
}

/** Statuses of requests from one address, one after another. */
async function statuses(t: TestApp, count: number, remoteAddress: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({ method: 'GET', url: '/api/pricing', remoteAddress });
    out.push(res.statusCode);
  }
  return out;
}

const limited = [...Array<number>(LIMIT).fill(200), 429, 429];

describe('rate limits while Redis is away', () => {
  let nobody: TestApp;
  let silent: TestApp;
  beforeAll(async () => {
    nobody = await appWith(`redis://127.0.0.1:${await deadPort()}`);
    silent = await appWith(`redis://127.0.0.1:${await silentServer()}`);
  });

  // Each request used to wait for Redis (5 s and more): seven of them within this test's time means none did.
  it('count in the fallback when nothing listens at the Redis address', { timeout: 20_000 }, async () => {
    expect(await statuses(nobody, LIMIT + 2, '192.0.2.10')).toEqual(limited);
    const ready = await nobody.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'current',
      redis: 'unavailable',
    });
  });

  it(
    'count in the fallback when Redis takes the connection and never answers',
    { timeout: 20_000 },
    async () => {
      expect(await statuses(silent, LIMIT + 2, '192.0.2.11')).toEqual(limited);
      expect((await silent.app.inject({ method: 'GET', url: '/api/ready' })).json().redis).toBe(
        'unavailable',
      );
    },
  );
});

describe('rate limits when Redis comes back', () => {
  it('count in Redis again, by themselves', { timeout: 60_000 }, async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
    const redisUp = await probe.connect().then(
      () => true,
      () => false,
    );
    cleanups.push(async () => probe.disconnect());
    if (!redisUp) return; // no Redis on this machine: the outage cases above still ran

    // A relay of ours in front of the shared Redis: first it drops every connection, then it passes them on.
    const redisPort = Number(new URL(REDIS_URL).port || 6379);
    const redisHost = new URL(REDIS_URL).hostname;
    let passing = false;
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      sockets.add(client);
      client.on('error', () => undefined);
      if (!passing) return void client.destroy();
      const upstream = createConnection(redisPort, redisHost);
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    const port = await listening(relay);
    cleanups.push(closing(relay, sockets));

    const prefix = `lisan-test-outage-${randomUUID()}:`;
    cleanups.push(async () => {
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length > 0) await probe.del(...keys);
    });
    const t = await appWith(`redis://127.0.0.1:${port}`, prefix);
    expect(await statuses(t, LIMIT + 2, '192.0.2.12')).toEqual(limited);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json().redis).toBe('unavailable');

    passing = true;
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json().redis, {
        timeout: 15_000,
      })
      .toBe('ok');
    // A new client address counts in Redis now: its window is there, under this test's prefix.
    expect(await statuses(t, LIMIT + 2, '192.0.2.13')).toEqual(limited);
    const keys = await probe.keys(`${prefix}*`);
    expect(keys.some((key) => key.endsWith('192.0.2.13'))).toBe(true);
    expect(Number(await probe.get(keys.find((key) => key.endsWith('192.0.2.13'))!))).toBe(LIMIT + 2);
  });
});
