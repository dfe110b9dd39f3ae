import { z } from 'zod';
import { paymentMethodSchema, planIdSchema } from './billing.js';

/*
 * Changing plan while a paid period runs (the pricing FAQ promises proration):
 * - new:       no paid plan in force; the full price, a month from now.
 * - upgrade:   to a dearer plan; pay the difference for the days left of the current period, which keeps its end.
 *              The unused part of the current plan is the credit, subtracted from the new plan's price for those days.
 * - downgrade: to a cheaper plan; it starts when the current period ends (the dearer plan runs to its end), a month
 *              from then, paid now at the full price.
 * Buying the plan already in force (or already scheduled) is refused with 409 `plan_already_active`.
 */
export const PLAN_CHANGE_KINDS = ['new', 'upgrade', 'downgrade'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

export const planChangeQuerySchema = z.object({
  planId: planIdSchema,
  paymentMethod: paymentMethodSchema.default('VISA_MASTER'),
});

export const planChangeQuoteSchema = z
  .object({
    kind: z.enum(PLAN_CHANGE_KINDS),
    planId: planIdSchema,
    /** The plan in force now. */
    currentPlan: planIdSchema,
    /** What is charged now, two decimals, in `currency`. */
    amount: z.string(),
    currency: z.string(),
    /** The new plan's monthly price in `currency`. */
    fullPrice: z.string(),
    /** Upgrade: the unused value of the current plan for the days left, subtracted from the new plan's. */
    credit: z.string(),
    /** Upgrade: days left of the current period (rounded up). */
    daysLeft: z.number().int(),
    /** ISO date-time the new plan starts (now, or the current period's end for a downgrade). */
    startsAt: z.string(),
    /** ISO date-time the period paid for ends. */
    endsAt: z.string(),
  })
  .meta({ id: 'PlanChangeQuote' });
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

export const PLAN_CHANGE_TEXTS = {
  alreadyActive: (plan: string, until: string) =>
    `You already have the ${plan} plan (until ${until}); there is nothing to buy.`,
  alreadyScheduled: (plan: string, from: string) =>
    `Your ${plan} plan is already booked to start on ${from}.`,
} as const;

/** GET /api/me/phrase-pool: the phrases the caller's plan opens; null when it opens all of them. */
export const phrasePoolResponseSchema = z
  .object({ plan: planIdSchema, openPhraseIds: z.array(z.string()).nullable() })
  .meta({ id: 'PhrasePool' });
export type PhrasePoolResponse = z.infer<typeof phrasePoolResponseSchema>;
