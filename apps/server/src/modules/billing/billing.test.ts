import { PLANS, SANDBOX_TEST_CARDS } from '@lisan/contract';
import { eq, preparedSql, schema, sql } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { collectUserData } from '../../lib/user-data.js';
import { PENDING_RECHECK_MS } from './billing.service.js';
import { addMonths } from './plan-periods.js';
import {
  assertExerciseTypeAllowed,
  consumeAiAnswer,
  currentPlanOf,
  currentPlanReads,
  entitlementsFor,
} from './entitlements.js';
import { SANDBOX } from './sandbox/sandbox.service.js';
import { CUSTOMER, cardForm, seedUser, widgetSessionFrom } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ USD_TO_SAR_RATE: '3.75' });
});
afterAll(async () => {
  await t?.close();
});

const card = (outcome: string, brand = 'VISA') =>
  SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome && c.brand === brand)!.number;

/** Who prepared each checkout, so `pay` can open the widget as its owner's browser does. */
const owners = new Map<string, Record<string, string>>();

async function checkout(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout',
    headers,
    payload: { planId: 'standard', paymentMethod: 'VISA_MASTER', customerDetails: CUSTOMER, ...body },
  });
  if (res.statusCode === 200) owners.set((res.json() as { checkoutId: string }).checkoutId, headers);
  return res;
}

/** What the sandbox widget does when the shopper presses Pay: its script was loaded by the owner's page first. */
async function pay(checkoutId: string, number: string) {
  const script = await t.app.inject({
    method: 'GET',
    url: `/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${checkoutId}`,
    headers: owners.get(checkoutId) ?? {},
  });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: cardForm(number, widgetSessionFrom(script.body) ?? ''),
  });
}

