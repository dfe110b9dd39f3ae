import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The link in the reset e-mail never comes from the request's Host or X-Forwarded-Host. */
let t: TestApp;
let outbox: string;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-reset-link-'));
  outbox = path.join(dataDir, 'outbox');
  // No PUBLIC_URL (the default), behind a proxy whose forwarded headers are believed.
  t = await createTestApp({ DATA_DIR: dataDir, PORT: '5133', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

const messages = () => {
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as { to: string; text: string },
      );
  } catch {
    return [];
  }
};

describe('password-reset links without PUBLIC_URL', () => {
  it('point to the address the server listens on, whatever Host or X-Forwarded-Host the request names', async () => {
    const victim = await createAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: victim.email },
    });
    expect(res.statusCode).toBe(202);
    await expect
      .poll(() => messages().filter((m) => m.to === victim.email).length, { timeout: 10_000 })
      .toBe(1);
    const text = messages().find((m) => m.to === victim.email)!.text;
    expect(text).toMatch(/http:\/\/localhost:5133\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(text).not.toContain('attacker.example');
    expect(text).not.toContain('evil.example');
  });
});
