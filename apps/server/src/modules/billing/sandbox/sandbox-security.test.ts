import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_TEST_CARDS } from '@lisan/contract';
import { schema, eq } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, loadConfig } from '../../../config.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { CUSTOMER, cardForm, seedUser, widgetSessionFrom } from '../test-helpers.js';
import { SANDBOX, sandboxAccessToken } from './sandbox.service.js';

/** The embedded sandbox gateway is on only where nobody else can reach it, and closed when on. */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-sandbox-'));
  t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '50' });
});
afterAll(async () => {
  await t.close();
});

const visa = SANDBOX_TEST_CARDS.find((c) => c.outcome === 'success' && c.brand === 'VISA')!.number;
const widget = (checkoutId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`,
    headers,
  });
const submit = (checkoutId: string, session: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/hyperpay/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: cardForm(visa, session),
  });
async function prepared() {
  const owner = await seedUser(t.db.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout',
    headers: owner.headers,
    payload: { planId: 'premium', paymentMethod: 'VISA_MASTER', customerDetails: CUSTOMER },
  });
  expect(res.statusCode).toBe(200);
  return { owner, checkoutId: (res.json() as { checkoutId: string }).checkoutId };
}

describe('when the sandbox is on', () => {
  it('is on by default only on loopback with no public PUBLIC_URL; PAYMENTS_SANDBOX decides otherwise', () => {
    const sandbox = (env: Record<string, string>) => loadConfig(env).paymentsSandbox;
    // A newcomer's `npm start` listens on 127.0.0.1: payments work with test cards.
    expect(sandbox({})).toBe(true);
    for (const HOST of ['127.0.0.1', '127.3.4.5', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(sandbox({ HOST }), HOST).toBe(true);
    // Listening where others can reach it, with or without PUBLIC_URL: off.
    for (const HOST of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.5', '::ffff:127.0.0.1', '127.0.0.1.nip.io'])
      expect(sandbox({ HOST }), HOST).toBe(false);
    // A local PUBLIC_URL is an IP literal in 127/8 or ::1, or localhost; anything else is someone else's address.
    for (const url of [
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://127.8.9.10',
      'http://[::1]:5000',
    ])
      expect(sandbox({ PUBLIC_URL: url }), url).toBe(true);
    for (const url of [
      'https://lisan.example',
      'https://127.0.0.1.nip.io',
      'https://localhost.example.com',
      'http://app.localhost',
      'http://0.0.0.0:5000',
      'http://192.168.1.10:5000',
    ])
      expect(sandbox({ PUBLIC_URL: url }), url).toBe(false);
    expect(sandbox({ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:5000' })).toBe(false);
    // Asked for: on wherever it listens; refused: off everywhere.
    expect(sandbox({ HOST: '0.0.0.0', PUBLIC_URL: 'https://lisan.example', PAYMENTS_SANDBOX: 'true' })).toBe(
      true,
    );
    expect(sandbox({ PAYMENTS_SANDBOX: 'false' })).toBe(false);
  });

  it('links in mail name localhost when listening on loopback or everywhere, else the address listened on', () => {
    expect(appOrigin(loadConfig({ PORT: '5001' }))).toBe('http://localhost:5001');
    expect(appOrigin(loadConfig({ HOST: '0.0.0.0', PORT: '5001' }))).toBe('http://localhost:5001');
    expect(appOrigin(loadConfig({ HOST: '10.0.0.5', PORT: '5001' }))).toBe('http://10.0.0.5:5001');
  });

  it('uses a token made for this data folder, not a published one', async () => {
    const token = sandboxAccessToken(dataDir);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'sandbox-access-token'), 'utf8').trim()).toBe(token);
    expect(sandboxAccessToken(mkdtempSync(path.join(tmpdir(), 'lisan-sandbox-other-')))).not.toBe(token);
    const body = 'entityId=sandbox-entity-card&amount=19.00&currency=USD&paymentType=DB';
    const post = (auth: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/hyperpay/v1/checkouts',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await post('Bearer lisan-sandbox-token')).statusCode).toBe(401);
    expect((await post(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it("lets a stranger neither see nor pay someone else's checkout", async () => {
    const { owner, checkoutId } = await prepared();
    const stranger = await seedUser(t.db.db);
    for (const headers of [{}, stranger.headers]) {
      const script = await widget(checkoutId, headers);
      expect(script.body).toContain('"state":"unknown"');
      expect(widgetSessionFrom(script.body)).toBeNull();
    }
    expect((await submit(checkoutId, '')).statusCode).toBe(403);
    expect((await submit(checkoutId, 'guessed-session')).statusCode).toBe(403);
    // The owner's own form pays it.
    const session = widgetSessionFrom((await widget(checkoutId, owner.headers)).body);
    expect(session).toBeTruthy();
    expect((await submit(checkoutId, session!)).statusCode).toBe(200);
  });

  it('never answers card data, and keeps no more than the last four digits', async () => {
    const { owner, checkoutId } = await prepared();
    const session = widgetSessionFrom((await widget(checkoutId, owner.headers)).body)!;
    expect((await submit(checkoutId, session)).statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: `/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment?entityId=${SANDBOX.entityCard}`,
      headers: { authorization: `Bearer ${sandboxAccessToken(dataDir)}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().card).toBeUndefined();
    expect(status.body).not.toContain('Amina Yusuf');
    expect(status.body).not.toContain(visa.slice(0, 6));
    const [row] = await t.db.db
      .select()
      .from(schema.sandboxCheckouts)
      .where(eq(schema.sandboxCheckouts.id, checkoutId));
    expect(JSON.stringify(row)).not.toContain('Amina Yusuf');
    expect(row!.cardLast4).toBe(visa.slice(-4));
  });

  it('deletes checkouts a day after they expired as new ones are made', async () => {
    const { checkoutId: old } = await prepared();
    await t.db.db
      .update(schema.sandboxCheckouts)
      .set({ expiresAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(schema.sandboxCheckouts.id, old));
    await prepared();
    expect(
      await t.db.db.select().from(schema.sandboxCheckouts).where(eq(schema.sandboxCheckouts.id, old)),
    ).toEqual([]);
  });

  it('answers a malformed checkout id (a NUL too) without a 5xx', async () => {
    for (const id of ['\u0000abc', 'x'.repeat(500), "'; drop table x; --"]) {
      expect((await widget(id)).statusCode).toBe(200);
      const res = await submit(id, 'x');
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('is rate limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await widget('0'.repeat(32))).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('when PUBLIC_URL names a public address', () => {
  it('serves no sandbox, and checkout says payments are not set up', async () => {
    const off = await createTestApp({ PUBLIC_URL: 'https://lisan.example' });
    try {
      const owner = await seedUser(off.db.db);
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/create-checkout',
        headers: owner.headers,
        payload: { planId: 'premium', paymentMethod: 'VISA_MASTER', customerDetails: CUSTOMER },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Payments are not set up/);
      const script = await off.app.inject({
        method: 'GET',
        url: '/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=x',
      });
      expect(String(script.headers['content-type'])).not.toContain('javascript');
      const gateway = await off.app.inject({ method: 'GET', url: '/api/payment-gateway' });
      expect(gateway.json()).toEqual({ gateway: 'none' });
    } finally {
      await off.close();
    }
  });

  it('tells the web app when test payments are on, so it can show the banner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment-gateway' })).json()).toEqual({
      gateway: 'sandbox',
    });
  });
});
