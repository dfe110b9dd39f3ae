import { and, eq, isNull, lt, lte, or, preparedQuery, schema, sql, type Database } from '@lisan/db';
import { subscriptionAfter, type SubscriptionPeriods } from './plan-periods.js';

export type PaymentRow = typeof schema.payments.$inferSelect;
export type NewPayment = typeof schema.payments.$inferInsert;

export async function insertPayment(db: Database, payment: NewPayment): Promise<void> {
  await db.insert(schema.payments).values(payment);
}

export async function findPaymentByCheckoutId(
  db: Database,
  checkoutId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.checkoutId, checkoutId))
    .limit(1);
  return row;
}

export async function findPaymentById(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(schema.payments).where(eq(schema.payments.id, id)).limit(1);
  return row;
}

export type PaymentUpdate = Pick<
  NewPayment,
  'resultCode' | 'resultDescription' | 'gatewayPaymentId' | 'paymentBrand' | 'cardLast4' | 'failureReason'
>;

/**
 * Records a final outcome other than success. Only a payment still `pending` changes, so a late or repeated
 * verification can never turn a granted payment into a failed one.
 */
export async function settlePayment(
  db: Database,
  id: string,
  status: 'review' | 'failed',
  update: PaymentUpdate,
  now: Date,
): Promise<void> {
  const t = schema.payments;
  await db
    .update(t)
    .set({ ...update, status, verifiedAt: now, checkingUntil: null })
    .where(and(eq(t.id, id), eq(t.status, 'pending')));
}

/** Keeps the latest gateway answer on a payment that is still pending, and ends this instance's check. */
export async function notePending(db: Database, id: string, update: PaymentUpdate): Promise<void> {
  const t = schema.payments;
  await db
    .update(t)
    .set({ ...update, checkingUntil: null })
    .where(and(eq(t.id, id), eq(t.status, 'pending')));
}

/**
 * Takes the right to ask the gateway about a pending payment now, for every instance on the database: only when
 * nobody holds it (`checking_until` passed) and the gateway was not asked in the last `recheckMs`. Returns whether
 * this call got it; the holder keeps it until it records the answer, or `leaseMs` at most.
 */
export async function claimGatewayCheck(
  db: Database,
  id: string,
  now: Date,
  recheckMs: number,
  leaseMs: number,
): Promise<boolean> {
  const t = schema.payments;
  const claimed = await db
    .update(t)
    .set({ checkedAt: now, checkingUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(t.id, id),
        eq(t.status, 'pending'),
        or(isNull(t.checkingUntil), lte(t.checkingUntil, now)),
        or(isNull(t.checkedAt), lte(t.checkedAt, new Date(now.getTime() - recheckMs))),
      ),
    )
    .returning({ id: t.id });
  return claimed.length > 0;
}

/** Gives the check back when the gateway could not be asked, so the next verification may try at once. */
export async function releaseGatewayCheck(db: Database, id: string): Promise<void> {
  const t = schema.payments;
  await db.update(t).set({ checkingUntil: null, checkedAt: null }).where(eq(t.id, id));
}

/**
 * Marks a verified payment successful and grants what it was quoted for, exactly once. The conditional update
 * (`status = 'pending'`) is the guard: of any number of concurrent verifications, one changes the row (PostgreSQL
 * makes the others wait for its transaction, then see nothing left to change) and only that one changes the
 * subscription, in the same transaction. When what the payment paid for can no longer be granted (plan-change.ts
 * `subscriptionAfter`), the payment is recorded as `refund_due` instead and nothing is granted.
 * Returns what this call did: `activated`, `refund_due`, or null when another call had already decided.
 */
export async function activatePayment(
  db: Database,
  payment: PaymentRow,
  update: PaymentUpdate,
  now: Date,
): Promise<'activated' | 'refund_due' | null> {
  return db.transaction(async (tx) => {
    const t = schema.payments;
    const s = schema.subscriptions;
    // The learner's row is locked first (it exists even before a first subscription), so two payments of one
    // learner are decided one after the other, each from the subscription the other left.
    await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.id, payment.userId))
      .for('update');
    const [current] = await tx.select().from(s).where(eq(s.userId, payment.userId)).limit(1);
    const [fresh] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, payment.id), eq(t.status, 'pending')))
      .for('update')
      .limit(1);
    if (!fresh) return null;
    const outcome = subscriptionAfter(current, fresh, now);
    if ('refund' in outcome) {
      await tx
        .update(t)
        .set({
          ...update,
          status: 'refund_due',
          refundReason: outcome.refund,
          verifiedAt: now,
          checkingUntil: null,
        })
        .where(eq(t.id, payment.id));
      return 'refund_due';
    }
    await tx
      .update(t)
      .set({ ...update, status: 'success', verifiedAt: now, activatedAt: now, checkingUntil: null })
      .where(eq(t.id, payment.id));
    const next = outcome.grant;
    await tx
      .insert(s)
      .values({ userId: payment.userId, ...next, lastPaymentId: payment.id, updatedAt: now })
      .onConflictDoUpdate({ target: s.userId, set: { ...next, lastPaymentId: payment.id, updatedAt: now } });
    return 'activated';
  });
}

