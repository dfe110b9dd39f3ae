import { randomUUID } from 'node:crypto';
import {
  BILLING_TEXTS,
  BRANDS_BY_METHOD,
  ERROR_TEXTS,
  planById,
  type CreateCheckoutResponse,
  type PaymentStatusResponse,
  type PlanId,
  type SubscriptionResponse,
  planIdSchema,
} from '@lisan/contract';
import type { createCheckoutRequestSchema, paymentStatusQuerySchema } from '@lisan/contract';
import type { Database } from '@lisan/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.js';
import { takeQuota } from '../../lib/user-quota.js';
import {
  activatePayment,
  claimGatewayCheck,
  findPaymentByCheckoutId,
  findPaymentById,
  insertPayment,
  notePending,
  releaseGatewayCheck,
  settlePayment,
  type PaymentRow,
  type PaymentUpdate,
} from './billing.repository.js';
import { currentPlanOf, entitlementsFor } from './entitlements.js';
import { quotePlanChange } from './plan-change.js';
import { periodInForce } from './plan-periods.js';
import { subscriptionOf } from './billing.repository.js';
import {
  checkoutIdFromResourcePath,
  resourcePathOf,
  type GatewayPaymentStatus,
  type PaymentGateway,
} from './gateway/payment-gateway.js';

export interface BillingDeps {
  db: Database;
  gateway: PaymentGateway;
  usdToSarRate: number;
  log: FastifyBaseLogger;
}

export async function createCheckout(
  deps: BillingDeps,
  userId: string,
  request: z.output<typeof createCheckoutRequestSchema>,
): Promise<CreateCheckoutResponse> {
  const plan = planById(request.planId);
  if (plan.price === 0) throw new BadRequestError(BILLING_TEXTS.basicIsFree, 'plan_is_free');
  // A change of plan is priced from the subscription in force: prorated upgrade, downgrade at the period's end,
  // and no second purchase of the plan already held.
  const quote = await quotePlanChange(deps.db, userId, plan.id, request.paymentMethod, deps.usdToSarRate);
  const { amount, currency } = quote;
  // Our own id for the payment, sent as merchantTransactionId and checked again when the result comes back.
  const merchantTransactionId = `lisan-${randomUUID()}`;
  const { checkoutId, entityId } = await deps.gateway.createCheckout({
    method: request.paymentMethod,
    amount,
    currency,
    merchantTransactionId,
    customer: request.customerDetails,
  });
  await insertPayment(deps.db, {
    id: merchantTransactionId,
    userId,
    planId: plan.id,
    paymentMethod: request.paymentMethod,
    gateway: deps.gateway.name,
    entityId,
    checkoutId,
    amount,
    currency,
    status: 'pending',
    changeKind: quote.kind,
    // What the price was set for: activation grants this and nothing more (plan-change.ts subscriptionAfter).
    fromPlanId: quote.kind === 'new' ? null : quote.currentPlan,
    periodStart: new Date(quote.startsAt),
    periodEnd: new Date(quote.endsAt),
  });
  return {
    checkoutId,
    widgetBaseUrl: deps.gateway.widgetBaseUrl,
    brands: BRANDS_BY_METHOD[request.paymentMethod].join(' '),
    amount,
    currency,
    sandbox: deps.gateway.name === 'sandbox',
    kind: quote.kind,
  };
}

/** Same amount whatever the formatting ("71.25" and "71.250" agree). */
function sameAmount(a: string | undefined, b: string): boolean {
  return (
    a !== undefined && /^\d+(\.\d+)?$/.test(a) && Math.round(Number(a) * 100) === Math.round(Number(b) * 100)
  );
}

/** Why a payment the gateway reports as successful does not match what we asked for, if it does not. */
function mismatch(payment: PaymentRow, status: GatewayPaymentStatus): string | undefined {
  if (!sameAmount(status.amount, payment.amount))
    return `amount ${status.amount ?? '(none)'} instead of ${payment.amount}`;
  if (status.currency !== payment.currency)
    return `currency ${status.currency ?? '(none)'} instead of ${payment.currency}`;
  if (status.merchantTransactionId !== payment.id) return 'merchantTransactionId does not match';
  return undefined;
}

