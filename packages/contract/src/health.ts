import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/**
 * GET /api/ready: whether this instance can serve, for a load balancer or an orchestrator. It says what is wrong
 * and nothing of how the server is built (no database kind, versions or counts): anyone on the internet may ask.
 * Redis is listed only when configured; while it is away the instance still serves (rate limits count in the
 * database or memory), so it is reported without making the instance not-ready.
 */
export const readyResponseSchema = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    database: z.enum(['ok', 'unavailable']),
    migrations: z.enum(['current', 'pending']),
    redis: z.enum(['ok', 'unavailable']).optional(),
  })
  .meta({ id: 'Ready' });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
