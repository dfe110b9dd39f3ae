import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { SANDBOX, sandboxAccessToken } from '../sandbox/sandbox.service.js';
import { CUSTOMER, cardForm, seedUser, widgetSessionFrom } from '../test-helpers.js';
import { HyperPayGateway } from './hyperpay-gateway.js';
import { GatewayUnavailableError } from './payment-gateway.js';

interface OppwaBody {
  result: { code: string; parameterErrors?: { name: string; message: string }[] };
}

/*
 * The HyperPay COPYandPAY client against the embedded sandbox over real HTTP: one app serves the sandbox on a
 * port, and a second app configured with HYPERPAY_* pointing at it runs the whole purchase through the client.
 */
let sandboxApp: TestApp;
let shop: TestApp;
let base: string;
let accessToken: string;

beforeAll(async () => {
  sandboxApp = await createTestApp();
  await sandboxApp.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(sandboxApp.app.server.address() as AddressInfo).port}/sandbox/hyperpay`;
  accessToken = sandboxAccessToken(sandboxApp.config.dataDir);
  shop = await createTestApp({
    HYPERPAY_BASE_URL: base,
    HYPERPAY_ACCESS_TOKEN: accessToken,
    HYPERPAY_ENTITY_MADA: SANDBOX.entityMada,
    HYPERPAY_ENTITY_CARD: SANDBOX.entityCard,
  });
});
afterAll(async () => {
  await shop?.close();
  await sandboxApp?.close();
});

const client = () =>
  new HyperPayGateway({
    baseUrl: base,
    accessToken: accessToken,
    entityMada: SANDBOX.entityMada,
    entityCard: SANDBOX.entityCard,
  });

const input = (method: 'MADA' | 'VISA_MASTER') => ({
  method,
  amount: method === 'MADA' ? '71.25' : '19.00',
  currency: method === 'MADA' ? 'SAR' : 'USD',
  merchantTransactionId: `test-${method}-${Date.now()}`,
  customer: { ...CUSTOMER, country: 'SA' },
});

async function payOnSandbox(checkoutId: string, number: string) {
  // The shopper's browser loads the widget first; the form it renders carries the session the sandbox opened.
  const script = await (await fetch(`${base}/v1/paymentWidgets.js?checkoutId=${checkoutId}`)).text();
  return fetch(`${base}/v1/checkouts/${checkoutId}/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: cardForm(number, widgetSessionFrom(script) ?? ''),
  });
}

