import { SANDBOX_TEST_CARDS } from '@lisan/contract';
import { eq, schema } from '@lisan/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addMonths } from './plan-periods.js';
import { PENDING_RECHECK_MS, STATUS_CHECKS_PER_MINUTE } from './billing.service.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';
import { SandboxGateway } from './gateway/sandbox-gateway.js';
import { CUSTOMER, cardForm, seedUser, widgetSessionFrom } from './test-helpers.js';

/** The embedded sandbox gateway, counting the status calls the server makes to it. */
class CountingGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly widgetBaseUrl = '/sandbox/hyperpay';
  inner!: SandboxGateway;
  statusCalls = 0;
  entityFor(method: Parameters<PaymentGateway['entityFor']>[0]) {
    return this.inner.entityFor(method);
  }
  createCheckout(input: Parameters<PaymentGateway['createCheckout']>[0]) {
    return this.inner.createCheckout(input);
  }
  paymentStatus(resourcePath: string, entityId: string) {
    this.statusCalls++;
    return this.inner.paymentStatus(resourcePath, entityId);
  }
  refund(input: Parameters<PaymentGateway['refund']>[0]) {
    return this.inner.refund(input);
  }
}

const gateway = new CountingGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { services: { paymentGateway: gateway } });
  gateway.inner = new SandboxGateway(t.db.db);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  gateway.statusCalls = 0;
});

const DAY = 24 * 3600 * 1000;
const card = (outcome: string) =>
  SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome && c.brand === 'VISA')!.number;
type Headers = Record<string, string>;

async function checkout(headers: Headers, planId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout',
    headers,
    payload: { planId, paymentMethod: 'VISA_MASTER', customerDetails: CUSTOMER },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { checkoutId: string; amount: string; kind: string };
}

/** The shopper's browser: loads the widget script (with the checkout owner's session) and submits the card. */
async function pay(headers: Headers, checkoutId: string, number = card('success')) {
  const script = await t.app.inject({
    method: 'GET',
    url: `/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${checkoutId}`,
    headers,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: cardForm(number, widgetSessionFrom(script.body) ?? ''),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const resourcePath = (checkoutId: string) => encodeURIComponent(`/v1/checkouts/${checkoutId}/payment`);

function status(headers: Headers, checkoutId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/payment-status?resourcePath=${resourcePath(checkoutId)}`,
    headers,
  });
}

/** HyperPay's own call of the result URL, with no session (about half an hour after the checkout). */
function gatewayCallsResultUrl(checkoutId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/payment-success?id=${checkoutId}&resourcePath=${resourcePath(checkoutId)}`,
  });
}

async function paymentRow(checkoutId: string) {
  const [row] = await t.db.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.checkoutId, checkoutId));
  return row!;
}

async function subscriptionRow(userId: string) {
  const [row] = await t.db.db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId));
  return row;
}

async function subscription(headers: Headers) {
  return (await t.app.inject({ method: 'GET', url: '/api/me/subscription', headers })).json();
}

/** A learner holding Standard whose period started `usedMs` ago and ends in `leftMs`. */
async function standardSubscriber(leftMs: number, usedMs = 30 * DAY - leftMs) {
  const user = await seedUser(t.db.db);
  const now = Date.now();
  await t.db.db.insert(schema.subscriptions).values({
    userId: user.id,
    planId: 'standard',
    currentPeriodStart: new Date(now - usedMs),
    currentPeriodEnd: new Date(now + leftMs),
  });
  return user;
}

/** Moves the learner's period and the checkout's quoted period `ms` into the past, as if that much time went by. */
async function timePasses(userId: string, checkoutId: string, ms: number) {
  const sub = (await subscriptionRow(userId))!;
  await t.db.db
    .update(schema.subscriptions)
    .set({
      currentPeriodStart: new Date(sub.currentPeriodStart.getTime() - ms),
      currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() - ms),
    })
    .where(eq(schema.subscriptions.userId, userId));
  const payment = await paymentRow(checkoutId);
  await t.db.db
    .update(schema.payments)
    .set({
      periodStart: new Date(payment.periodStart!.getTime() - ms),
      periodEnd: new Date(payment.periodEnd!.getTime() - ms),
      createdAt: new Date(payment.createdAt.getTime() - ms),
    })
    .where(eq(schema.payments.checkoutId, checkoutId));
}

