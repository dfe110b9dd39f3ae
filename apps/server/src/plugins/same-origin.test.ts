import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CROSS_SITE_TEXT } from './same-origin.js';

/** A cookie-authenticated write from another site is refused; Bearer-token writes are not affected. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (token: string) => ({ cookie: `lisan_session=${token}` });
const stillSignedIn = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } }))
    .statusCode === 200;

describe('cross-site writes with the session cookie', () => {
  it('refuses POST /api/signout-all from another origin (text/plain, no preflight) with 403 and a clear message', async () => {
    const a = await createAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signout-all',
      headers: {
        ...cookieOf(a.token),
        host: 'localhost:5000',
        origin: 'https://evil.example',
        'content-type': 'text/plain',
      },
      payload: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_TEXT, code: 'cross_site_request' });
    expect(await stillSignedIn(a.token)).toBe(true);
  });

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site or same-site', async () => {
    const a = await createAccount(t.app);
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/signout-all',
        headers: { ...cookieOf(a.token), 'sec-fetch-site': site },
      });
      expect(res.statusCode, site).toBe(403);
    }
    expect(await stillSignedIn(a.token)).toBe(true);
  });

  it('accepts the same write from our own pages', async () => {
    const a = await createAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signout-all',
      headers: {
        ...cookieOf(a.token),
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:5000',
        host: 'localhost:5000',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await stillSignedIn(a.token)).toBe(false);
    const b = await createAccount(t.app);
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/signout-all',
      headers: { ...cookieOf(b.token), origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(byOrigin.statusCode).toBe(204);
  });

  it('does not check writes authenticated with a Bearer token', async () => {
    const a = await createAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signout-all',
      headers: { ...a.auth, origin: 'https://some-app.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(204);
  });
});
