import { appUrl } from './server';

/**
 * Learners for browser tests, made through the public API as a client would: sign up, sign in, and for a paid
 * plan a real purchase through the embedded sandbox gateway (checkout, card payment, verification).
 */
export interface Learner {
  token: string;
  user: Record<string, unknown> & { id: string };
  /** localStorage entries of a signed-in browser (auth-token and user). */
  storage: Record<string, string>;
}

let counter = 0;

async function call(path: string, init: RequestInit & { token?: string; baseUrl?: string } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${init.baseUrl ?? appUrl()}${path}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** An account's sign-up details, for a test that signs in through the page. */
export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An address no other test (nor another run against the same server) uses. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name.toLowerCase()}-${Date.now()}-${counter}@example.com`;
}

/**
 * A new account made through POST /api/signup, not signed in; `baseUrl` names another app than the shared one
 * (a test that starts its own).
 */
export async function newAccount(
  details: Partial<Pick<TestAccount, 'firstName' | 'lastName' | 'password'>> & {
    /** The length of a day's practice the sign-up form's select would send (5, 10 or 20). */
    dailyGoal?: number;
  } = {},
  baseUrl?: string,
): Promise<TestAccount> {
  const firstName = details.firstName ?? 'Huda';
  const lastName = details.lastName ?? 'Rahman';
  const account = {
    firstName,
    lastName,
    email: uniqueEmail(firstName),
    password: details.password ?? 'a long enough password',
  };
  const body = details.dailyGoal === undefined ? account : { ...account, dailyGoal: details.dailyGoal };
  await call('/api/signup', { method: 'POST', baseUrl, ...json(body) });
  return account;
}

/** Signs an account in through POST /api/signin: the session a browser would hold after signing in. */
export async function signedIn(account: Pick<TestAccount, 'email' | 'password'>): Promise<Learner> {
  const { user, token } = await call('/api/signin', {
    method: 'POST',
    ...json({ email: account.email, password: account.password }),
  });
  return { token, user, storage: { 'auth-token': token, user: JSON.stringify(user) } };
}

/** A signed-in learner on `plan`; a paid plan is bought through the sandbox gateway as a learner would. */
export async function learner(plan: 'basic' | 'standard' | 'premium' = 'basic'): Promise<Learner> {
  const account = await newAccount();
  const { email } = account;
  const { token, user, storage } = await signedIn(account);
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
      `${appUrl()}/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.checkoutId)}`,
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
  return { token, user, storage };
}