describe('a prorated upgrade buys the rest of the period it was priced for, and nothing more', () => {
  it('stores the quoted plan, amount, currency and period with the checkout', async () => {
    const user = await standardSubscriber(20 * DAY, 10 * DAY);
    const sub = (await subscriptionRow(user.id))!;
    const quoted = await checkout(user.headers, 'premium');
    expect(quoted).toMatchObject({ kind: 'upgrade', amount: '13.33' });
    const row = await paymentRow(quoted.checkoutId);
    expect(row).toMatchObject({
      planId: 'premium',
      amount: '13.33',
      currency: 'USD',
      changeKind: 'upgrade',
      fromPlanId: 'standard',
    });
    expect(row.periodEnd!.getTime()).toBe(sub.currentPeriodEnd.getTime());
  });

  it("a cent paid for the last minute, verified by the gateway's late call after the period ended, grants nothing and is owed back", async () => {
    const user = await standardSubscriber(60_000);
    const quoted = await checkout(user.headers, 'premium');
    expect(quoted).toMatchObject({ kind: 'upgrade', amount: '0.01' });
    await pay(user.headers, quoted.checkoutId);
    // The shopper closed the browser; HyperPay calls the result URL itself half an hour later.
    await timePasses(user.id, quoted.checkoutId, 30 * 60_000);
    await gatewayCallsResultUrl(quoted.checkoutId);
    await expect.poll(async () => (await paymentRow(quoted.checkoutId)).status).toBe('refund_due');

    const row = await paymentRow(quoted.checkoutId);
    expect(row.activatedAt).toBeNull();
    expect(row.refundReason).toContain('had ended');
    expect(await subscription(user.headers)).toMatchObject({ plan: 'basic', status: 'expired' });
    // The learner is told, and may now buy Premium at its full price.
    const told = (await status(user.headers, quoted.checkoutId)).json();
    expect(told).toMatchObject({ success: false, outcome: 'refund', amount: '0.01', planId: 'premium' });
    expect(told.message).toContain('refunded in full');
    expect(await checkout(user.headers, 'premium')).toMatchObject({ kind: 'new', amount: '39.00' });
  });

  it('the same upgrade verified while the period still runs grants Premium until the quoted end only', async () => {
    const user = await standardSubscriber(60_000);
    const end = (await subscriptionRow(user.id))!.currentPeriodEnd;
    const quoted = await checkout(user.headers, 'premium');
    await pay(user.headers, quoted.checkoutId);
    expect((await status(user.headers, quoted.checkoutId)).json()).toMatchObject({ outcome: 'success' });
    const sub = (await subscriptionRow(user.id))!;
    expect(sub.planId).toBe('premium');
    expect(sub.currentPeriodEnd.getTime()).toBe(end.getTime());
  });

  it('a second upgrade paid for the same period is owed back, not granted twice', async () => {
    const user = await standardSubscriber(20 * DAY, 10 * DAY);
    const first = await checkout(user.headers, 'premium');
    const second = await checkout(user.headers, 'premium');
    await pay(user.headers, first.checkoutId);
    await pay(user.headers, second.checkoutId);
    const answers = await Promise.all([
      status(user.headers, first.checkoutId),
      status(user.headers, second.checkoutId),
    ]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['refund', 'success']);
    expect((await subscriptionRow(user.id))!.planId).toBe('premium');
  });
});

