import { z } from 'zod';
import { safeEmail, safeString } from './safe-string.js';
import { DEFAULT_CHECKOUT_COUNTRY } from './constants.js';
import { EXERCISE_TYPES } from './exercise-types.js';
import { PLAN_IDS, type PlanId } from './plans.js';

/*
 * Plans, entitlements, checkout and payment result (docs/rules.md, Plans and payments).
 * The server decides every price and every permission from the constants below; the web app only displays them.
 */

export const planIdSchema = z.enum(PLAN_IDS);

/** One subscription period. Prices are per month. */
export const PLAN_PERIOD_MONTHS = 1;

export const planSchema = z
  .object({
    id: planIdSchema,
    name: z.string(),
    /** Price in `currency` per `duration`; 0 for Basic. */
    price: z.number().nonnegative(),
    currency: z.string(),
    duration: z.string(),
    features: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const pricingResponseSchema = z.array(planSchema).meta({ id: 'Pricing' });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/**
 * GET /api/payment-gateway: which gateway takes payments here. `sandbox` is the embedded test gateway (the web app
 * shows a "test payments" banner); `none` means payments are off on this server.
 */
export const paymentGatewayResponseSchema = z
  .object({ gateway: z.enum(['hyperpay', 'sandbox', 'none']) })
  .meta({ id: 'PaymentGateway' });
export type PaymentGatewayResponse = z.infer<typeof paymentGatewayResponseSchema>;

/**
 * GET /api/judging: what checks answers on this server. The built-in judge checks every answer on every plan;
 * an AI gives a second opinion on unsure answers only where one is configured (the plans' daily AI numbers mean
 * nothing without it).
 */
export const judgingResponseSchema = z
  .object({ builtInJudge: z.literal(true), aiSecondOpinion: z.boolean() })
  .meta({ id: 'Judging' });
export type JudgingResponse = z.infer<typeof judgingResponseSchema>;

/** The three plans, in display order. Prices are US dollars; MADA pays the SAR equivalent. */
export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 0,
    currency: 'USD',
    duration: 'month',
    features: ['100 sentences', '2 exercise types', '10 AI interactions a day'],
  },
  {
    id: 'standard',
    name: 'Standard',
    price: 19,
    currency: 'USD',
    duration: 'month',
    features: ['1000+ sentences', 'All exercise types', '50 AI interactions a day'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 39,
    currency: 'USD',
    duration: 'month',
    features: [
      "5000+ sentences: every verse of the Qur'an",
      'All exercise types',
      'Unlimited AI interactions',
    ],
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

export const entitlementsSchema = z
  .object({
    plan: planIdSchema,
    exerciseTypes: z.array(z.enum(EXERCISE_TYPES)),
    dailyAiAnswers: z.number().int().nullable(),
    /** null when unlimited. */
    aiAnswersLeftToday: z.number().int().nullable(),
    phrasePoolSize: z.number().int(),
  })
  .meta({ id: 'Entitlements' });
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** `free`: no paid subscription (Basic). `expired`: a paid period ended and was not renewed (Basic again). */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'expired'] as const;
export const subscriptionResponseSchema = z
  .object({
    plan: planIdSchema,
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** ISO date-time the paid period ends; null on Basic. */
    currentPeriodEnd: z.string().nullable(),
    /** A cheaper plan bought to follow the current period (a downgrade), and when it starts. */
    scheduled: z.object({ plan: planIdSchema, startsAt: z.string() }).nullable().optional(),
    entitlements: entitlementsSchema,
  })
  .meta({ id: 'Subscription' });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

// --- Checkout ---------------------------------------------------------------------------------------------

export const PAYMENT_METHODS = ['MADA', 'VISA_MASTER'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The widget's `data-brands` for each method (MADA, VISA, MASTER). */
export const BRANDS_BY_METHOD: Record<PaymentMethod, readonly ('MADA' | 'VISA' | 'MASTER')[]> = {
  MADA: ['MADA'],
  VISA_MASTER: ['VISA', 'MASTER'],
};

/** MADA is SAR only; cards pay the plan's US dollar price. */
export const CURRENCY_BY_METHOD: Record<PaymentMethod, 'SAR' | 'USD'> = { MADA: 'SAR', VISA_MASTER: 'USD' };

// Lengths follow the limits the OPPWA platform accepts for these parameters.
const required = (max: number) => safeString().trim().min(1, 'is required').max(max);

export const customerDetailsSchema = z
  .object({
    email: safeString().trim().max(128).pipe(safeEmail()),
    givenName: required(48),
    surname: required(48),
    street: required(100),
    city: required(80),
    state: required(50),
    /** ISO 3166 alpha-2; SA by default. */
    country: safeString()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
      .default(DEFAULT_CHECKOUT_COUNTRY),
    postcode: required(16),
  })
  .meta({ id: 'CustomerDetails' });
export type CustomerDetails = z.input<typeof customerDetailsSchema>;

/** Anything else the client sends (a price, an amount) is dropped: the server prices the plan itself. */
export const createCheckoutRequestSchema = z
  .object({
    planId: planIdSchema,
    paymentMethod: paymentMethodSchema,
    customerDetails: customerDetailsSchema,
  })
  .meta({ id: 'CreateCheckoutRequest' });
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>;

export const createCheckoutResponseSchema = z
  .object({
    checkoutId: z.string(),
    /** Where `/v1/paymentWidgets.js` lives: HyperPay's host, or this app's `/sandbox/hyperpay`. */
    widgetBaseUrl: z.string(),
    /** The widget form's `data-brands`, space-separated. */
    brands: z.string(),
    amount: z.string(),
    currency: z.string(),
    /** True when the embedded sandbox gateway answers: the page then lists the test cards. */
    sandbox: z.boolean(),
    /** new, upgrade (prorated) or downgrade (starts at the end of the current period): see plan-change.ts. */
    kind: z.enum(['new', 'upgrade', 'downgrade']).optional(),
  })
  .meta({ id: 'CreateCheckoutResponse' });
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

export const paymentStatusQuerySchema = z.object({
  resourcePath: safeString().max(300),
  entityId: safeString().max(100).optional(),
});

/** `review`: money taken but held for a manual check; `pending`: not decided yet, ask again later; `refund`: money
 *  taken for a price that no longer held when it was confirmed (a prorated upgrade of a period that had ended), so
 *  nothing was granted and it is owed back. */
export const PAYMENT_OUTCOMES = ['success', 'review', 'pending', 'failed', 'refund'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const paymentStatusResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    transactionId: z.string().optional(),
    amount: z.string().optional(),
    currency: z.string().optional(),
    error: z.string().optional(),
    outcome: z.enum(PAYMENT_OUTCOMES),
    planId: planIdSchema.optional(),
    /** Why a failed payment failed, so the page can say it in the payer's language: the bank declined
     *  it, the card's 3-D Secure check failed, or something else. */
    failureReason: z.enum(['declined', 'authentication', 'other']).optional(),
  })
  .meta({ id: 'PaymentStatus' });
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/**
 * Test cards of the embedded sandbox gateway (any future expiry, any 3-digit CVV). Shown in the sandbox widget
 * and on the checkout page, so anyone can try every outcome.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4111111111111111', brand: 'VISA', outcome: 'success' },
  { number: '5454545454545454', brand: 'MASTER', outcome: 'success' },
  { number: '4464040000000007', brand: 'MADA', outcome: 'success' },
  { number: '4000000000000002', brand: 'VISA', outcome: 'declined' },
  { number: '4000000000003220', brand: 'VISA', outcome: '3ds-failure' },
  { number: '4000000000000077', brand: 'VISA', outcome: 'pending' },
] as const;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome'];

/** Card numbers starting with these belong to MADA (Saudi debit); the VISA/MASTER form refuses them. */
export const MADA_BINS = ['446404', '440647', '440795', '457865', '588845', '529741', '968208'] as const;
export function isMadaCard(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\D/g, '');
  return MADA_BINS.some((bin) => digits.startsWith(bin));
}

export const BILLING_TEXTS = {
  madaCardOnCardForm: 'This is a mada card. Please choose the mada payment method.',
  notMadaCard: 'This card is not a mada card. Please choose Visa / Mastercard.',
  basicIsFree: 'The Basic plan is free: sign up to use it, no payment needed.',
  gatewayUnavailable: 'The payment service is temporarily unavailable. Please try again later.',
  unknownCheckout: 'No payment was found for this checkout.',
} as const;
