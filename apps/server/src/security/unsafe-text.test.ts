import { Writable } from 'node:stream';
import { openTestDb } from '@lisan/db/testing';
import { sql, type DbHandle } from '@lisan/db';
import { UNSAFE_TEXT_MESSAGE } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';

/**
 * A NUL or an unpaired surrogate in any text field is a 400 from the contract's string schemas,
 * never a 500; and an unexpected error's log line carries no personal data.
 */
let app: App;
let db: DbHandle;
let account: TestAccount;
const logLines: string[] = [];

beforeAll(async () => {
  db = await openTestDb(inject('dbTemplate'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lisan-test-data', RATE_LIMIT_PER_MINUTE: '100000' }),
    {
      db,
      logger: { level: 'error', stream },
    },
  );
  // A query that fails with the learner's own words in it, as a database error would.
  app.post('/api/test-only/failing-query', async (request) => {
    const { email } = request.body as { email: string };
    await app.db.execute(sql`select ${email}::int`);
    return {};
  });
  // Text that reaches the database around the schemas (a header, a provider's answer): PostgreSQL refuses it.
  app.post('/api/test-only/store-text', async (request) => {
    const { text } = request.body as { text: string };
    await app.db.execute(sql`select length(${text}::text)`);
    return {};
  });
  await app.ready();
  account = await createAccount(app);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = 'a\uDC00b';
const customer = {
  email: 'amina@example.com',
  givenName: 'Amina',
  surname: 'Yusuf',
  street: '1 Main St',
  city: 'Riyadh',
  state: 'Riyadh',
  country: 'SA',
  postcode: '12345',
};

type Case = {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'GET';
  url: string;
  body?: (bad: string) => unknown;
  auth?: boolean;
};
const cases: Case[] = [
  {
    name: 'sign-up',
    method: 'POST',
    url: '/api/signup',
    body: (bad) => ({ firstName: bad, lastName: 'Y', email: 'x@example.com', password: 'long enough pw' }),
  },
  {
    name: 'sign-up password',
    method: 'POST',
    url: '/api/signup',
    body: (bad) => ({
      firstName: 'A',
      lastName: 'Y',
      email: 'y@example.com',
      password: `long enough ${bad}`,
    }),
  },
  {
    name: 'sign-in',
    method: 'POST',
    url: '/api/signin',
    body: (bad) => ({ email: `a${bad}@example.com`, password: 'whatever' }),
  },
  {
    name: 'sign-in password',
    method: 'POST',
    url: '/api/signin',
    body: (bad) => ({ email: 'a@example.com', password: bad }),
  },
  { name: 'profile', method: 'PATCH', url: '/api/me', auth: true, body: (bad) => ({ lastName: bad }) },
  {
    name: 'contact',
    method: 'POST',
    url: '/api/contact',
    body: (bad) => ({ name: 'Amina', email: 'amina@example.com', subject: 'Hi', message: bad }),
  },
  {
    name: 'answer',
    method: 'POST',
    url: '/api/validate-answer',
    body: (bad) => ({ userAnswer: bad, exerciseType: 'completion', phraseId: 'p' }),
  },
  {
    name: 'exercise-sessions attemptId',
    method: 'POST',
    url: '/api/exercise-sessions',
    body: (bad) => ({
      userId: 'demo-user',
      exerciseType: 'completion',
      userAnswer: 'x',
      correctAnswer: 'y',
      isCorrect: true,
      attemptId: bad,
    }),
  },
  {
    name: 'create-checkout customerDetails',
    method: 'POST',
    url: '/api/create-checkout',
    auth: true,
    body: (bad) => ({
      planId: 'premium',
      paymentMethod: 'VISA_MASTER',
      customerDetails: { ...customer, city: bad },
    }),
  },
  {
    name: 'password reset',
    method: 'POST',
    url: '/api/password-reset/confirm',
    body: (bad) => ({ token: bad, password: 'long enough pw' }),
  },
  { name: 'identify query', method: 'GET', url: '/api/quran/identify?q=' },
  {
    name: 'circle name',
    method: 'POST',
    url: '/api/circles',
    auth: true,
    body: (bad) => ({ name: bad, language: 'en' }),
  },
  {
    name: 'circle description',
    method: 'POST',
    url: '/api/circles',
    auth: true,
    body: (bad) => ({ name: 'Halaqa', description: bad, language: 'en' }),
  },
  {
    name: 'circle rename',
    method: 'PATCH',
    url: '/api/circles/c1',
    auth: true,
    body: (bad) => ({ description: bad }),
  },
  {
    name: 'circle teacher id',
    method: 'PATCH',
    url: '/api/circles/c1',
    auth: true,
    body: (bad) => ({ teacherId: bad }),
  },
  {
    name: 'join code',
    method: 'POST',
    url: '/api/circles/join',
    auth: true,
    body: (bad) => ({ code: `AB${bad}CD` }),
  },
  {
    name: 'report reason',
    method: 'POST',
    url: '/api/circles/c1/posts/p1/report',
    auth: true,
    body: (bad) => ({ reason: bad }),
  },
  {
    name: 'assignment note',
    method: 'PUT',
    url: '/api/circles/c1/assignment',
    auth: true,
    body: (bad) => ({ kind: 'surah', surah: 1, note: bad }),
  },
  {
    name: 'assignment phrase id',
    method: 'PUT',
    url: '/api/circles/c1/assignment',
    auth: true,
    body: (bad) => ({ kind: 'phrases', phraseIds: [bad] }),
  },
  {
    name: 'post parent id',
    method: 'POST',
    url: '/api/circles/c1/posts',
    auth: true,
    body: (bad) => ({ body: 'Salam', parentId: bad }),
  },
  { name: 'posts before', method: 'GET', url: '/api/circles/c1/posts?before=', auth: true },
  { name: 'circle id', method: 'GET', url: '/api/circles/', auth: true },
  {
    name: 'pronunciation transcript',
    method: 'POST',
    url: '/api/pronunciation',
    auth: true,
    body: (bad) => ({ transcript: bad, exerciseType: 'completion', phraseId: 'p' }),
  },
  {
    name: 'pronunciation phrase id',
    method: 'POST',
    url: '/api/pronunciation',
    body: (bad) => ({ transcript: 'x', exerciseType: 'completion', phraseId: bad }),
  },
  {
    name: 'spoken answer attempt id',
    method: 'POST',
    url: '/api/pronunciation/s1/attempt',
    auth: true,
    body: (bad) => ({ attemptId: bad }),
  },
  { name: 'spoken answer id', method: 'POST', url: '/api/pronunciation/{bad}/attempt', auth: true },
];

/** A path or query value: where the URL says `{bad}`, else at its end. */
const inUrl = (url: string, value: string) =>
  url.includes('{bad}') ? url.replace('{bad}', value) : url + value;

describe('NUL and unpaired surrogates in text fields', () => {
  for (const c of cases) {
    for (const [label, bad] of [
      ['NUL', NUL],
      ['lone high surrogate', LONE_HIGH],
      ['lone low surrogate', LONE_LOW],
    ] as const) {
      it(`${c.name}: ${label} → 400`, async () => {
        const res = await app.inject({
          method: c.method,
          url: c.body ? c.url : inUrl(c.url, encodeURIComponent(bad.replace(/[\uD800-\uDFFF]/, ''))),
          headers: c.auth ? account.auth : {},
          ...(c.body
            ? {
                payload: JSON.stringify(c.body(bad)),
                headers: { ...(c.auth ? account.auth : {}), 'content-type': 'application/json' },
              }
            : {}),
        });
        if (!c.body && label !== 'NUL') return; // a query string cannot carry a lone surrogate (it is percent-encoded UTF-8)
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(UNSAFE_TEXT_MESSAGE);
      });
    }
  }
});

describe("a recording's form fields", () => {
  it('refuses a NUL in a multipart field with a 400', async () => {
    const boundary = 'lisan-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/pronunciation',
      headers: { ...account.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('exerciseType', 'completion')}${part('phraseId', NUL)}--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(UNSAFE_TEXT_MESSAGE);
  });
});

describe('text the database refuses', () => {
  it('is a 400 naming the rule, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-only/store-text',
      payload: { text: NUL },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_text',
      message: `The request holds text that cannot be stored: it ${UNSAFE_TEXT_MESSAGE}.`,
    });
  });
});

describe('the error log', () => {
  it('names the failing query but none of its values', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-only/failing-query',
      payload: { email: 'amina.private@example.com' },
    });
    expect(res.statusCode).toBe(500);
    const logged = logLines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('select $1::int');
    expect(logged).not.toContain('amina.private@example.com');
  });
});
