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

type SubscriptionRow = typeof schema.subscriptions.$inferSelect;

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
