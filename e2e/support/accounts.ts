import { inject } from 'vitest';

/**
 * Learners for browser tests, made through the public API as a client would: sign up, sign in, and for a paid
 * plan a real purchase through the embedded sandbox gateway (checkout, card payment, verification).
 */
export interface Learner {
  token: string;
  user: Record<string, unknown> & { id: string };
  /** localStorage entries of a signed-in browser (spec §7: auth-token and user). */
  storage: Record<string, string>;
}

let counter = 0;

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${inject('baseUrl')}${path}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export async function learner(plan: 'basic' | 'standard' | 'premium' = 'basic'): Promise<Learner> {
  counter += 1;
  const email = `e2e-${plan}-${counter}-${Date.now()}@example.com`;
  const password = 'a long enough password';
  await call('/api/signup', {
    method: 'POST',
    ...json({ firstName: 'Huda', lastName: 'Rahman', email, password }),
  });
  const { user, token } = await call('/api/signin', { method: 'POST', ...json({ email, password }) });
  if (plan !== 'basic') {
    const checkout = await call('/api/create-checkout', {
      method: 'POST',
      token,
      ...json({
        planId: plan,
        paymentMethod: 'VISA_MASTER',
        customerDetails: {
          email,
          givenName: 'Huda',
          surname: 'Rahman',
          street: '1 Olaya St',
          city: 'Riyadh',
          state: 'Riyadh',
          country: 'SA',
          postcode: '12211',
        },
      }),
    });
    // The sandbox takes a card only with the widget session it wrote into the widget script its owner loaded.
    const widget = await fetch(
      `${inject('baseUrl')}/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.checkoutId)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const widgetSession = /"widgetSession":"([^"]+)"/.exec(await widget.text())?.[1];
    if (!widgetSession) throw new Error(`the sandbox widget for ${checkout.checkoutId} opened no session`);
    const card = new URLSearchParams({
      widgetSession,
      'card.number': '4111111111111111',
      'card.holder': 'Huda Rahman',
      'card.expiryMonth': '12',
      'card.expiryYear': String(new Date().getUTCFullYear() + 2),
      'card.cvv': '123',
    });
    const paid = await call(`/sandbox/hyperpay/v1/checkouts/${checkout.checkoutId}/payment`, {
      method: 'POST',
      body: card.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const status = await call(`/api/payment-status?resourcePath=${encodeURIComponent(paid.resourcePath)}`, {
      token,
    });
    if (!status.success) throw new Error(`the sandbox purchase of ${plan} failed: ${JSON.stringify(status)}`);
  }
  return { token, user, storage: { 'auth-token': token, user: JSON.stringify(user) } };
}
