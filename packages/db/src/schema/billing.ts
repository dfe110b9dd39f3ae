import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A learner's paid plan: one row per user, created by the first successful payment and extended by later ones.
 * No row, or a period that has ended, means Basic.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** A downgrade bought while a dearer plan runs: it starts when the current period ends and runs until
   *  `nextPeriodEnd`. Null when nothing is scheduled. */
  nextPlanId: text('next_plan_id'),
  nextPeriodEnd: timestamp('next_period_end', { withTimezone: true }),
  /** The payment that last started or extended the period. */
  lastPaymentId: text('last_payment_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every checkout and what became of it: the audit trail of money asked for and received. A row is written when
 * the checkout is prepared (status `pending`) and updated when the gateway's answer is verified. `activatedAt` is
 * set exactly once, in the same transaction that grants the plan, which is what makes verification idempotent.
 */
export const payments = pgTable(
  'payments',
  {
    /** Also our `merchantTransactionId` at the gateway. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** `hyperpay` or `sandbox`: which gateway the checkout was prepared with. */
    gateway: text('gateway').notNull(),
    entityId: text('entity_id').notNull(),
    checkoutId: text('checkout_id').notNull().unique(),
    /** Two-decimal string exactly as sent to the gateway, so it can be compared character for character. */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    /** new | upgrade | downgrade: what the payment does to the subscription, fixed when its price was quoted. */
    changeKind: text('change_kind').notNull().default('new'),
    /** What was quoted, besides the amount: the plan in force when the price was set (null: none), and the
     *  period the price covers. A prorated upgrade pays for exactly this period and is honoured only while the
     *  plan it upgrades still runs to `periodEnd`. */
    fromPlanId: text('from_plan_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Why money the gateway took bought nothing (status `refund_due`): the quote's premise had gone by the time
     *  the payment was verified. */
    refundReason: text('refund_reason'),
    /** When the gateway was last asked about this pending payment; its answer is reused for a few seconds. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** One verification at a time across instances: set while one asks the gateway, until this moment. */
    checkingUntil: timestamp('checking_until', { withTimezone: true }),
    /** The gateway's refund transaction, once an operator refunded a `refund_due` payment. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** pending | success | review | failed | refund_due | refunded */
    status: text('status').notNull().default('pending'),
    resultCode: text('result_code'),
    resultDescription: text('result_description'),
    /** The gateway's payment id (shown to the user as the transaction id). */
    gatewayPaymentId: text('gateway_payment_id'),
    paymentBrand: text('payment_brand'),
    cardLast4: text('card_last4'),
    /** Why a payment the gateway called successful was not honoured (amount, currency or id mismatch). */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

/**
 * LLM-judged answers counted per user and UTC day, for the plans' daily limits. `user_id` is not a foreign key:
 * anonymous learners share the public API's 'demo-user' row, which caps what anonymous traffic can spend on the AI.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: text('user_id').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The embedded sandbox gateway's checkouts (used when HYPERPAY_* is unset). Kept in the database, not in memory,
 * so that whichever app process receives the widget's submit or the status request can answer it.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id').notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    paymentType: text('payment_type').notNull(),
    merchantTransactionId: text('merchant_transaction_id'),
    /** The customer.* and billing.* parameters as sent. */
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a card was submitted; the fields below describe that payment. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: text('payment_id'),
    paymentBrand: text('payment_brand'),
    resultCode: text('result_code'),
    resultDescription: text('result_description'),
    /** Only the last four digits are kept (shown in the learner's payment history); never the rest of the card. */
    cardLast4: text('card_last4'),
    /** Hash of the widget session the checkout's owner opened; only a submit carrying that session can pay it. */
    widgetSessionHash: text('widget_session_hash'),
    /** The refund of this checkout's payment, once refunded (in full, once). */
    refundId: text('refund_id'),
  },
  (t) => [index('sandbox_checkouts_expires_at_idx').on(t.expiresAt)],
);
