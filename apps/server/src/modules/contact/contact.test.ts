import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTACT_LIMITS } from '@lisan/contract';
import { eq, schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-contact-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
});

const message = {
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  subject: 'A wrong reference',
  message: 'The phrase on the completion exercise shows the wrong ayah number.',
};

describe('POST /api/contact', () => {
  it('stores the message and delivers it to the outbox when SMTP is not configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ received: true });

    const rows = await t.db.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, userId: null });
    expect(rows[0]?.deliveredAt).toBeInstanceOf(Date);

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(path.join(outbox, files[0]!), 'utf8'));
    expect(mail.to).toBe('support@localhost');
    expect(mail.subject).toBe('[Lisan contact] A wrong reference');
    expect(mail.text).toContain('Reply to: aisha@example.com');
    expect(mail.text).toContain(message.message);
    expect(mail.text).toContain(body.id);
  });

  it('trims the fields before storing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, name: '  Yusuf  ', subject: '  Hello ' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, res.json().id));
    expect(row).toMatchObject({ name: 'Yusuf', subject: 'Hello' });
  });

  it.each([
    ['email', { ...message, email: 'not-an-email' }],
    ['message', { ...message, message: '   ' }],
    ['name', { ...message, name: 'x'.repeat(101) }],
    ['subject', { name: message.name, email: message.email, message: message.message }],
  ])('refuses a bad %s with 400 naming the field', async (field, payload) => {
    // From an address of its own: the form takes a few messages an hour from each address.
    const remoteAddress = `192.0.2.${field.length}${field.charCodeAt(0) % 10}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('the contact form’s own limit', () => {
  it('takes five messages an hour from one address, then answers 429; other addresses are not affected', async () => {
    // On PostgreSQL the counts are the database's, as in a deployment with DATABASE_URL.
    const own = await createTestApp({
      DATA_DIR: dataDir,
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    });
    try {
      const send = (remoteAddress: string) =>
        own.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress });
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof send>> | undefined;
      for (let i = 0; i < CONTACT_LIMITS.perHour + 1; i++) {
        const res = await send('198.51.100.7');
        statuses.push(res.statusCode);
        refused = res;
      }
      expect(statuses).toEqual([...Array<number>(CONTACT_LIMITS.perHour).fill(201), 429]);
      // The refusal says why and for how long, in minutes (the page words it in the learner's language).
      const { message: text, code, retryAfterMinutes } = refused!.json();
      expect(code).toBe('contact_rate_limited');
      expect(retryAfterMinutes).toBeGreaterThanOrEqual(59);
      expect(retryAfterMinutes).toBeLessThanOrEqual(60);
      expect(text).toBe(
        `You have sent several messages in the last hour. Please try again in about ${retryAfterMinutes} minutes.`,
      );
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await send('198.51.100.8')).statusCode).toBe(201);
      // The rest of the API keeps its own, larger limit for the address the form refused.
      expect(
        (await own.app.inject({ method: 'GET', url: '/api/pricing', remoteAddress: '198.51.100.7' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await own.close();
    }
  });
});
