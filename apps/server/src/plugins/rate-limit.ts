import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Database } from '@lisan/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { rateLimitKeyOf } from '../lib/client-address.js';
import { claimRequests, deleteEndedCounters } from '../lib/rate-limits.repository.js';
import { RedisCounters } from './redis-counters.js';

/**
 * Where request counters live. With several instances (DATABASE_URL set) a counter in one process's memory
 * would let N instances allow N times the limit, so they go to Redis when REDIS_URL is set, else to PostgreSQL.
 * The embedded database means one process, so memory is enough (and cheapest). Redis has a fallback, the backend
 * it would have been without it, which counts while Redis does not answer.
 */
type LocalBackend = { kind: 'memory' } | { kind: 'postgres'; db: Database };
export type CounterBackend = LocalBackend | { kind: 'redis'; redis: RedisCounters; fallback: LocalBackend };

export function counterBackend(app: FastifyInstance, config: Config): CounterBackend {
  const local: LocalBackend = config.databaseUrl ? { kind: 'postgres', db: app.db } : { kind: 'memory' };
  if (config.redisUrl) {
    const redis = new RedisCounters(config.redisUrl, config.redisPrefix, app.log);
    app.addHook('onReady', () => redis.connected(2000));
    app.addHook('onClose', () => redis.close());
    return { kind: 'redis', redis, fallback: local };
  }
  return local;
}

/** Whether Redis answers, for `/api/ready` (undefined when none is configured). */
export function redisState(backend: CounterBackend): 'ok' | 'unavailable' | undefined {
  return backend.kind === 'redis' ? backend.redis.state() : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the Redis the counters use answers; undefined when none is configured. */
    redisState: () => 'ok' | 'unavailable' | undefined;
  }
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What this instance holds of one client's shared window: the positions `next`…`end` of the shared count that it
 * claimed and has not handed out yet.
 */
interface Lease {
  windowEndsAt: number;
  next: number;
  end: number;
  /** The shared count had reached the limit at the last claim: nothing more to claim until the window ends. */
  full: boolean;
}

/** A claim takes this share of what is left of the limit (at least one request). */
const CLAIM_SHARE = 16;
/** No claim is larger than this, whatever the limit (the count column is a 32-bit integer). */
const MAX_CLAIM = 100_000;
/** Leases kept in memory before expired ones are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * @fastify/rate-limit's store over the `rate_limits` table, shared by every instance on one PostgreSQL.
 *
 * Counting each request with its own upsert made every `/api` request wait for a committed write, which held
 * PostgreSQL's reads to a few hundred a second (ADR 0016). Instead an instance claims a block of the client's
 * window with one upsert (`count = count + k`) and hands the positions out from memory; when the block is used up
 * it claims the next. A block is 1/16 of what was left of the limit when it was claimed, at least one, so blocks
 * shrink to single requests near the limit.
 *
 * The limit holds across instances: the shared count covers every position handed out, so no client gets more
 * than `max` requests in a window. The tolerance is the other way: positions another instance claimed but has not
 * used are lost to this one, so near the limit a client spread over N instances may be refused up to
 * (N − 1) × (its remaining quota / 16) requests early. With a small limit (under 32) every block is one request and
 * the count is exact, as before.
 */
