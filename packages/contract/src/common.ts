import { z } from 'zod';

/** Every error the API answers has this body; `code` is stable and machine-readable, `message` is for people. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The id the spec falls back to when nobody is signed in (spec §6). */
export const DEMO_USER_ID = 'demo-user';
