import { PLAN_PERIOD_MONTHS, type PlanChangeKind } from '@lisan/contract';
import type { schema } from '@lisan/db';

/* A subscription's paid periods: which one is in force, and what a verified payment makes of them. */

type SubscriptionRow = typeof schema.subscriptions.$inferSelect;

/** What decides the plan in force (`periodInForce`). */
export type SubscriptionPeriods = Pick<
  typeof schema.subscriptions.$inferSelect,
  'planId' | 'currentPeriodStart' | 'currentPeriodEnd' | 'nextPlanId' | 'nextPeriodEnd'
>;

/** Adds whole calendar months in UTC (Jan 31 + 1 month = Feb 28/29, not Mar 3). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The paid period in force at `now`, a scheduled downgrade that has begun taking the place of the one that ended. */
export function periodInForce(
  row: SubscriptionPeriods | undefined,
  now: Date,
): { planId: string; start: Date; end: Date; next: { planId: string; end: Date } | null } | null {
  if (!row) return null;
  if (row.currentPeriodEnd > now) {
    const next =
      row.nextPlanId && row.nextPeriodEnd ? { planId: row.nextPlanId, end: row.nextPeriodEnd } : null;
    return { planId: row.planId, start: row.currentPeriodStart, end: row.currentPeriodEnd, next };
  }
  if (row.nextPlanId && row.nextPeriodEnd && row.nextPeriodEnd > now) {
    return { planId: row.nextPlanId, start: row.currentPeriodEnd, end: row.nextPeriodEnd, next: null };
  }
  return null;
}

/**
 * The subscription after a verified payment of `kind`, from the row as it is when the payment is activated.
 * A change whose premise no longer holds (the period it upgrades has ended meanwhile) starts afresh from now.
 */
export function subscriptionAfter(
  row: SubscriptionRow | undefined,
  payment: { planId: string; changeKind: string },
  now: Date,
): {
  planId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  nextPlanId: string | null;
  nextPeriodEnd: Date | null;
} {
  const current = periodInForce(row, now);
  const kind = payment.changeKind as PlanChangeKind;
  if (current && kind === 'upgrade') {
    return {
      planId: payment.planId,
      currentPeriodStart: current.start,
      currentPeriodEnd: current.end,
      nextPlanId: null,
      nextPeriodEnd: null,
    };
  }
  if (current && kind === 'downgrade') {
    return {
      planId: current.planId,
      currentPeriodStart: current.start,
      currentPeriodEnd: current.end,
      nextPlanId: payment.planId,
      nextPeriodEnd: addMonths(current.end, PLAN_PERIOD_MONTHS),
    };
  }
  return {
    planId: payment.planId,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, PLAN_PERIOD_MONTHS),
    nextPlanId: null,
    nextPeriodEnd: null,
  };
}