describe('HyperPayGateway over HTTP', () => {
  it('prepares checkouts with the entity of each brand and reads their status', async () => {
    const gateway = client();
    const mada = await gateway.createCheckout(input('MADA'));
    const visa = await gateway.createCheckout(input('VISA_MASTER'));
    expect(mada.entityId).toBe(SANDBOX.entityMada);
    expect(visa.entityId).toBe(SANDBOX.entityCard);

    const before = await gateway.paymentStatus(`/v1/checkouts/${mada.checkoutId}/payment`, mada.entityId);
    expect(before.kind).toBe('pending');

    expect((await payOnSandbox(mada.checkoutId, '4464040000000007')).status).toBe(200);
    const after = await gateway.paymentStatus(`/v1/checkouts/${mada.checkoutId}/payment`, mada.entityId);
    expect(after).toMatchObject({ kind: 'success', amount: '71.25', currency: 'SAR', paymentBrand: 'MADA' });
    // The sandbox never answers card data, even to the holder of its token.
    expect(after.cardLast4).toBeUndefined();

    // The status must be asked with the checkout's own entity.
    const wrongEntity = await gateway.paymentStatus(
      `/v1/checkouts/${mada.checkoutId}/payment`,
      SANDBOX.entityCard,
    );
    expect(wrongEntity).toMatchObject({ kind: 'rejected-other', code: '200.300.404' });
  });

  it('sends a form-encoded body with a Bearer token, two-decimal amounts and exact parameter names', async () => {
    const post = (body: string, token: string = accessToken) =>
      fetch(`${base}/v1/checkouts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }).then(async (res) => ({ status: res.status, json: (await res.json()) as OppwaBody }));
    const good = 'entityId=sandbox-entity-card&amount=19.00&currency=USD&paymentType=DB';
    expect((await post(good)).json.result.code).toBe('000.200.100');
    expect((await post(good, 'wrong')).status).toBe(401);
    const oneDecimal = (await post('entityId=sandbox-entity-card&amount=19.0&currency=USD&paymentType=DB'))
      .json;
    expect(oneDecimal.result.parameterErrors?.[0]?.name).toBe('amount');
    const wrongCase = (await post('entityID=sandbox-entity-card&amount=19.00&currency=USD&paymentType=DB'))
      .json;
    expect(wrongCase.result.code).toBe('200.300.404');
    const twice = (await post(`${good}&amount=19.00`)).json;
    expect(twice.result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'amount', message: 'parameter is duplicated' }),
    ]);
    const madaInUsd = (await post('entityId=sandbox-entity-mada&amount=19.00&currency=USD&paymentType=DB'))
      .json;
    expect(madaInUsd.result.parameterErrors?.[0]?.name).toBe('currency');
  });

  it('calls an unreachable gateway unavailable, and a refused token too', async () => {
    const down = new HyperPayGateway({
      baseUrl: 'http://127.0.0.1:9',
      accessToken: 'x',
      entityMada: 'a',
      entityCard: 'b',
      timeoutMs: 2000,
    });
    await expect(down.createCheckout(input('VISA_MASTER'))).rejects.toBeInstanceOf(GatewayUnavailableError);
    const badToken = new HyperPayGateway({
      baseUrl: base,
      accessToken: 'wrong',
      entityMada: SANDBOX.entityMada,
      entityCard: SANDBOX.entityCard,
    });
    await expect(badToken.createCheckout(input('VISA_MASTER'))).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });
});

describe('the app configured for HyperPay', () => {
  it('runs a purchase through the HyperPay client and allows the widget origin in its CSP', async () => {
    const user = await seedUser(shop.db.db);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/create-checkout',
      headers: user.headers,
      payload: { planId: 'standard', paymentMethod: 'MADA', customerDetails: CUSTOMER },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      widgetBaseUrl: base,
      brands: 'MADA',
      amount: '71.25',
      currency: 'SAR',
      sandbox: false,
    });
    // The widget is loaded by the pricing page: its policy allows the gateway (an API response needs none).
    const page = await shop.app.inject({ method: 'GET', url: '/pricing' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${new URL(base).origin}`));
    expect(csp).toContain(`form-action 'self' ${new URL(base).origin}`);
    // The shop itself serves no sandbox when HyperPay is configured.
    const widget = await shop.app.inject({
      method: 'GET',
      url: '/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=x',
    });
    expect(String(widget.headers['content-type'])).not.toContain('javascript');

    await payOnSandbox(body.checkoutId, '4464040000000007');
    const resourcePath = encodeURIComponent(`/v1/checkouts/${body.checkoutId}/payment`);
    const verified = await shop.app.inject({
      method: 'GET',
      url: `/api/payment-status?resourcePath=${resourcePath}`,
      headers: user.headers,
    });
    expect(verified.json()).toMatchObject({ success: true, amount: '71.25', currency: 'SAR' });
    const sub = await shop.app.inject({ method: 'GET', url: '/api/me/subscription', headers: user.headers });
    expect(sub.json()).toMatchObject({ plan: 'standard', status: 'active' });
  });

  it('answers 503 with a message when the gateway is down', async () => {
    // The app's gateway, given to it in place of the configured one: the client, pointed at a closed port (9).
    const offline = await createTestApp(
      {},
      {
        services: {
          paymentGateway: new HyperPayGateway({
            baseUrl: 'http://127.0.0.1:9',
            accessToken: 'x',
            entityMada: 'a',
            entityCard: 'b',
          }),
        },
      },
    );
    try {
      const user = await seedUser(offline.db.db);
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/create-checkout',
        headers: user.headers,
        payload: { planId: 'premium', paymentMethod: 'VISA_MASTER', customerDetails: CUSTOMER },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'payment_gateway_unavailable' });
    } finally {
      await offline.close();
    }
  });
});