function postgresStore(db: Database, namespace: string): SharedStore {
  const leases = new Map<string, Lease>();
  const claims = new Map<string, Promise<void>>();

  function sweep(now: number) {
    for (const [id, lease] of leases) if (lease.windowEndsAt <= now) leases.delete(id);
  }

  /** One upsert: k more positions of the client's window (a new window when the old one ended). */
  async function claim(id: string, timeWindow: number, max: number): Promise<void> {
    const known = leases.get(id);
    const left = max - (known && known.windowEndsAt > Date.now() ? known.end : 0);
    const k = Math.min(MAX_CLAIM, Math.max(1, Math.floor(left / CLAIM_SHARE)));
    const row = await claimRequests(db, id, k, timeWindow);
    const count = Number(row?.count ?? k);
    const now = Date.now();
    if (leases.size > SWEEP_ABOVE) sweep(now);
    leases.set(id, {
      windowEndsAt: now + Math.max(0, Number(row?.ttl ?? timeWindow)),
      next: count - k + 1,
      end: count,
      full: count >= max,
    });
    // Now and then, drop counters whose window ended long ago so the table stays small.
    if (Math.random() < 0.01) {
      void deleteEndedCounters(db).catch(() => undefined);
    }
  }

  function take(id: string, max: number): { current: number; ttl: number } | undefined {
    const lease = leases.get(id);
    const now = Date.now();
    if (!lease || lease.windowEndsAt <= now) return undefined;
    const ttl = lease.windowEndsAt - now;
    if (lease.next <= lease.end) return { current: lease.next++, ttl };
    // Used up: over the limit until the window ends if the shared count reached it, else claim more.
    return lease.full ? { current: max + 1, ttl } : undefined;
  }

  class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number) {
      const id = `${namespace}${key}`;
      const attempt = (): void => {
        const taken = take(id, max);
        if (taken) return callback(null, taken);
        // One claim at a time per client: requests that arrive meanwhile wait for it and take from it.
        let pending = claims.get(id);
        if (!pending) {
          pending = claim(id, timeWindow, max).finally(() => claims.delete(id));
          claims.set(id, pending);
        }
        pending.then(attempt, (error: Error) => callback(error));
      };
      attempt();
    }
    // A route with limits of its own counts apart from the scope's, under its own key.
    child(options: { routeInfo: { method: string; url: string } }) {
      const { method, url } = options.routeInfo;
      return new (postgresStore(db, `${namespace}${method}${url}-`).Store)();
    }
  }
  return {
    Store: PostgresRateLimitStore,
    // Only from a lease in hand: a claim is a write, which the fast read does not wait for.
    takeNow: (key, _timeWindow, max) => {
      const taken = take(`${namespace}${key}`, max);
      return taken && taken.current <= max ? taken : undefined;
    },
  };
}

/**
 * A counter store the plugin counts in (`Store`), and the same counts for the fast reads (lib/fast-reads.ts):
 * `takeNow` counts one request when that can be decided without waiting and leaves the client under its limit,
 * and otherwise counts nothing, leaving the request to the plugin (which waits, counts and refuses).
 */
interface SharedStore {
  Store: new () => { incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void };
  takeNow(key: string, timeWindow: number, max: number): { current: number; ttl: number } | undefined;
}

/** The most client windows kept in memory: past it the oldest window is dropped (as the plugin's LRU did). */
export const MEMORY_MAX = 20_000;

/**
 * Fixed windows per client in this process's memory (the embedded database runs one process), counted as
 * @fastify/rate-limit's own LocalStore counts them, but readable by the fast reads.
 *
 * The map holds windows in the order they started, and every window of a store is as long, so the ended ones are
 * always at the front: each new window drops them from there, and no request scans the whole map.
 */