/** A pending answer from the gateway stands this long before it is asked again (OPPWA allows a few a minute). */
export const PENDING_RECHECK_MS = 10_000;
/** The longest one instance keeps other instances from asking the gateway about a payment (a status call's
 *  timeout is shorter). */
const CHECK_LEASE_MS = 20_000;
/** How long a verification waits for another instance's answer before reporting the payment as still pending. */
const WAIT_FOR_OTHER_MS = 3_000;
/** Verifications a signed-in learner may ask for in a minute (the result page asks once, and again on a click). */
export const STATUS_CHECKS_PER_MINUTE = 30;

/** The verification under way in this process, per payment: concurrent callers share its answer. */
const inFlight = new Map<string, Promise<PaymentStatusResponse>>();

/**
 * `GET /payment-status`: asks the gateway about the checkout named by `resourcePath`, checks the answer against
 * the recorded payment and grants what the payment was quoted for, once. Safe to call any number of times,
 * concurrently, and late (the gateway itself may call the result URL after half an hour). A payment already
 * decided is answered from the record; an undecided one is asked about by one caller at a time across instances
 * (the others share or wait for its answer), and a pending answer stands for PENDING_RECHECK_MS, so a burst of
 * page loads makes one status call (the gateway rate limits them).
 *
 * `callerId` is the signed-in user, who must own the payment; null for the gateway's own late call, which may
 * complete a payment but learns nothing from the answer.
 */
export async function verifyPayment(
  deps: BillingDeps,
  query: z.output<typeof paymentStatusQuerySchema>,
  callerId: string | null,
  now = new Date(),
): Promise<PaymentStatusResponse> {
  const checkoutId = checkoutIdFromResourcePath(query.resourcePath);
  if (!checkoutId) throw new BadRequestError(ERROR_TEXTS.invalidPaymentResponse, 'invalid_payment_response');
  if (callerId !== null) {
    await takeQuota(
      deps.db,
      `payment-status:${callerId}`,
      STATUS_CHECKS_PER_MINUTE,
      60,
      (seconds) => `Too many payment checks. Please wait ${seconds} seconds and check again.`,
    );
  }
  const payment = await findPaymentByCheckoutId(deps.db, checkoutId);
  if (!payment) throw new NotFoundError(BILLING_TEXTS.unknownCheckout, 'unknown_checkout');
  if (callerId !== null && payment.userId !== callerId)
    throw new ForbiddenError('This payment belongs to another account.');
  if (query.entityId !== undefined && query.entityId !== payment.entityId) {
    throw new BadRequestError(ERROR_TEXTS.invalidPaymentResponse, 'invalid_payment_response');
  }
  if (payment.status !== 'pending') return describe(payment);

  let flight = inFlight.get(payment.id);
  if (!flight) {
    flight = checkWithGateway(deps, payment, now).finally(() => inFlight.delete(payment.id));
    inFlight.set(payment.id, flight);
  }
  return flight;
}

