import { z } from 'zod';

/** Every error the API answers has this body; `code` is stable and machine-readable, `message` is for people. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
