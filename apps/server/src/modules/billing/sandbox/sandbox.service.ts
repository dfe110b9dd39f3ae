import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BILLING_TEXTS, SANDBOX_TEST_CARDS, isMadaCard, type SandboxCardOutcome } from '@lisan/contract';
import type { Database } from '@lisan/db';
import { generateToken, hashToken } from '../../../lib/tokens.js';
import { findPaymentByCheckoutId } from '../billing.repository.js';
import * as repo from './sandbox.repository.js';

/*
 * The embedded sandbox gateway: HyperPay's COPYandPAY protocol answered by this app, so a purchase runs end to
 * end with no network and no merchant account. State is in the database so any app process can answer.
 * Its answers mimic OPPWA's shape and result codes; they are not HyperPay's exact texts.
 */

/** The sandbox's entities. Its access token is not here: it is generated per data folder (sandboxAccessToken). */
export const SANDBOX = {
  entityMada: 'sandbox-entity-mada',
  entityCard: 'sandbox-entity-card',
  /** A checkout id expires after 30 minutes. */
  checkoutLifetimeMs: 30 * 60 * 1000,
  /** Checkouts (paid or not) are deleted this long after they expired; verification happens well before. */
  keepAfterExpiryMs: 24 * 60 * 60 * 1000,
} as const;

const TOKEN_FILE = 'sandbox-access-token';

/**
 * The Bearer token of the sandbox's server-to-server calls (create a checkout, read a payment), made once per data
 * folder and kept in it. A published token would let anyone create checkouts and read payments on any deployment.
 */
export function sandboxAccessToken(dataDir: string): string {
  const file = path.join(dataDir, TOKEN_FILE);
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 32) return token;
  } catch {
    // Not made yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch {
    // Another process made it at the same moment: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

/** Checkout ids are 32 upper-case hex digits; anything else names no checkout (and never reaches a query). */
const isCheckoutId = (id: string) => /^[0-9A-F]{32}$/.test(id);

interface OppwaResult {
  code: string;
  description: string;
  parameterErrors?: { name: string; value: string; message: string }[];
}

/** An answer in OPPWA's shape, with the HTTP status to send it with. */
export interface SandboxAnswer {
  status: number;
  body: { result: OppwaResult; buildNumber: string; timestamp: string; ndc: string } & Record<
    string,
    unknown
  >;
}

const BUILD_NUMBER = 'lisan-sandbox';

function answer(status: number, result: OppwaResult, extra: Record<string, unknown> = {}): SandboxAnswer {
  return {
    status,
    body: {
      ...extra,
      result,
      buildNumber: BUILD_NUMBER,
      timestamp: new Date().toISOString().replace('T', ' ').replace('Z', '+0000'),
      ndc: randomBytes(16).toString('hex').toUpperCase(),
    },
  };
}

const ALLOWED_PARAMETERS = new Set([
  'entityId',
  'amount',
  'currency',
  'paymentType',
  'merchantTransactionId',
  'testMode',
  'customer.email',
  'customer.givenName',
  'customer.surname',
  'billing.street1',
  'billing.city',
  'billing.state',
  'billing.country',
  'billing.postcode',
]);

/** Card results by test card (contract SANDBOX_TEST_CARDS); any other valid card number is approved. */
const RESULTS: Record<SandboxCardOutcome, OppwaResult> = {
  success: {
    code: '000.100.110',
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  declined: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  '3ds-failure': {
    code: '000.400.106',
    description: 'invalid payer authentication response (PARes) in 3DSecure Transaction',
  },
  pending: { code: '000.200.000', description: 'transaction pending' },
};

const NO_SESSION: OppwaResult = {
  code: '200.300.404',
  description:
    'No payment session found for the requested id - are you sure that the checkout was completed?',
};

/**
 * `POST /v1/checkouts`. `pairs` are the form fields in the order received, so a repeated parameter can be refused
 * like OPPWA does; names are case-sensitive.
 */
export async function createSandboxCheckout(
  db: Database,
  pairs: [string, string][],
  now = new Date(),
): Promise<SandboxAnswer> {
  const errors: { name: string; value: string; message: string }[] = [];
  const params: Record<string, string> = {};
  for (const [name, value] of pairs) {
    if (name in params) errors.push({ name, value, message: 'parameter is duplicated' });
    else if (!ALLOWED_PARAMETERS.has(name) && !name.startsWith('customParameters[')) {
      errors.push({ name, value, message: 'was not expected' });
    }
    params[name] = value;
  }
  const check = (name: string, ok: (v: string) => boolean, message: string) => {
    const value = params[name];
    if (value === undefined || !ok(value)) errors.push({ name, value: value ?? '', message });
  };
  check('entityId', (v) => v === SANDBOX.entityMada || v === SANDBOX.entityCard, 'unknown entity');
  check(
    'amount',
    (v) => /^\d{1,10}\.\d{2}$/.test(v) && Number(v) > 0,
    'must match ^[0-9]{1,10}(\\.[0-9]{2})?$ and be positive',
  );
  check('currency', (v) => /^[A-Z]{3}$/.test(v), 'must be a three-letter currency code');
  check('paymentType', (v) => v === 'DB' || v === 'PA', 'must be DB or PA');
  if (params.entityId === SANDBOX.entityMada) {
    // HyperPay: MADA is SAR only and debit only.
    if (params.currency !== undefined && params.currency !== 'SAR')
      errors.push({ name: 'currency', value: params.currency, message: 'mada accepts SAR only' });
    if (params.paymentType !== undefined && params.paymentType !== 'DB')
      errors.push({ name: 'paymentType', value: params.paymentType, message: 'mada accepts DB only' });
  }
  if (
    params['customer.email'] !== undefined &&
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params['customer.email'])
  ) {
    errors.push({
      name: 'customer.email',
      value: params['customer.email'],
      message: 'must be an email address',
    });
  }
  if (params['billing.country'] !== undefined && !/^[A-Z]{2}$/.test(params['billing.country'])) {
    errors.push({
      name: 'billing.country',
      value: params['billing.country'],
      message: 'must match ^[A-Z]{2}$',
    });
  }
  if (errors.length > 0) {
    return answer(400, {
      code: '200.300.404',
      description: 'invalid or missing parameter',
      parameterErrors: errors,
    });
  }

  // Old checkouts go as new ones come, so the table holds about a day of them whatever the traffic.
  await repo.deleteCheckoutsExpiredBefore(db, new Date(now.getTime() - SANDBOX.keepAfterExpiryMs));
  const id = randomBytes(16).toString('hex').toUpperCase();
  const { entityId, amount, currency, paymentType, merchantTransactionId, ...rest } = params;
  await repo.insertCheckout(db, {
    id,
    entityId: entityId!,
    amount: amount!,
    currency: currency!,
    paymentType: paymentType!,
    merchantTransactionId: merchantTransactionId ?? null,
    parameters: rest,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SANDBOX.checkoutLifetimeMs),
  });
  return answer(200, { code: '000.200.100', description: 'successfully created checkout' }, { id });
}