export class MemoryWindows {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    const window = this.#windowOf(key, timeWindow, now);
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  takeNow(key: string, timeWindow: number, max: number): { current: number; ttl: number } | undefined {
    const now = Date.now();
    const window = this.#windowOf(key, timeWindow, now);
    if (window.count >= max) return undefined;
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  #windowOf(key: string, timeWindow: number, now: number) {
    const known = this.#windows.get(key);
    if (known && known.endsAt > now) return known;
    for (const [id, old] of this.#windows) {
      if (old.endsAt > now && this.#windows.size < MEMORY_MAX) break;
      this.#windows.delete(id);
    }
    // Set anew, not updated in place: the new window goes to the back, where the latest started are.
    this.#windows.delete(key);
    const window = { count: 0, endsAt: now + timeWindow };
    this.#windows.set(key, window);
    return window;
  }
}

/**
 * Counts in Redis while it answers, else in the fallback store, request by request: a Redis that is down or hung
 * costs a request at most the 50 ms command timeout (and then none for a second), never the limit itself.
 * Counts made in the fallback stay there: for the minute of an outage a client may get its limit once in each.
 */
function redisStore(redis: RedisCounters, namespace: string, fallback: SharedStore): SharedStore {
  type Local = {
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
    child?: (options: unknown) => Local;
  };
  class ResilientRedisStore {
    constructor(
      readonly space = namespace,
      readonly local: Local = new fallback.Store(),
    ) {}
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      if (!redis.usable()) return this.local.incr(key, callback, timeWindow, max);
      redis.count(`${this.space}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        () => this.local.incr(key, callback, timeWindow, max),
      );
    }
    // A route with limits of its own counts apart from the scope's, as the plugin's own Redis store does.
    child(options: { routeInfo: { method: string; url: string } }) {
      const { method, url } = options.routeInfo;
      return new ResilientRedisStore(
        `${this.space}${method}${url}-`,
        this.local.child?.(options) ?? this.local,
      );
    }
  }
  return {
    Store: ResilientRedisStore,
    // Behind Redis a count is a round trip, which a fast read does not wait for; while Redis is away, the fallback's.
    takeNow: (key, timeWindow, max) => (redis.usable() ? undefined : fallback.takeNow(key, timeWindow, max)),
  };
}

function memoryStore(): SharedStore {
  const shared = new MemoryWindows();
  // The plugin constructs the store with its own settings as the argument: the windows are a field, not a parameter.
  class MemoryRateLimitStore {
    windows = shared;
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      callback(null, this.windows.incr(key, timeWindow));
    }
    // A route with limits of its own counts apart from the scope's.
    child() {
      const store = new MemoryRateLimitStore();
      store.windows = new MemoryWindows();
      return store;
    }
  }
  return {
    Store: MemoryRateLimitStore,
    takeNow: (key, timeWindow, max) => shared.takeNow(key, timeWindow, max),
  };
}

/**
 * What a request counted outside the plugin gets: the headers the plugin would have set. Undefined when it could
 * not be counted now (the plugin must count it).
 */
export type TakeNow = (
  clientAddress: string,
) => { limit: number; remaining: number; resetSeconds: number } | undefined;

const ONE_MINUTE = 60_000;

/**
 * Registers @fastify/rate-limit in `scope` with `max` requests a minute per client address, counted in `backend`.
 * Answers how to count one request of this scope from outside Fastify (the fast reads); that count answers
 * undefined whenever it cannot be made without waiting (Redis, while it answers), leaving the request to Fastify.
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  backend: CounterBackend,
  options: { max: number; namespace: string },
): Promise<TakeNow | undefined> {
  const settings: RateLimitPluginOptions = {
    max: options.max,
    timeWindow: ONE_MINUTE,
    // The same key the fast reads count under: the address, an IPv6 client's /64.
    keyGenerator: (request) => rateLimitKeyOf(request.ip),
    // A counter store that is down must not take the site down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  };
  const localStore = (local: LocalBackend) =>
    local.kind === 'postgres' ? postgresStore(local.db, `${options.namespace}:`) : memoryStore();
  const shared =
    backend.kind === 'redis'
      ? redisStore(backend.redis, `rl:${options.namespace}:`, localStore(backend.fallback))
      : localStore(backend);
  settings.store = shared.Store as unknown as RateLimitPluginOptions['store'];
  await scope.register(rateLimit, settings);
  const { takeNow } = shared;
  const max = options.max;
  return (clientAddress) => {
    const taken = takeNow(rateLimitKeyOf(clientAddress), ONE_MINUTE, max);
    return taken && { limit: max, remaining: max - taken.current, resetSeconds: Math.ceil(taken.ttl / 1000) };
  };
}
