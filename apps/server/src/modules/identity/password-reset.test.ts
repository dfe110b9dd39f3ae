import { AUTH_TEXTS } from '@lisan/contract';
import { schema, eq } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { memoryMailer } from '../../../test/memory-mailer.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://lisan.example' }, { services: { mailer } });
});
afterAll(async () => {
  await t.close();
});

/** Asks for a link, and waits for what the request does after answering (the link is mailed after the 202). */
async function request(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email } });
  await t.app.backgroundTasks.settled();
  return res;
}
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });

/** The one message sent since `before` messages, which must be a reset link to `to`: the link's token. */
function resetToken(to: string, before: number): string {
  expect(mailer.sent.length).toBe(before + 1);
  const message = mailer.sent.at(-1)!;
  expect(message.to).toBe(to);
  expect(message.subject).toBe('Reset your Lisan password');
  const link = /https:\/\/lisan\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('password reset', () => {
  it('answers 202 with the same words for an unknown email, and sends nothing', async () => {
    const res = await request('nobody-here@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(AUTH_TEXTS.resetRequested);
    expect(mailer.sent).toEqual([]);
  });

  it('refuses a malformed email with 400', async () => {
    expect((await request('nope')).statusCode).toBe(400);
  });

  it('mails a single-use link that sets the new password and signs out every session', async () => {
    const a = await createAccount(t.app);
    const before = mailer.sent.length;
    const res = await request(a.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(AUTH_TEXTS.resetRequested);
    const token = resetToken(a.email, before);

    // Stored only as a hash, valid for one hour.
    const [row] = await t.db.db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, a.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(60);

    expect((await confirm(token, 'short')).statusCode).toBe(400);
    const done = await confirm(token, 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(AUTH_TEXTS.resetDone);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: a.auth })).statusCode).toBe(401);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: 'brand-new-password' },
    });
    expect(signin.statusCode).toBe(200);

    const again = await confirm(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_TEXTS.resetLinkInvalid);
  });

  it('refuses an expired link and a made-up one', async () => {
    const a = await createAccount(t.app);
    const before = mailer.sent.length;
    await request(a.email);
    const token = resetToken(a.email, before);
    await t.db.db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResetTokens.userId, a.id));
    expect((await confirm(token, 'brand-new-password')).statusCode).toBe(400);
    expect((await confirm('made-up-token', 'brand-new-password')).statusCode).toBe(400);
  });

  it('sends at most one link a minute per account', async () => {
    const a = await createAccount(t.app);
    const before = mailer.sent.length;
    await request(a.email);
    resetToken(a.email, before);
    expect((await request(a.email)).statusCode).toBe(202);
    expect(mailer.sent.length).toBe(before + 1);
  });

  it('unlocks an account its owner was locked out of', async () => {
    const a = await createAccount(t.app);
    const signinFrom = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: a.email, password },
        remoteAddress: '10.9.0.1',
      });
    await t.db.db.insert(schema.signInThrottle).values({
      key: `pair:${a.email}|10.9.0.1`,
      failures: 10,
      lockedUntil: new Date(Date.now() + 15 * 60_000),
    });
    expect((await signinFrom(a.password)).statusCode).toBe(429);
    const before = mailer.sent.length;
    await request(a.email);
    const token = resetToken(a.email, before);
    expect((await confirm(token, 'a-fresh-password')).statusCode).toBe(200);
    expect((await signinFrom('a-fresh-password')).statusCode).toBe(200);
  });
});

describe('reset links after the account changes', () => {
  const sessionsOpen = async (userId: string) =>
    (await t.db.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId))).filter(
      (s) => s.revokedAt === null,
    ).length;

  it('a password change cancels every open link', async () => {
    const a = await createAccount(t.app);
    const before = mailer.sent.length;
    await request(a.email);
    const token = resetToken(a.email, before);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: a.auth,
      payload: { currentPassword: a.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await confirm(token, 'the attacker chooses this');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_TEXTS.resetLinkInvalid);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: 'a brand new passphrase' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('an email change cancels every open link and signs out the other sessions, keeping this one', async () => {
    const a = await createAccount(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: a.password },
    });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    const before = mailer.sent.length;
    await request(a.email);
    const token = resetToken(a.email, before);
    expect(await sessionsOpen(a.id)).toBe(2);

    const newEmail = `moved-${Date.now()}@example.com`;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: a.auth,
      payload: { email: newEmail, currentPassword: a.password },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(token, 'the old mailbox chooses')).json().message).toBe(
      AUTH_TEXTS.resetLinkInvalid,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: otherAuth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: a.auth })).statusCode).toBe(200);
    expect(await sessionsOpen(a.id)).toBe(1);
  });

  it('a name change leaves the links and the other sessions alone', async () => {
    const a = await createAccount(t.app);
    const before = mailer.sent.length;
    await request(a.email);
    const token = resetToken(a.email, before);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: a.password },
    });
    await t.app.inject({ method: 'PATCH', url: '/api/me', headers: a.auth, payload: { firstName: 'Hafsa' } });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: otherAuth })).statusCode).toBe(200);
    expect((await confirm(token, 'a fresh passphrase here')).statusCode).toBe(200);
  });
});

describe('the reset e-mail in the learner’s interface language', () => {
  it.each([
    ['ar', 'إعادة تعيين كلمة مرور لسان', 'السلام عليكم'],
    ['sw', 'Weka upya nenosiri lako la Lisan', 'Fungua kiungo'],
    ['en', 'Reset your Lisan password', 'Open this link'],
  ] as const)('writes the message in %s', async (language, subject, phrase) => {
    const a = await createAccount(t.app);
    const before = mailer.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: a.email, language },
    });
    expect(res.statusCode).toBe(202);
    await t.app.backgroundTasks.settled();
    expect(mailer.sent.length).toBe(before + 1);
    const message = mailer.sent.at(-1)!;
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(phrase);
    expect(message.text).toContain('Amina');
    expect(message.text).toMatch(/https:\/\/lisan\.example\/reset-password\?token=[A-Za-z0-9_-]+/u);
    expect(message.text).toContain('60');
  });

  it('refuses a language the interface does not have with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'someone@example.com', language: 'xx' },
    });
    expect(res.statusCode).toBe(400);
  });
});