/** A user's payments, newest first (profile, data export). */
export async function paymentsOf(db: Database, userId: string): Promise<PaymentRow[]> {
  const rows = await db.select().from(schema.payments).where(eq(schema.payments.userId, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

// Read by every answer and random pick of a stored learner (the plan in force): built once.
const subscriptionByUser = preparedQuery((db) =>
  db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('subscription_of'),
);

export async function subscriptionOf(db: Database, userId: string) {
  const [row] = await subscriptionByUser(db).execute({ userId });
  return row;
}

/**
 * The learner's subscription periods as one json column `subscription` (null without a subscription), for a
 * caller's own statement: the random pick reads it with the picker's state. `userId` is the learner's id in that
 * statement (a placeholder, or a column of the row that names the learner).
 */
export const subscriptionPeriodsColumn = (userId: ReturnType<typeof sql>) => sql`(select json_build_object(
    'planId', s.plan_id, 'currentPeriodStart', s.current_period_start, 'currentPeriodEnd', s.current_period_end,
    'nextPlanId', s.next_plan_id, 'nextPeriodEnd', s.next_period_end)
  from ${schema.subscriptions} s where s.user_id = ${userId}) as subscription`;

/** The periods from a row holding subscriptionPeriodsColumn (json timestamps are ISO 8601 text). */
export function subscriptionPeriodsOf(row: Record<string, unknown>): SubscriptionPeriods | undefined {
  const value = row.subscription;
  if (value == null) return undefined;
  const s = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string | null>;
  const date = (text: string | null) => (text === null ? null : new Date(text));
  return {
    planId: s.planId!,
    currentPeriodStart: date(s.currentPeriodStart!)!,
    currentPeriodEnd: date(s.currentPeriodEnd!)!,
    nextPlanId: s.nextPlanId ?? null,
    nextPeriodEnd: date(s.nextPeriodEnd ?? null),
  };
}

/** LLM-judged answers the learner has used on this (UTC) day. */
export async function aiAnswersUsed(db: Database, userId: string, day: string): Promise<number> {
  const [usage] = await db
    .select({ count: schema.aiUsage.count })
    .from(schema.aiUsage)
    .where(and(eq(schema.aiUsage.userId, userId), eq(schema.aiUsage.day, day)))
    .limit(1);
  return usage?.count ?? 0;
}

/**
 * Counts one LLM-judged answer in a single conditional upsert, so concurrent answers cannot overspend the limit.
 * Returns the day's new count, or undefined when the limit was already reached (nothing was counted). Unlimited
 * plans (limit null) still count, for the record.
 */
export async function countAiAnswer(
  db: Database,
  userId: string,
  day: string,
  limit: number | null,
): Promise<number | undefined> {
  const t = schema.aiUsage;
  const rows = await db
    .insert(t)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [t.userId, t.day],
      set: { count: sql`${t.count} + 1` },
      ...(limit === null ? {} : { setWhere: lt(t.count, limit) }),
    })
    .returning({ count: t.count });
  return rows[0]?.count;
}

/** The learner's AI-judged answers per day (their data export). */
export async function aiUsageOf(db: Database, userId: string) {
  return db
    .select({ day: schema.aiUsage.day, count: schema.aiUsage.count })
    .from(schema.aiUsage)
    .where(eq(schema.aiUsage.userId, userId));
}

export async function deleteAiUsageOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(schema.aiUsage).where(eq(schema.aiUsage.userId, userId));
}

/** Moves a payment from `refund_due` to `refunding`; false when it was not in `refund_due` (another refund runs). */
export async function claimRefund(db: Database, id: string): Promise<boolean> {
  const claimed = await db
    .update(schema.payments)
    .set({ status: 'refunding' })
    .where(and(eq(schema.payments.id, id), eq(schema.payments.status, 'refund_due')))
    .returning({ id: schema.payments.id });
  return claimed.length > 0;
}

/** A refund that did not happen: the payment is back in `refund_due`, to try again. */
export async function putBackRefund(db: Database, id: string): Promise<void> {
  await db
    .update(schema.payments)
    .set({ status: 'refund_due' })
    .where(and(eq(schema.payments.id, id), eq(schema.payments.status, 'refunding')));
}

export async function markRefunded(db: Database, id: string, refundId: string, at: Date): Promise<void> {
  await db
    .update(schema.payments)
    .set({ status: 'refunded', refundId, refundedAt: at })
    .where(eq(schema.payments.id, id));
}
