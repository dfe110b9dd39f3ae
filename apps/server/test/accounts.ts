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
    payload: { firstName: overrides.firstName ?? 'Amina', lastName: overrides.lastName ?? 'Yusuf', email, password },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const signin = await app.inject({ method: 'POST', url: '/api/signin', payload: { email, password } });
  if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${signin.statusCode} ${signin.body}`);
  const { user, token } = signin.json() as { user: { id: string }; token: string };
  return { id: user.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}
