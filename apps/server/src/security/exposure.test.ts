import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** What the app shows of itself to anyone, and what it lets caches keep. */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});
const open = async (env: Record<string, string>) => {
  const t = await createTestApp(env, { logger: { level: 'silent' } });
  apps.push(t);
  return t;
};

describe('the API documentation', () => {
  it('is not served in production unless API_DOCS=true', async () => {
    const production = await open({ NODE_ENV: 'production' });
    expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);

    const documented = await open({ NODE_ENV: 'production', API_DOCS: 'true' });
    expect((await documented.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    const docs = await documented.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });
});

describe('caching of answers', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await open({});
    account = await createAccount(t.app);
  });

  it('marks a signed-in learner’s answers private and not to be stored', async () => {
    for (const url of ['/api/me', `/api/user-progress/${account.id}`, `/api/analytics/${account.id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: account.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('leaves the public reads’ own caching as it is, signed in or not', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/pricing' });
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/pricing', headers: account.auth });
    expect(anonymous.headers['cache-control']).not.toContain('private');
    expect(signedIn.headers['cache-control']).toBe(anonymous.headers['cache-control']);
  });
});
