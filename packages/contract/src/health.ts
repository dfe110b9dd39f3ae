import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export const readyResponseSchema = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    database: z.enum(['pglite', 'postgres']),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  })
  .meta({ id: 'Ready' });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