export async function findOpenCheckout(db: Database, checkoutId: string, now = new Date()) {
  if (!isCheckoutId(checkoutId)) return { state: 'unknown' as const };
  const row = await repo.findCheckout(db, checkoutId);
  if (!row) return { state: 'unknown' as const };
  if (row.paidAt) return { state: 'paid' as const, row };
  if (row.expiresAt <= now) return { state: 'expired' as const, row };
  return { state: 'open' as const, row };
}

export interface CardSubmission {
  number: string;
  holder: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

/** The result of the widget's submit: a field problem to show in the form, or the payment's result. */
export type SubmitResult =
  | { ok: true; resourcePath: string; result: OppwaResult }
  | { ok: false; status: number; field?: keyof CardSubmission; message: string };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

function brandOf(digits: string): 'MADA' | 'VISA' | 'MASTER' | undefined {
  if (isMadaCard(digits)) return 'MADA';
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTER';
  return undefined;
}

/**
 * The widget's card submit (not part of HyperPay's public API: the real widget posts to OPPWA internally).
 * Checks the card the way the real form does, decides the outcome from the test card table, and records it once.
 */
export async function submitSandboxPayment(
  db: Database,
  checkoutId: string,
  card: CardSubmission,
  widgetSession: string,
  now = new Date(),
): Promise<SubmitResult> {
  const found = await findOpenCheckout(db, checkoutId, now);
  if (found.state === 'unknown') return { ok: false, status: 404, message: 'This checkout does not exist.' };
  if (found.state === 'expired')
    return { ok: false, status: 410, message: 'This checkout has expired. Please start again.' };
  if (found.state === 'paid')
    return { ok: false, status: 409, message: 'This checkout has already been paid.' };
  const checkout = found.row;
  // Only the form its owner opened can pay it: knowing a checkout id is not enough.
  const session = checkout.widgetSessionHash;
  if (!session || !widgetSession || hashToken(widgetSession) !== session) {
    return {
      ok: false,
      status: 403,
      message: 'This payment form was not opened for this checkout. Please start again.',
    };
  }

  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits))
    return { ok: false, status: 400, field: 'number', message: 'Invalid card number.' };
  const brand = brandOf(digits);
  if (checkout.entityId === SANDBOX.entityCard && brand === 'MADA') {
    return { ok: false, status: 400, field: 'number', message: BILLING_TEXTS.madaCardOnCardForm };
  }
  if (checkout.entityId === SANDBOX.entityMada && brand !== 'MADA') {
    return { ok: false, status: 400, field: 'number', message: BILLING_TEXTS.notMadaCard };
  }
  if (!brand) return { ok: false, status: 400, field: 'number', message: 'Card brand not accepted.' };
  if (card.holder.trim().length < 2 || card.holder.length > 128) {
    return { ok: false, status: 400, field: 'holder', message: 'Enter the name on the card.' };
  }
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear.length === 2 ? `20${card.expiryYear}` : card.expiryYear);
  const endOfExpiryMonth = new Date(Date.UTC(year, month, 1));
  if (
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    endOfExpiryMonth <= now
  ) {
    return { ok: false, status: 400, field: 'expiryMonth', message: 'Invalid or past expiry date.' };
  }
  if (!/^\d{3,4}$/.test(card.cvv)) return { ok: false, status: 400, field: 'cvv', message: 'Invalid CVV.' };

  const outcome = SANDBOX_TEST_CARDS.find((c) => c.number === digits)?.outcome ?? 'success';
  const result = RESULTS[outcome];
  // Conditional on "not yet paid and not expired", so two submits racing record one payment.
  const paid = await repo.payOpenCheckout(db, checkoutId, now, {
    paidAt: now,
    paymentId: `8ac7a4a1${randomBytes(12).toString('hex')}`,
    paymentBrand: brand,
    resultCode: result.code,
    resultDescription: result.description,
    // The last four digits only, for the learner's payment history; the rest of the card is never kept.
    cardLast4: digits.slice(-4),
  });
  if (!paid) return { ok: false, status: 409, message: 'This checkout has already been paid.' };
  return { ok: true, resourcePath: `/v1/checkouts/${checkoutId}/payment`, result };
}

