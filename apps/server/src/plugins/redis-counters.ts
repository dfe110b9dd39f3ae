import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { loggableError } from './error-handler.js';

/** A count Redis has not answered in this long is given up: the request is counted elsewhere instead. */
const REDIS_COMMAND_TIMEOUT_MS = 50;
/** After a failed count, requests count elsewhere for this long before Redis is asked again. */
const RETRY_AFTER_FAILURE_MS = 1000;

/** One INCR of a fixed window, its expiry set when the window starts: the count and the milliseconds left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`;

type CountingRedis = Redis & { lisanCount(key: string, windowMs: number): Promise<[number, number]> };

/**
 * The Redis that rate-limit counters are shared in, used only while it answers. Nothing waits for it: commands are
 * not queued while it is disconnected, a command it does not answer within 50 ms fails, and after a failure the
 * counters use their fallback (PostgreSQL or memory) for a second before Redis is asked again. The client keeps
 * reconnecting in the background, so the counts return to Redis by themselves once it is back.
 */
export class RedisCounters {
  readonly #client: CountingRedis;
  #failedAt = -Infinity;
  #reported: 'ok' | 'unavailable' | undefined;

  constructor(
    url: string,
    readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 1000,
      // Keep trying, at most every two seconds, for as long as the process runs.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    }) as CountingRedis;
    this.#client.defineCommand('lisanCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
    this.#client.on('error', (error) => this.#report('unavailable', error));
    this.#client.on('ready', () => this.#report('ok'));
  }

  /** Whether a count should go to Redis now: connected, and no failure within the last second. */
  usable(): boolean {
    return this.#client.status === 'ready' && performance.now() - this.#failedAt >= RETRY_AFTER_FAILURE_MS;
  }

  /**
   * Waits (at most `ms`) for the first connection, so an instance that starts with Redis up counts there from its
   * first request; a Redis that is down delays the start by this much, never more.
   */
  async connected(ms: number): Promise<void> {
    if (this.#client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#client.once('ready', done);
    });
  }

  /** What `/api/ready` reports. */
  state(): 'ok' | 'unavailable' {
    return this.usable() ? 'ok' : 'unavailable';
  }

  /** Counts one request in the key's window; rejects at once (or within 50 ms) when Redis cannot. */
  async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    try {
      const [current, ttl] = await this.#client.lisanCount(`${this.prefix}${key}`, windowMs);
      return { current: Number(current), ttl: Number(ttl) };
    } catch (error) {
      this.#failedAt = performance.now();
      this.#report('unavailable', error);
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.#client.status === 'ready') await this.#client.quit().catch(() => undefined);
    this.#client.disconnect();
  }

  /** One log line when Redis goes away and one when it is back, however many requests notice in between. */
  #report(state: 'ok' | 'unavailable', error?: unknown) {
    if (state === this.#reported) return;
    this.#reported = state;
    if (state === 'ok') this.log.info('redis is answering: rate limits count there again');
    else
      this.log.warn(
        { err: loggableError(error) },
        'redis is not answering: rate limits count in the fallback until it is back',
      );
  }
}
