import { PLAN_PERIOD_MONTHS, type PlanChangeKind } from '@lisan/contract';
import type { schema } from '@lisan/db';

/* A subscription's paid periods: which one is in force, and what a verified payment makes of them. */

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

/** The subscription's periods as a payment leaves them. */
interface Periods {
  planId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  nextPlanId: string | null;
  nextPeriodEnd: Date | null;
}

/** What a verified payment does: grant exactly what it was quoted for, or nothing (the money is owed back). */
export type Activation = { grant: Periods } | { refund: string };

/** What activation needs of a payment: what it buys and the premise it was priced on. */
type QuotedPayment = Pick<
  typeof schema.payments.$inferSelect,
  'planId' | 'changeKind' | 'fromPlanId' | 'periodEnd'
>;

/**
 * What a verified payment does to the subscription, decided from the row as it is when the payment is activated
 * (which may be long after the quote: the gateway's own late call comes about half an hour later).
 *
 * - A prorated upgrade paid for the new plan until the end of the period it upgrades, and for nothing more. It is
 *   honoured only while that period is still in force with the plan it was priced against; otherwise (the period
 *   ended, or another payment changed the plan meanwhile) nothing is granted and the payment is owed back.
 * - A full price (a first purchase or a downgrade) bought one whole period of its plan. It comes after whatever is
 *   already paid for: a fresh period when nothing runs, the period in force extended when it is the same plan (two
 *   checkouts paid for the same plan buy two periods), or booked after it when it is another plan. Only when a
 *   third plan would have to be booked behind two others is it owed back instead.
 */
export function subscriptionAfter(
  row: SubscriptionPeriods | undefined,
  payment: QuotedPayment,
  now: Date,
): Activation {
  const inForce = periodInForce(row, now);
  const current = inForce && inForce.planId !== 'basic' ? inForce : null;
  const kind = payment.changeKind as PlanChangeKind;

  if (kind === 'upgrade') {
    const premiseHolds =
      current !== null &&
      current.planId !== payment.planId &&
      // Payments quoted before the quote's premise was stored name no plan or period: the plan must differ.
      (payment.fromPlanId === null || current.planId === payment.fromPlanId) &&
      (payment.periodEnd === null || current.end.getTime() === payment.periodEnd.getTime());
    if (!premiseHolds) {
      return {
        refund: current
          ? `the upgrade was priced for the ${payment.fromPlanId ?? 'previous'} period ending ${payment.periodEnd?.toISOString() ?? '(unknown)'}; the ${current.planId} period ending ${current.end.toISOString()} is in force instead`
          : `the upgrade was priced for a period ending ${payment.periodEnd?.toISOString() ?? '(unknown)'}, which had ended when the payment was verified`,
      };
    }
    return {
      grant: {
        planId: payment.planId,
        currentPeriodStart: current.start,
        currentPeriodEnd: current.end,
        nextPlanId: current.next?.planId ?? null,
        nextPeriodEnd: current.next?.end ?? null,
      },
    };
  }

  if (!current) {
    return {
      grant: {
        planId: payment.planId,
        currentPeriodStart: now,
        currentPeriodEnd: addMonths(now, PLAN_PERIOD_MONTHS),
        nextPlanId: null,
        nextPeriodEnd: null,
      },
    };
  }
  if (current.planId === payment.planId) {
    // One more period of the plan in force; a plan booked after it moves back by as much.
    return {
      grant: {
        planId: current.planId,
        currentPeriodStart: current.start,
        currentPeriodEnd: addMonths(current.end, PLAN_PERIOD_MONTHS),
        nextPlanId: current.next?.planId ?? null,
        nextPeriodEnd: current.next ? addMonths(current.next.end, PLAN_PERIOD_MONTHS) : null,
      },
    };
  }
  if (!current.next || current.next.planId === payment.planId) {
    return {
      grant: {
        planId: current.planId,
        currentPeriodStart: current.start,
        currentPeriodEnd: current.end,
        nextPlanId: payment.planId,
        nextPeriodEnd: addMonths(current.next?.end ?? current.end, PLAN_PERIOD_MONTHS),
      },
    };
  }
  return {
    refund: `a ${payment.planId} period cannot be booked after the ${current.planId} period and the ${current.next.planId} period already booked`,
  };
}
