import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { memoryMailer } from '../../../test/memory-mailer.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The link in the reset e-mail never comes from the request's Host or X-Forwarded-Host. */
let t: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  // No PUBLIC_URL (the default), behind a proxy whose forwarded headers are believed.
  t = await createTestApp({ PORT: '5133', TRUST_PROXY: 'true' }, { services: { mailer } });
});
afterAll(async () => {
  await t.close();
});

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
    await t.app.backgroundTasks.settled();
    const sent = mailer.sent.filter((m) => m.to === victim.email);
    expect(sent).toHaveLength(1);
    const text = sent[0]!.text;
    expect(text).toMatch(/http:\/\/localhost:5133\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(text).not.toContain('attacker.example');
    expect(text).not.toContain('evil.example');
  });
});
