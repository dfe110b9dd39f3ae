import type { AddressInfo } from 'node:net';
import { eq, schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { HyperPayGateway } from './gateway/hyperpay-gateway.js';
import { refundDuePayment } from './refunds.js';
import { SANDBOX, sandboxAccessToken } from './sandbox/sandbox.service.js';
import { CUSTOMER, cardForm, seedUser, widgetSessionFrom } from './test-helpers.js';

/*
 * An operator refunds a payment in `refund_due` through the real HyperPay client, against the embedded sandbox
 * served over HTTP by another app (the protocol's `POST /v1/payments/{id}`, paymentType RF).
 */
let sandboxApp: TestApp;
let shop: TestApp;
let base: string;
let gateway: HyperPayGateway;

beforeAll(async () => {
  sandboxApp = await createTestApp();
  await sandboxApp.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(sandboxApp.app.server.address() as AddressInfo).port}/sandbox/hyperpay`;
  const hyperpay = {
    HYPERPAY_BASE_URL: base,
    HYPERPAY_ACCESS_TOKEN: sandboxAccessToken(sandboxApp.config.dataDir),
    HYPERPAY_ENTITY_MADA: SANDBOX.entityMada,
    HYPERPAY_ENTITY_CARD: SANDBOX.entityCard,
  };
  shop = await createTestApp(hyperpay);
  gateway = new HyperPayGateway({
    baseUrl: base,
    accessToken: hyperpay.HYPERPAY_ACCESS_TOKEN,
    entityMada: SANDBOX.entityMada,
    entityCard: SANDBOX.entityCard,
  });
});
afterAll(async () => {
  await shop?.close();
  await sandboxApp?.close();
});

/** A paid and verified Standard purchase through the HyperPay client; answers the payment's row. */
async function paidPayment() {
  const user = await seedUser(shop.db.db);
  const checkout = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/create-checkout',
      headers: user.headers,
      payload: { planId: 'standard', paymentMethod: 'MADA', customerDetails: CUSTOMER },
    })
  ).json() as { checkoutId: string };
  const script = await (await fetch(`${base}/v1/paymentWidgets.js?checkoutId=${checkout.checkoutId}`)).text();
  await fetch(`${base}/v1/checkouts/${checkout.checkoutId}/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: cardForm('4464040000000007', widgetSessionFrom(script) ?? ''),
  });
  const resourcePath = encodeURIComponent(`/v1/checkouts/${checkout.checkoutId}/payment`);
  const status = (
    await shop.app.inject({
      method: 'GET',
      url: `/api/payment-status?resourcePath=${resourcePath}`,
      headers: user.headers,
    })
  ).json();
  expect(status).toMatchObject({ success: true });
  const [row] = await shop.db.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.checkoutId, checkout.checkoutId));
  return { row: row!, user, resourcePath };
}

const paymentRow = async (id: string) =>
  (await shop.db.db.select().from(schema.payments).where(eq(schema.payments.id, id)))[0]!;

describe('manual refunds of payments in refund_due', () => {
  it('refund the payment at the gateway once and mark it refunded', async () => {
    const { row, user, resourcePath } = await paidPayment();
    // As verification records a payment whose quote no longer held when it was confirmed.
    await shop.db.db
      .update(schema.payments)
      .set({ status: 'refund_due', refundReason: 'the period the price was set for had ended' })
      .where(eq(schema.payments.id, row.id));

    const now = new Date();
    const result = await refundDuePayment(shop.db.db, gateway, row.id, now);
    expect(result).toMatchObject({ ok: true, amount: row.amount, currency: row.currency });
    const refunded = await paymentRow(row.id);
    expect(refunded).toMatchObject({ status: 'refunded', refundedAt: now });
    expect(refunded.refundId).toBe(result.ok ? result.refundId : undefined);

    // Run again (a second operator, a retried command): refused here, no second refund sent.
    const again = await refundDuePayment(shop.db.db, gateway, row.id, new Date());
    expect(again).toMatchObject({ ok: false, reason: expect.stringContaining('refunded') });
    // The gateway itself refunds a payment once: a second refund sent anyway is refused there.
    const direct = await gateway.refund({
      paymentId: row.gatewayPaymentId!,
      entityId: row.entityId,
      amount: row.amount,
      currency: row.currency,
    });
    expect(direct).toMatchObject({ kind: 'rejected-other', code: '700.400.200' });

    // The payer's status page says the money went back.
    const status = await shop.app.inject({
      method: 'GET',
      url: `/api/payment-status?resourcePath=${resourcePath}`,
      headers: user.headers,
    });
    expect(status.json()).toMatchObject({ success: false, outcome: 'refund' });
    expect(status.json().message).toContain('has been refunded');
  });

  it('refuse a payment that is not due a refund, and leave one the gateway refuses due', async () => {
    const { row } = await paidPayment();
    expect(await refundDuePayment(shop.db.db, gateway, row.id, new Date())).toMatchObject({
      ok: false,
      reason: expect.stringContaining('only a payment in refund_due'),
    });
    expect((await paymentRow(row.id)).status).toBe('success');
    expect(await refundDuePayment(shop.db.db, gateway, 'no-such-payment', new Date())).toMatchObject({
      ok: false,
    });

    // A refund the gateway refuses (here: an amount other than what it took) leaves the payment due.
    await shop.db.db
      .update(schema.payments)
      .set({ status: 'refund_due', amount: '1.00' })
      .where(eq(schema.payments.id, row.id));
    const refused = await refundDuePayment(shop.db.db, gateway, row.id, new Date());
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('700.400.200') });
    expect(await paymentRow(row.id)).toMatchObject({ status: 'refund_due', refundId: null });

    // A gateway that cannot be reached leaves it due too.
    const down = new HyperPayGateway({
      baseUrl: 'http://127.0.0.1:9',
      accessToken: 'x',
      entityMada: SANDBOX.entityMada,
      entityCard: SANDBOX.entityCard,
      timeoutMs: 2000,
    });
    expect(await refundDuePayment(shop.db.db, down, row.id, new Date())).toMatchObject({ ok: false });
    expect((await paymentRow(row.id)).status).toBe('refund_due');
  });
});
