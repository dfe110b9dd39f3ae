import {
  CURRENCY_BY_METHOD,
  PLAN_CHANGE_TEXTS,
  PLAN_PERIOD_MONTHS,
  planById,
  type PaymentMethod,
  type PlanChangeKind,
  type PlanChangeQuote,
  type PlanId,
} from '@lisan/contract';
import type { schema } from '@lisan/db';
import { type Database } from '@lisan/db';
import { ConflictError } from '../../errors.js';
import { addMonths, subscriptionOf, type SubscriptionPeriods } from './billing.repository.js';

const DAY_MS = 24 * 3600 * 1000;

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

/** Whole cents of a US dollar amount in the method's currency (MADA charges SAR). */
function cents(usd: number, method: PaymentMethod, usdToSarRate: number): number {
  return Math.round(usd * 100 * (CURRENCY_BY_METHOD[method] === 'SAR' ? usdToSarRate : 1));
}

const money = (c: number) => (c / 100).toFixed(2);
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/**
 * What buying `planId` now costs and does, decided by the server from the subscription (never the client's word).
 * Throws 409 `plan_already_active` for the plan already in force or already booked.
 */
export async function quotePlanChange(
  db: Database,
  userId: string,
  planId: PlanId,
  method: PaymentMethod,
  usdToSarRate: number,
  now = new Date(),
): Promise<PlanChangeQuote> {
  const target = planById(planId);
  const current = periodInForce(await subscriptionOf(db, userId), now);
  const currency = CURRENCY_BY_METHOD[method];
  const fullCents = cents(target.price, method, usdToSarRate);
  const base = { planId, currency, fullPrice: money(fullCents) };

  if (!current || current.planId === 'basic') {
    return {
      ...base,
      kind: 'new',
      currentPlan: 'basic',
      amount: money(fullCents),
      credit: '0.00',
      daysLeft: 0,
      startsAt: now.toISOString(),
      endsAt: addMonths(now, PLAN_PERIOD_MONTHS).toISOString(),
    };
  }
  const currentPlan = planById(current.planId as PlanId);
  if (current.planId === planId) {
    throw new ConflictError(
      PLAN_CHANGE_TEXTS.alreadyActive(target.name, dateOnly(current.end)),
      'plan_already_active',
    );
  }
  if (current.next?.planId === planId) {
    throw new ConflictError(
      PLAN_CHANGE_TEXTS.alreadyScheduled(target.name, dateOnly(current.end)),
      'plan_already_active',
    );
  }

  if (target.price > currentPlan.price) {
    // The rest of the period at the new plan's price, less the unused part of the plan already paid for.
    const fraction = Math.max(
      0,
      Math.min(
        1,
        (current.end.getTime() - now.getTime()) / (current.end.getTime() - current.start.getTime()),
      ),
    );
    const newPart = Math.round(fullCents * fraction);
    const credit = Math.round(cents(currentPlan.price, method, usdToSarRate) * fraction);
    // A gateway takes no payment of nothing: the last minutes of a period still cost a cent.
    const amount = Math.max(1, newPart - credit);
    return {
      ...base,
      kind: 'upgrade',
      currentPlan: currentPlan.id,
      amount: money(amount),
      credit: money(credit),
      daysLeft: Math.ceil((current.end.getTime() - now.getTime()) / DAY_MS),
      startsAt: now.toISOString(),
      endsAt: current.end.toISOString(),
    };
  }
  return {
    ...base,
    kind: 'downgrade',
    currentPlan: currentPlan.id,
    amount: money(fullCents),
    credit: '0.00',
    daysLeft: Math.ceil((current.end.getTime() - now.getTime()) / DAY_MS),
    startsAt: current.end.toISOString(),
    endsAt: addMonths(current.end, PLAN_PERIOD_MONTHS).toISOString(),
  };
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