/** One verification of a pending payment: asks the gateway if this instance may, else reports what is known. */
async function checkWithGateway(
  deps: BillingDeps,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentStatusResponse> {
  if (!(await claimGatewayCheck(deps.db, payment.id, now, PENDING_RECHECK_MS, CHECK_LEASE_MS))) {
    return describe(await answerOfOtherCheck(deps.db, payment));
  }
  // The path is rebuilt from the id rather than passed through, so a crafted resourcePath cannot steer the
  // server's request to another path on the gateway.
  let status: GatewayPaymentStatus;
  try {
    status = await deps.gateway.paymentStatus(resourcePathOf(payment.checkoutId), payment.entityId);
  } catch (error) {
    await releaseGatewayCheck(deps.db, payment.id);
    throw error;
  }
  const update: PaymentUpdate = {
    resultCode: status.code,
    resultDescription: status.description,
    gatewayPaymentId: status.paymentId ?? null,
    paymentBrand: status.paymentBrand ?? null,
    cardLast4: status.cardLast4 ?? null,
  };
  if (status.kind === 'success') {
    const problem = mismatch(payment, status);
    if (problem) {
      deps.log.warn(
        { paymentId: payment.id, problem },
        'gateway reported a payment that does not match the checkout',
      );
      await settlePayment(deps.db, payment.id, 'failed', { ...update, failureReason: problem }, now);
    } else {
      const done = await activatePayment(deps.db, payment, update, now);
      if (done === 'activated')
        deps.log.info({ paymentId: payment.id, plan: payment.planId }, 'subscription activated');
      if (done === 'refund_due')
        deps.log.warn(
          { paymentId: payment.id, plan: payment.planId, amount: payment.amount, currency: payment.currency },
          'payment received for a quote that no longer holds: nothing granted, refund due',
        );
    }
  } else if (status.kind === 'review') {
    await settlePayment(deps.db, payment.id, 'review', update, now);
  } else if (status.kind === 'pending') {
    await notePending(deps.db, payment.id, update);
  } else {
    await settlePayment(deps.db, payment.id, 'failed', update, now);
  }
  const settled = await findPaymentById(deps.db, payment.id);
  return describe(settled ?? payment);
}

/** Another instance is asking the gateway, or just did: its answer, once recorded (briefly waited for). */
async function answerOfOtherCheck(db: Database, payment: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const row = (await findPaymentById(db, payment.id)) ?? payment;
    const checking = row.checkingUntil !== null && row.checkingUntil.getTime() > Date.now();
    if (row.status !== 'pending' || !checking || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The kind of failure, from the gateway's result code (OPPWA: 000.400.1xx are 3-D Secure and risk checks). */
function failureReasonOf(payment: PaymentRow): 'declined' | 'authentication' | 'other' {
  if (payment.failureReason) return 'other';
  const code = payment.resultCode ?? '';
  if (/^000\.400\.1/.test(code) || /^800\.400\.1/.test(code)) return 'authentication';
  if (/^800\.[17]00|^800\.800\.[123]/.test(code)) return 'declined';
  return 'other';
}

/** The public API's payment-status answer for a recorded payment. */
function describe(payment: PaymentRow): PaymentStatusResponse {
  const planId: PlanId | undefined = planIdSchema.safeParse(payment.planId).data;
  const base = {
    transactionId: payment.gatewayPaymentId ?? payment.id,
    amount: payment.amount,
    currency: payment.currency,
    planId,
  };
  const planName = planId ? planById(planId).name : payment.planId;
  switch (payment.status) {
    case 'success':
      return {
        ...base,
        success: true,
        outcome: 'success',
        message: `Payment successful. Your ${planName} plan is active.`,
      };
    case 'review':
      return {
        ...base,
        success: false,
        outcome: 'review',
        message:
          'Your payment was received and is being reviewed. Your plan starts as soon as it is approved.',
      };
    case 'refunded':
      return {
        ...base,
        success: false,
        outcome: 'refund',
        message: `Your payment was received, but the period its price was set for had ended or changed before it was confirmed, so it was not applied to your plan. It has been refunded in full. You can buy the ${planName} plan again at today's price.`,
      };
    case 'refund_due':
    case 'refunding':
      return {
        ...base,
        success: false,
        outcome: 'refund',
        message: `Your payment was received, but the period its price was set for had ended or changed before it was confirmed, so it was not applied to your plan. It will be refunded in full. You can buy the ${planName} plan again at today's price.`,
      };
    case 'pending':
      return {
        ...base,
        success: false,
        outcome: 'pending',
        message: 'Your payment is still being processed. Please check again in a minute.',
      };
    default:
      return {
        ...base,
        success: false,
        outcome: 'failed',
        message: ERROR_TEXTS.paymentNotProcessed,
        failureReason: failureReasonOf(payment),
        // The bank's reason is useful to the payer; a mismatch is ours to investigate, so it stays generic.
        error: payment.failureReason
          ? 'The payment did not match the checkout.'
          : (payment.resultDescription ?? undefined),
      };
  }
}

export async function subscriptionFor(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const current = await currentPlanOf(db, userId, now);
  const next = periodInForce(await subscriptionOf(db, userId), now)?.next;
  const scheduled =
    next && planIdSchema.safeParse(next.planId).success
      ? { plan: next.planId as PlanId, startsAt: current.currentPeriodEnd?.toISOString() ?? '' }
      : null;
  return {
    plan: current.plan,
    status: current.status,
    currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
    scheduled,
    entitlements: await entitlementsFor(db, userId, now),
  };
}