describe('paying twice buys two periods', () => {
  it('two paid Standard checkouts give two months, verified together or apart', async () => {
    for (const together of [true, false]) {
      const user = await seedUser(t.db.db);
      const first = await checkout(user.headers, 'standard');
      const second = await checkout(user.headers, 'standard');
      expect(second.kind).toBe('new');
      await pay(user.headers, first.checkoutId);
      await pay(user.headers, second.checkoutId);
      if (together) {
        await Promise.all([status(user.headers, first.checkoutId), status(user.headers, second.checkoutId)]);
      } else {
        await status(user.headers, first.checkoutId);
        await gatewayCallsResultUrl(second.checkoutId);
        await expect.poll(async () => (await paymentRow(second.checkoutId)).status).toBe('success');
      }
      const rows = [await paymentRow(first.checkoutId), await paymentRow(second.checkoutId)];
      expect(rows.map((r) => r.status)).toEqual(['success', 'success']);
      const sub = (await subscriptionRow(user.id))!;
      expect(sub.planId).toBe('standard');
      // The period began when the first of the two was activated, and runs two months from then.
      expect(rows.map((r) => r.activatedAt!.getTime())).toContain(sub.currentPeriodStart.getTime());
      expect(sub.currentPeriodEnd.getTime()).toBe(
        addMonths(addMonths(sub.currentPeriodStart, 1), 1).getTime(),
      );
    }
  });

  it('a full-price Premium paid while Standard runs is booked after Standard, for a whole month', async () => {
    const user = await seedUser(t.db.db);
    const standard = await checkout(user.headers, 'standard');
    const premium = await checkout(user.headers, 'premium');
    expect(premium).toMatchObject({ kind: 'new', amount: '39.00' });
    await pay(user.headers, standard.checkoutId);
    await pay(user.headers, premium.checkoutId);
    await status(user.headers, standard.checkoutId);
    expect((await status(user.headers, premium.checkoutId)).json()).toMatchObject({ outcome: 'success' });
    const sub = (await subscriptionRow(user.id))!;
    expect(sub).toMatchObject({ planId: 'standard', nextPlanId: 'premium' });
    expect(sub.nextPeriodEnd!.getTime()).toBe(addMonths(sub.currentPeriodEnd, 1).getTime());
  });
});

describe('verification asks the gateway once at a time per checkout', () => {
  it('300 loads of the result page make one status call', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = await checkout(user.headers, 'standard');
    await pay(user.headers, checkoutId);
    await Promise.all(Array.from({ length: 300 }, () => gatewayCallsResultUrl(checkoutId)));
    await expect.poll(async () => (await paymentRow(checkoutId)).status).toBe('success');
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(user.headers, checkoutId)));
    expect(answers.every((a) => a.json().outcome === 'success')).toBe(true);
    expect(gateway.statusCalls).toBe(1);
  });

  it('a pending answer stands for a few seconds, then the gateway is asked again', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = await checkout(user.headers, 'standard');
    await pay(user.headers, checkoutId, card('pending'));
    const answers = await Promise.all([
      ...Array.from({ length: 150 }, () => gatewayCallsResultUrl(checkoutId)),
      ...Array.from({ length: 20 }, () => status(user.headers, checkoutId)),
    ]);
    for (const a of answers.slice(150)) expect(a.json()).toMatchObject({ outcome: 'pending' });
    expect(gateway.statusCalls).toBe(1);
    await t.db.db
      .update(schema.payments)
      .set({ checkedAt: new Date(Date.now() - PENDING_RECHECK_MS - 1) })
      .where(eq(schema.payments.checkoutId, checkoutId));
    expect((await status(user.headers, checkoutId)).json()).toMatchObject({ outcome: 'pending' });
    expect(gateway.statusCalls).toBe(2);
  });

  it('waits for another instance that is asking the gateway, and does not ask it too', async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = await checkout(user.headers, 'standard');
    await pay(user.headers, checkoutId);
    // Another server on the same database has just taken the check.
    await t.db.db
      .update(schema.payments)
      .set({ checkedAt: new Date(), checkingUntil: new Date(Date.now() + 60_000) })
      .where(eq(schema.payments.checkoutId, checkoutId));
    const answer = status(user.headers, checkoutId);
    // …and records the gateway's answer: the waiting verification reports it.
    setTimeout(() => {
      void t.db.db
        .update(schema.payments)
        .set({ status: 'failed', resultCode: '800.100.151', checkingUntil: null })
        .where(eq(schema.payments.checkoutId, checkoutId))
        .execute();
    }, 300);
    expect((await answer).json()).toMatchObject({ outcome: 'failed' });
    expect(gateway.statusCalls).toBe(0);
  });

  it(`limits a learner to ${STATUS_CHECKS_PER_MINUTE} checks a minute, with a clear 429`, async () => {
    const user = await seedUser(t.db.db);
    const { checkoutId } = await checkout(user.headers, 'standard');
    const answers = [];
    for (let i = 0; i < STATUS_CHECKS_PER_MINUTE + 1; i++)
      answers.push(await status(user.headers, checkoutId));
    expect(answers.slice(0, -1).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many payment checks\. Please wait \d+ seconds/);
  });
});