async function status(headers: Record<string, string>, checkoutId: string, extra = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/payment-status?resourcePath=${encodeURIComponent(`/v1/checkouts/${checkoutId}/payment`)}${extra}`,
    headers,
  });
}

/** As if the gateway's last answer about the checkout were older than the time a pending answer stands. */
async function askedLongAgo(checkoutId: string) {
  await t.db.db
    .update(schema.payments)
    .set({ checkedAt: new Date(Date.now() - PENDING_RECHECK_MS - 1) })
    .where(eq(schema.payments.checkoutId, checkoutId));
}

async function subscription(headers: Record<string, string>) {
  return (await t.app.inject({ method: 'GET', url: '/api/me/subscription', headers })).json();
}

describe('GET /api/pricing', () => {
  it('lists the three plans with their public fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pricing' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['basic', 'standard', 'premium']);
    expect(plans.map((p: { price: number }) => p.price)).toEqual([0, 19, 39]);
    for (const plan of plans)
      expect(Object.keys(plan).sort()).toEqual(['currency', 'duration', 'features', 'id', 'name', 'price']);
    expect(plans).toEqual(PLANS);
  });
});

describe('POST /api/create-checkout', () => {
  it('needs a signed-in user', async () => {
    const res = await checkout({});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it.each([
    ['a missing surname', { customerDetails: { ...CUSTOMER, surname: '' } }, 'customerDetails.surname'],
    ['a bad email', { customerDetails: { ...CUSTOMER, email: 'not-an-email' } }, 'customerDetails.email'],
    ['a missing street', { customerDetails: { ...CUSTOMER, street: '  ' } }, 'customerDetails.street'],
    ['a bad country', { customerDetails: { ...CUSTOMER, country: 'Saudi' } }, 'customerDetails.country'],
    ['an unknown payment method', { paymentMethod: 'PAYPAL' }, 'paymentMethod'],
    ['an unknown plan', { planId: 'gold' }, 'planId'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const user = await seedUser(t.db.db);
    const res = await checkout(user.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('refuses the free plan', async () => {
    const user = await seedUser(t.db.db);
    const res = await checkout(user.headers, { planId: 'basic' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('plan_is_free');
  });

  it('prices the plan itself, ignoring a price the client sends, and defaults the country to SA', async () => {
    const user = await seedUser(t.db.db);
    const res = await checkout(user.headers, { price: 1, amount: '0.01', currency: 'EUR' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount: '19.00',
      currency: 'USD',
      brands: 'VISA MASTER',
      widgetBaseUrl: '/sandbox/hyperpay',
      sandbox: true,
    });
    const [sandboxRow] = await t.db.db
      .select()
      .from(schema.sandboxCheckouts)
      .where(eq(schema.sandboxCheckouts.id, body.checkoutId));
    expect(sandboxRow).toMatchObject({ amount: '19.00', currency: 'USD', paymentType: 'DB' });
    expect(sandboxRow!.parameters['billing.country']).toBe('SA');
  });

  it('charges MADA in SAR at the configured rate, with the MADA entity; cards use the card entity', async () => {
    const user = await seedUser(t.db.db);
    const mada = (await checkout(user.headers, { planId: 'premium', paymentMethod: 'MADA' })).json();
    expect(mada).toMatchObject({ amount: '146.25', currency: 'SAR', brands: 'MADA' });
    const visa = (await checkout(user.headers, { planId: 'premium' })).json();
    const rows = await t.db.db.select().from(schema.payments).where(eq(schema.payments.userId, user.id));
    const byCheckout = Object.fromEntries(rows.map((r) => [r.checkoutId, r]));
    expect(byCheckout[mada.checkoutId]).toMatchObject({
      entityId: SANDBOX.entityMada,
      status: 'pending',
      planId: 'premium',
    });
    expect(byCheckout[visa.checkoutId]).toMatchObject({
      entityId: SANDBOX.entityCard,
      amount: '39.00',
      currency: 'USD',
    });
    // Each checkout has its own merchant transaction id, which the gateway also received.
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const [sandboxRow] = await t.db.db
      .select()
      .from(schema.sandboxCheckouts)
      .where(eq(schema.sandboxCheckouts.id, mada.checkoutId));
    expect(sandboxRow!.merchantTransactionId).toBe(byCheckout[mada.checkoutId]!.id);
  });
});

describe('paying and verifying', () => {
  it('grants the plan after a successful payment, once, however often and concurrently it is verified', async () => {
    const user = await seedUser(t.db.db);
    expect(await subscription(user.headers)).toMatchObject({
      plan: 'basic',
      status: 'free',
      currentPeriodEnd: null,
    });
    const { checkoutId } = (await checkout(user.headers)).json();

    // Before the card is submitted the payment is pending and nothing is granted.
    const early = (await status(user.headers, checkoutId)).json();
    expect(early).toMatchObject({ success: false, outcome: 'pending' });

    const paid = await pay(checkoutId, card('success'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().resourcePath).toBe(`/v1/checkouts/${checkoutId}/payment`);

    // The gateway's pending answer stands for a few seconds: asking again at once does not ask the gateway.
    expect((await status(user.headers, checkoutId)).json()).toMatchObject({ outcome: 'pending' });
    await askedLongAgo(checkoutId);

    const results = await Promise.all(Array.from({ length: 5 }, () => status(user.headers, checkoutId)));
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        outcome: 'success',
        amount: '19.00',
        currency: 'USD',
        planId: 'standard',
      });
    }
    const again = (await status(user.headers, checkoutId, `&entityId=${SANDBOX.entityCard}`)).json();
    expect(again.success).toBe(true);

    const sub = await subscription(user.headers);
    expect(sub).toMatchObject({ plan: 'standard', status: 'active' });
    const [row] = await t.db.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.checkoutId, checkoutId));
    // One month from the single activation, not five.
    expect(new Date(sub.currentPeriodEnd).getTime()).toBe(addMonths(row!.activatedAt!, 1).getTime());
    expect(sub.entitlements.exerciseTypes).toHaveLength(7);
  });

  it('activates exactly once when verifications race (the conditional update is the guard)', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers, { planId: 'premium' })).json();
    await pay(checkoutId, card('success', 'MASTER'));
    await Promise.all(Array.from({ length: 8 }, () => status(user.headers, checkoutId)));
    const [sub] = await t.db.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, user.id));
    const [payment] = await t.db.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.checkoutId, checkoutId));
    expect(sub).toMatchObject({ planId: 'premium', lastPaymentId: payment!.id });
    expect(sub!.currentPeriodEnd.getTime()).toBe(addMonths(payment!.activatedAt!, 1).getTime());
  });

  it.each([
    ['declined', 'transaction declined'],
    ['3ds-failure', '3DSecure'],
  ])('reports a %s card as a failure and grants nothing', async (outcome, reason) => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    expect((await pay(checkoutId, card(outcome))).statusCode).toBe(200);
    const body = (await status(user.headers, checkoutId)).json();
    expect(body).toMatchObject({
      success: false,
      outcome: 'failed',
      message: 'Payment could not be processed',
    });
    expect(body.error).toContain(reason);
    expect((await subscription(user.headers)).plan).toBe('basic');
  });

  it('keeps a pending payment pending', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    await pay(checkoutId, card('pending'));
    expect((await status(user.headers, checkoutId)).json()).toMatchObject({
      success: false,
      outcome: 'pending',
    });
    expect((await subscription(user.headers)).plan).toBe('basic');
  });

  it('refuses a tampered amount even though the gateway says the payment succeeded', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers, { planId: 'premium' })).json();
    // As if the amount had been changed on the way to the gateway: it now holds 1.00 instead of 39.00.
    await t.db.db
      .update(schema.sandboxCheckouts)
      .set({ amount: '1.00' })
      .where(eq(schema.sandboxCheckouts.id, checkoutId));
    await pay(checkoutId, card('success'));
    const body = (await status(user.headers, checkoutId)).json();
    expect(body).toMatchObject({ success: false, outcome: 'failed' });
    expect((await subscription(user.headers)).plan).toBe('basic');
    const [row] = await t.db.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.checkoutId, checkoutId));
    expect(row).toMatchObject({ status: 'failed', activatedAt: null });
    expect(row!.failureReason).toContain('amount 1.00');
  });

  it('refuses a payment whose merchantTransactionId is not ours', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    await t.db.db
      .update(schema.sandboxCheckouts)
      .set({ merchantTransactionId: 'someone-else' })
      .where(eq(schema.sandboxCheckouts.id, checkoutId));
    await pay(checkoutId, card('success'));
    expect((await status(user.headers, checkoutId)).json().success).toBe(false);
    expect((await subscription(user.headers)).plan).toBe('basic');
  });

  it('treats an expired checkout as failed and refuses to pay it', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    await t.db.db
      .update(schema.sandboxCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sandboxCheckouts.id, checkoutId));
    expect((await pay(checkoutId, card('success'))).statusCode).toBe(410);
    expect((await status(user.headers, checkoutId)).json()).toMatchObject({
      success: false,
      outcome: 'failed',
    });
  });

  it('answers an unknown checkout with 404, a malformed resource path with 400, another user with 403', async () => {
    const owner = await seedUser(t.db.db);
    const other = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(owner.headers)).json();
    expect((await status(owner.headers, 'NOSUCHCHECKOUT')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/payment-status?resourcePath=/etc/passwd',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid payment response');
    const missing = await t.app.inject({ method: 'GET', url: '/api/payment-status', headers: owner.headers });
    expect(missing.statusCode).toBe(400);
    expect((await status(owner.headers, checkoutId, '&entityId=wrong')).statusCode).toBe(400);
    expect((await status(other.headers, checkoutId)).statusCode).toBe(403);
    expect((await status({}, checkoutId)).statusCode).toBe(401);
  });

  it('verifies when the gateway calls the result URL itself, with nobody signed in', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    await pay(checkoutId, card('success'));
    const resourcePath = encodeURIComponent(`/v1/checkouts/${checkoutId}/payment`);
    await t.app.inject({
      method: 'GET',
      url: `/payment-success?id=${checkoutId}&resourcePath=${resourcePath}`,
    });
    await expect.poll(async () => (await subscription(user.headers)).plan).toBe('standard');
  });
});

describe('the sandbox card form', () => {
  it('refuses a MADA card on the Visa/Mastercard checkout with a message to choose MADA', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    const res = await pay(checkoutId, card('success', 'MADA'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'number' });
    expect(res.json().message).toMatch(/mada payment method/);
  });

  it('refuses a Visa card on the MADA checkout, an invalid number, and a second payment', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers, { paymentMethod: 'MADA' })).json();
    expect((await pay(checkoutId, card('success'))).statusCode).toBe(400);
    expect((await pay(checkoutId, '4111111111111112')).json().message).toBe('Invalid card number.');
    expect((await pay(checkoutId, card('success', 'MADA'))).statusCode).toBe(200);
    expect((await pay(checkoutId, card('success', 'MADA'))).statusCode).toBe(409);
  });

  it('serves the widget script with the checkout details and no inline script needed', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers, { paymentMethod: 'MADA' })).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${checkoutId}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.body).toContain(`"id":"${checkoutId}"`);
    expect(res.body).toContain('"brands":["MADA"]');
    expect(res.body).not.toContain('/*__SANDBOX_CONFIG__*/');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=nope',
    });
    expect(unknown.body).toContain('"state":"unknown"');
  });
});

describe('entitlements', () => {
  it('lets Basic open its two exercise types only, naming the plan that opens the others', async () => {
    const user = await seedUser(t.db.db);
    await expect(assertExerciseTypeAllowed(t.db.db, user.id, 'completion')).resolves.toBeUndefined();
    await expect(assertExerciseTypeAllowed(t.db.db, user.id, 'substitution')).resolves.toBeUndefined();
    await expect(assertExerciseTypeAllowed(t.db.db, user.id, 'roleplay')).rejects.toMatchObject({
      statusCode: 402,
      code: 'plan_required',
      message: expect.stringContaining('Standard'),
    });
    await expect(assertExerciseTypeAllowed(t.db.db, 'demo-user', 'thematic')).rejects.toMatchObject({
      statusCode: 402,
    });
  });

  it('opens every type once Standard is paid, and Basic again after the period ends', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    await pay(checkoutId, card('success'));
    await status(user.headers, checkoutId);
    await expect(assertExerciseTypeAllowed(t.db.db, user.id, 'roleplay')).resolves.toBeUndefined();
    const later = addMonths(new Date(), 2);
    await expect(assertExerciseTypeAllowed(t.db.db, user.id, 'roleplay', later)).rejects.toMatchObject({
      statusCode: 402,
    });
    expect((await entitlementsFor(t.db.db, user.id, later)).plan).toBe('basic');
  });

  it("reads the same plan in force as a column of another statement (the random pick's) as on its own", async () => {
    const user = await seedUser(t.db.db);
    const start = new Date('2026-01-01T00:00:00.123Z');
    const end = addMonths(start, 1);
    // Premium until `end`, then a booked Standard until two months later: the downgrade takes over.
    await t.db.db.insert(schema.subscriptions).values({
      userId: user.id,
      planId: 'premium',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextPlanId: 'standard',
      nextPeriodEnd: addMonths(end, 2),
    });
    const read = preparedSql(
      'test_plan_column',
      sql`select ${currentPlanReads.columns(sql`${sql.placeholder('userId')}`)}`,
    );
    for (const userId of [user.id, 'guest-none']) {
      const { rows } = await read(t.db.db).execute({ userId });
      for (const now of [start, new Date(end.getTime() - 1), end, addMonths(end, 1), addMonths(end, 3)]) {
        expect(currentPlanReads.decode(rows[0]!, now)).toEqual(await currentPlanOf(t.db.db, userId, now));
      }
    }
    expect(
      currentPlanReads.decode((await read(t.db.db).execute({ userId: user.id })).rows[0]!, end).plan,
    ).toBe('standard');
  });

  it('counts LLM-judged answers against the daily limit, even when they race', async () => {
    const user = await seedUser(t.db.db);
    const day = new Date('2030-01-15T10:00:00Z');
    expect((await entitlementsFor(t.db.db, user.id, day)).aiAnswersLeftToday).toBe(10);
    const results = await Promise.all(
      Array.from({ length: 14 }, () => consumeAiAnswer(t.db.db, user.id, day)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect((await entitlementsFor(t.db.db, user.id, day)).aiAnswersLeftToday).toBe(0);
    // A new UTC day brings a new allowance.
    expect((await consumeAiAnswer(t.db.db, user.id, new Date('2030-01-16T00:00:01Z'))).allowed).toBe(true);
  });

  it('puts the subscription and payments in the user-data export', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers)).json();
    await pay(checkoutId, card('success'));
    await status(user.headers, checkoutId);
    const data = await collectUserData(t.db.db, user.id);
    expect(data.subscription).toMatchObject({ planId: 'standard' });
    expect(data.payments).toEqual([
      expect.objectContaining({ checkoutId, status: 'success', amount: '19.00', cardLast4: '1111' }),
    ]);
  });
});

describe('changing plan', () => {
  const DAY = 24 * 3600 * 1000;

  async function buy(headers: Record<string, string>, planId: string) {
    const res = await checkout(headers, { planId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    await pay(body.checkoutId, card('success'));
    expect((await status(headers, body.checkoutId)).json()).toMatchObject({ success: true });
    return body as { amount: string; kind: string };
  }

  async function quote(headers: Record<string, string>, planId: string, paymentMethod = 'VISA_MASTER') {
    return t.app.inject({
      method: 'GET',
      url: `/api/plan-change?planId=${planId}&paymentMethod=${paymentMethod}`,
      headers,
    });
  }

  /** Moves the user's current period so that 10 of its 30 days have passed and 20 are left. */
  async function twentyDaysLeft(userId: string) {
    const now = Date.now();
    const start = new Date(now - 10 * DAY);
    const end = new Date(now + 20 * DAY);
    await t.db.db
      .update(schema.subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(schema.subscriptions.userId, userId));
    return end;
  }

  it('a first purchase is "new" at the full price', async () => {
    const user = await seedUser(t.db.db);
    const res = await quote(user.headers, 'premium');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'new',
      currentPlan: 'basic',
      amount: '39.00',
      fullPrice: '39.00',
      credit: '0.00',
    });
  });

  it('an upgrade charges the prorated difference for the rest of the period and keeps its end', async () => {
    const user = await seedUser(t.db.db);
    await buy(user.headers, 'standard');
    const end = await twentyDaysLeft(user.id);

    const q = (await quote(user.headers, 'premium')).json();
    // Two thirds of the period are left: 2/3 × $39 = $26.00, less the unused 2/3 × $19 = $12.67 of Standard.
    expect(q).toMatchObject({
      kind: 'upgrade',
      currentPlan: 'standard',
      amount: '13.33',
      credit: '12.67',
      fullPrice: '39.00',
      daysLeft: 20,
    });
    expect(new Date(q.endsAt).getTime()).toBe(end.getTime());
    // In SAR for MADA, from the same proration.
    expect((await quote(user.headers, 'premium', 'MADA')).json()).toMatchObject({
      kind: 'upgrade',
      currency: 'SAR',
      amount: '50.00',
    });

    const bought = await buy(user.headers, 'premium');
    expect(bought).toMatchObject({ kind: 'upgrade', amount: '13.33' });
    const sub = await subscription(user.headers);
    expect(sub).toMatchObject({ plan: 'premium', status: 'active', scheduled: null });
    expect(new Date(sub.currentPeriodEnd).getTime()).toBe(end.getTime());
    const rows = await t.db.db.select().from(schema.payments).where(eq(schema.payments.userId, user.id));
    expect(rows.map((r) => [r.planId, r.amount, r.changeKind]).sort()).toEqual([
      ['premium', '13.33', 'upgrade'],
      ['standard', '19.00', 'new'],
    ]);
  });

  it('a downgrade is paid in full and starts when the current period ends', async () => {
    const user = await seedUser(t.db.db);
    await buy(user.headers, 'premium');
    const end = await twentyDaysLeft(user.id);

    const q = (await quote(user.headers, 'standard')).json();
    expect(q).toMatchObject({ kind: 'downgrade', currentPlan: 'premium', amount: '19.00' });
    expect(new Date(q.startsAt).getTime()).toBe(end.getTime());
    expect(new Date(q.endsAt).getTime()).toBe(addMonths(end, 1).getTime());

    expect(await buy(user.headers, 'standard')).toMatchObject({ kind: 'downgrade', amount: '19.00' });
    // Premium runs to the end of what was paid for; Standard is booked after it.
    const sub = await subscription(user.headers);
    expect(sub).toMatchObject({ plan: 'premium', status: 'active', scheduled: { plan: 'standard' } });
    expect(new Date(sub.currentPeriodEnd).getTime()).toBe(end.getTime());
    expect(new Date(sub.scheduled.startsAt).getTime()).toBe(end.getTime());
    expect((await entitlementsFor(t.db.db, user.id, new Date(end.getTime() - DAY))).plan).toBe('premium');
    expect((await entitlementsFor(t.db.db, user.id, new Date(end.getTime() + DAY))).plan).toBe('standard');
    expect((await entitlementsFor(t.db.db, user.id, new Date(addMonths(end, 1).getTime() + DAY))).plan).toBe(
      'basic',
    );
    // Booked once: buying Standard again is refused.
    const again = await quote(user.headers, 'standard');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'plan_already_active' });
  });

  it('buying the plan already in force is refused with a message, and no checkout is made', async () => {
    const user = await seedUser(t.db.db);
    await buy(user.headers, 'standard');
    const before = await t.db.db.select().from(schema.payments).where(eq(schema.payments.userId, user.id));
    for (const res of [
      await quote(user.headers, 'standard'),
      await checkout(user.headers, { planId: 'standard' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('plan_already_active');
      expect(res.json().message).toMatch(/^You already have the Standard plan \(until \d{4}-\d{2}-\d{2}\)/);
    }
    const after = await t.db.db.select().from(schema.payments).where(eq(schema.payments.userId, user.id));
    expect(after).toHaveLength(before.length);
  });

  it('names why a card failed: declined by the bank, or the 3-D Secure check', async () => {
    const user = await seedUser(t.db.db);
    for (const [outcome, reason] of [
      ['declined', 'declined'],
      ['3ds-failure', 'authentication'],
    ] as const) {
      const { checkoutId } = (await checkout(user.headers)).json();
      await pay(checkoutId, card(outcome));
      expect((await status(user.headers, checkoutId)).json()).toMatchObject({
        outcome: 'failed',
        failureReason: reason,
      });
    }
  });
});

describe('GET /api/me/phrase-pool', () => {
  it("names Basic's open phrases (the library's first ones) and null for a paid plan", async () => {
    const anonymous = (await t.app.inject({ method: 'GET', url: '/api/me/phrase-pool' })).json();
    expect(anonymous.plan).toBe('basic');
    expect(anonymous.openPhraseIds).toHaveLength(100);
    const user = await seedUser(t.db.db);
    const { checkoutId } = (await checkout(user.headers, { planId: 'standard' })).json();
    await pay(checkoutId, card('success'));
    await status(user.headers, checkoutId);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/phrase-pool', headers: user.headers })).json(),
    ).toEqual({
      plan: 'standard',
      openPhraseIds: null,
    });
  });
});
