import { z } from 'zod';
import { safeEmail, safeString } from './safe-string.js';

/** Limits of the Contact Us form; the web form uses the same numbers for its maxLength attributes. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  /** Messages one address may send an hour: each is stored and mailed, so the form must not become a flood. */
  perHour: 5,
} as const;

/**
 * The contact form's 429: how long until the hour's allowance frees up, in whole minutes, so the page can say it
 * in the learner's language (the message says it in English).
 */
export const contactRateLimitedSchema = z
  .object({
    message: z.string(),
    code: z.literal('contact_rate_limited'),
    retryAfterMinutes: z.number().int().min(1),
  })
  .meta({ id: 'ContactRateLimited' });

export function contactRateLimitedText(minutes: number): string {
  return `You have sent several messages in the last hour. Please try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const trimmed = (max: number) => safeString().trim().min(1).max(max);

/** POST /api/contact: a message from the Contact Us page. Anyone may send one, signed in or not. */
export const contactRequestSchema = z
  .object({
    name: trimmed(CONTACT_LIMITS.name),
    email: safeEmail().max(CONTACT_LIMITS.email),
    subject: trimmed(CONTACT_LIMITS.subject),
    message: trimmed(CONTACT_LIMITS.message),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z
  .object({
    id: z.string(),
    /** True once the message is stored; delivery by mail happens after and never loses the stored copy. */
    received: z.literal(true),
  })
  .meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
