import { schema } from '@lisan/db';
import type { App } from '../src/app.js';

/** Test helpers for features that need a signed-in user: create an account, sign in, and send the token. */
let counter = 0;

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `Authorization: Bearer <token>`, to pass as `headers` to `app.inject`. */
  auth: { authorization: string };
}

export async function createAccount(
  app: App,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<TestAccount> {
  counter += 1;
  const email = overrides.email ?? `learner${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      firstName: overrides.firstName ?? 'Amina',
      lastName: overrides.lastName ?? 'Yusuf',
      email,
      password,
    },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const signin = await app.inject({ method: 'POST', url: '/api/signin', payload: { email, password } });
  if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${signin.statusCode} ${signin.body}`);
  const { user, token } = signin.json() as { user: { id: string }; token: string };
  return { id: user.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * A signed-in learner on a paid plan. The subscription row is written directly (as a verified payment would
 * leave it), so tests about exercises need not go through checkout.
 */
export async function createSubscribedAccount(
  app: App,
  plan: 'standard' | 'premium',
  overrides: Parameters<typeof createAccount>[1] = {},
): Promise<TestAccount> {
  const account = await createAccount(app, overrides);
  const now = new Date();
  await app.db.insert(schema.subscriptions).values({
    userId: account.id,
    planId: plan,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86400_000),
  });
  return account;
}
