import { and, eq, gt, isNull, lt, schema, type Database } from '@lisan/db';

/** The sandbox gateway's checkouts (sandbox.service.ts answers the protocol). */
const t = schema.sandboxCheckouts;

export type SandboxCheckoutRow = typeof t.$inferSelect;
export type NewSandboxCheckout = typeof t.$inferInsert;
export type CheckoutPayment = Pick<
  NewSandboxCheckout,
  'paidAt' | 'paymentId' | 'paymentBrand' | 'resultCode' | 'resultDescription' | 'cardLast4'
>;

export async function deleteCheckoutsExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(t).where(lt(t.expiresAt, before));
}

export async function insertCheckout(db: Database, checkout: NewSandboxCheckout): Promise<void> {
  await db.insert(t).values(checkout);
}

export async function findCheckout(db: Database, id: string): Promise<SandboxCheckoutRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/**
 * Records the payment on a checkout that is neither paid nor expired, in one conditional update so two submits
 * racing record one payment. False when it was already paid (or expired).
 */
export async function payOpenCheckout(
  db: Database,
  id: string,
  now: Date,
  payment: CheckoutPayment,
): Promise<boolean> {
  const updated = await db
    .update(t)
    .set(payment)
    .where(and(eq(t.id, id), isNull(t.paidAt), gt(t.expiresAt, now)))
    .returning({ id: t.id });
  return updated.length > 0;
}

/** Replaces the widget session of an unpaid checkout (the payment's owner opening its form again). */
export async function setWidgetSession(db: Database, id: string, sessionHash: string): Promise<void> {
  await db
    .update(t)
    .set({ widgetSessionHash: sessionHash })
    .where(and(eq(t.id, id), isNull(t.paidAt)));
}

/** Gives an unpaid checkout its first widget session; false when another caller claimed it already. */
export async function claimWidgetSession(db: Database, id: string, sessionHash: string): Promise<boolean> {
  const claimed = await db
    .update(t)
    .set({ widgetSessionHash: sessionHash })
    .where(and(eq(t.id, id), isNull(t.widgetSessionHash), isNull(t.paidAt)))
    .returning({ id: t.id });
  return claimed.length > 0;
}

export async function findByPaymentId(
  db: Database,
  paymentId: string,
): Promise<SandboxCheckoutRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.paymentId, paymentId)).limit(1);
  return row;
}

/** Records the refund of a paid checkout's payment, once: false when it was refunded already. */
export async function markRefunded(db: Database, id: string, refundId: string): Promise<boolean> {
  const updated = await db
    .update(t)
    .set({ refundId })
    .where(and(eq(t.id, id), isNull(t.refundId)))
    .returning({ id: t.id });
  return updated.length > 0;
}
