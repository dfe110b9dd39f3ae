import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql, type Database } from '@lisan/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { loggableError } from './error-handler.js';

/**
 * Where request counters live. With several instances (DATABASE_URL set) a counter in one process's memory
 * would let N instances allow N times the limit, so they go to Redis when REDIS_URL is set, else to PostgreSQL.
 * The embedded database means one process, so memory is enough (and cheapest).
 */
export type CounterBackend =
  { kind: 'memory' } | { kind: 'redis'; redis: Redis; prefix: string } | { kind: 'postgres'; db: Database };

export function counterBackend(app: FastifyInstance, config: Config): CounterBackend {
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (error) => app.log.warn({ err: loggableError(error) }, 'redis connection problem'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    return { kind: 'redis', redis, prefix: config.redisPrefix };
  }
  if (config.databaseUrl) return { kind: 'postgres', db: app.db };
  return { kind: 'memory' };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the `rate_limits` table: one atomic upsert per request. */
function postgresStore(db: Database, namespace: string) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const id = `${namespace}${key}`;
      db.execute(
        sql`insert into rate_limits (key, count, reset_at) values (${id}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
            returning count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? timeWindow)),
          });
          // Now and then, drop counters whose window ended long ago so the table stays small.
          if (Math.random() < 0.01) {
            void db
              .execute(sql`delete from rate_limits where reset_at < now() - interval '10 minutes'`)
              .catch(() => undefined);
          }
        })
        .catch((error: Error) => callback(error));
    }
    child() {
      return new PostgresRateLimitStore();
    }
  };
}

/** Registers @fastify/rate-limit in `scope` with `max` requests a minute per client address, counted in `backend`. */
export async function registerRateLimit(
  scope: FastifyInstance,
  backend: CounterBackend,
  options: { max: number; namespace: string },
) {
  const settings: RateLimitPluginOptions = {
    max: options.max,
    timeWindow: '1 minute',
    // A counter store that is down must not take the site down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  };
  if (backend.kind === 'redis') {
    settings.redis = backend.redis;
    settings.nameSpace = `${backend.prefix}rl:${options.namespace}:`;
  } else if (backend.kind === 'postgres') {
    settings.store = postgresStore(
      backend.db,
      `${options.namespace}:`,
    ) as unknown as RateLimitPluginOptions['store'];
  }
  await scope.register(rateLimit, settings);
}