/** `GET /v1/checkouts/{id}/payment?entityId=`. */
export async function sandboxPaymentStatus(
  db: Database,
  checkoutId: string,
  entityId: string | undefined,
  now = new Date(),
): Promise<SandboxAnswer> {
  const found = await findOpenCheckout(db, checkoutId, now);
  if (found.state === 'unknown' || found.row.entityId !== entityId) return answer(404, NO_SESSION);
  const row = found.row;
  if (found.state === 'expired') return answer(404, NO_SESSION);
  if (found.state === 'open') return answer(200, RESULTS.pending, { id: checkoutId });
  return answer(
    200,
    { code: row.resultCode ?? '', description: row.resultDescription ?? '' },
    {
      id: row.paymentId,
      paymentType: row.paymentType,
      paymentBrand: row.paymentBrand,
      amount: row.amount,
      currency: row.currency,
      merchantTransactionId: row.merchantTransactionId ?? undefined,
      // No `card`: a token holder (or anyone who guessed one) must not read card holders and numbers back.
    },
  );
}

const REFUND_REFUSED: OppwaResult = {
  code: '700.400.200',
  description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)',
};

/**
 * `POST /v1/payments/{id}` with `paymentType=RF`: a refund of a payment the sandbox took, referencing it by the
 * payment's id, with the entity it was taken with. The sandbox refunds a payment once and in full: another amount,
 * currency or a second refund is refused as OPPWA refuses a refund past the payment's volume.
 */
export async function refundSandboxPayment(
  db: Database,
  paymentId: string,
  pairs: [string, string][],
): Promise<SandboxAnswer> {
  const fields = new Map(pairs);
  const row = isPaymentId(paymentId) ? await repo.findByPaymentId(db, paymentId) : undefined;
  if (!row?.paidAt || row.entityId !== fields.get('entityId')) return answer(404, NO_SESSION);
  if (fields.get('paymentType') !== 'RF')
    return answer(400, { code: '200.300.404', description: 'invalid or missing parameter' }, {});
  if (fields.get('amount') !== row.amount || fields.get('currency') !== row.currency)
    return answer(400, REFUND_REFUSED);
  const refundId = `8ac7a4a2${randomBytes(12).toString('hex')}`;
  if (!(await repo.markRefunded(db, row.id, refundId))) return answer(400, REFUND_REFUSED);
  return answer(200, RESULTS.success, {
    id: refundId,
    referencedId: paymentId,
    paymentType: 'RF',
    amount: row.amount,
    currency: row.currency,
  });
}

const isPaymentId = (id: string) => /^[0-9a-f]{32}$/.test(id);

/** The paid checkout's last four digits, read in-process by the sandbox gateway (never served over HTTP). */
export async function sandboxCardLast4(db: Database, checkoutId: string): Promise<string | undefined> {
  if (!isCheckoutId(checkoutId)) return undefined;
  return (await repo.findCheckout(db, checkoutId))?.cardLast4 ?? undefined;
}

/**
 * Opens the widget's session for a checkout: answers a fresh token (only its hash is stored) that the card submit
 * must carry, or null when this caller may not pay the checkout. A checkout this app prepared belongs to the
 * learner whose payment it is; one prepared by another server over HTTP goes to whoever opens its form first.
 */
export async function openWidgetSession(
  db: Database,
  checkoutId: string,
  callerId: string | null,
): Promise<string | null> {
  if (!isCheckoutId(checkoutId)) return null;
  const payment = await findPaymentByCheckoutId(db, checkoutId);
  const token = generateToken();
  if (payment) {
    if (payment.userId !== callerId) return null;
    await repo.setWidgetSession(db, checkoutId, hashToken(token));
    return token;
  }
  return (await repo.claimWidgetSession(db, checkoutId, hashToken(token))) ? token : null;
}
