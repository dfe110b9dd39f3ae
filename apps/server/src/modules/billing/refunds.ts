import type { Database } from '@lisan/db';
import { claimRefund, findPaymentById, markRefunded, putBackRefund } from './billing.repository.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';

/** What an operator's refund did, for the command that ran it to print. */
export type RefundResult =
  | { ok: true; paymentId: string; refundId: string; amount: string; currency: string }
  | { ok: false; paymentId: string; reason: string };

/**
 * Refunds a payment in `refund_due` (money taken for a quote that no longer held, ADR 0020) through the gateway
 * that took it, and marks it `refunded` with the gateway's refund id. The row moves to `refunding` first, in a
 * conditional update, so two operators (or two runs) refunding the same payment send one refund; a refused or
 * failed refund puts it back to `refund_due` with the gateway's answer, to try again.
 */
export async function refundDuePayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  now: Date,
): Promise<RefundResult> {
  const payment = await findPaymentById(db, paymentId);
  const refuse = (reason: string): RefundResult => ({ ok: false, paymentId, reason });
  if (!payment) return refuse('There is no payment with this id.');
  if (payment.status !== 'refund_due')
    return refuse(`The payment is ${payment.status}; only a payment in refund_due is refunded.`);
  if (payment.gateway !== gateway.name)
    return refuse(`The payment was taken by ${payment.gateway}; this server's gateway is ${gateway.name}.`);
  if (!payment.gatewayPaymentId) return refuse('The payment has no gateway payment id to refund.');
  if (!(await claimRefund(db, paymentId)))
    return refuse('Another refund of this payment is under way or done.');
  const putBack = () => putBackRefund(db, paymentId);
  let answer;
  try {
    answer = await gateway.refund({
      paymentId: payment.gatewayPaymentId,
      entityId: payment.entityId,
      amount: payment.amount,
      currency: payment.currency,
    });
  } catch (error) {
    await putBack();
    return refuse(`The gateway could not be reached: ${(error as Error).message}`);
  }
  if (answer.kind !== 'success' || !answer.refundId) {
    await putBack();
    return refuse(`The gateway refused the refund: ${answer.code} ${answer.description}`);
  }
  await markRefunded(db, paymentId, answer.refundId, now);
  return {
    ok: true,
    paymentId,
    refundId: answer.refundId,
    amount: payment.amount,
    currency: payment.currency,
  };
}
