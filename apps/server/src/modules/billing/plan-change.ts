import {
  CURRENCY_BY_METHOD,
  PLAN_CHANGE_TEXTS,
  PLAN_PERIOD_MONTHS,
  planById,
  type PaymentMethod,
  type PlanChangeQuote,
  type PlanId,
} from '@lisan/contract';
import { type Database } from '@lisan/db';
import { ConflictError } from '../../errors.js';
import { subscriptionOf } from './billing.repository.js';
import { addMonths, periodInForce } from './plan-periods.js';

const DAY_MS = 24 * 3600 * 1000;

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
