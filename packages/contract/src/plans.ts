/*
 * The plan ids and the guard the browser needs before any schema: kept apart from billing.ts, whose zod schemas
 * would otherwise come along into the web app's first pages.
 */

export const PLAN_IDS = ['basic', 'standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans that cost money, so they go through checkout (Basic is free and needs only an account). */
export const PAID_PLAN_IDS = ['standard', 'premium'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}
