import type { CircleDetail } from '@lisan/contract';
import { expect } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import type { App } from '../../app.js';

/* The circle API as a test calls it: a request as someone, a new circle, joining by code. */

type Headers = { authorization: string } | undefined;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `app` is read on each call: the test file builds its app in `beforeAll`, after this is set up. */
export function circleApi(app: () => App) {
  const call = (method: Method, url: string, who?: TestAccount, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: who?.auth as Headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function createCircle(
    teacher: TestAccount,
    name = 'Halaqa al-Fajr',
  ): Promise<CircleDetail & { code: string }> {
    const res = await call('POST', '/api/circles', teacher, {
      name,
      description: 'Juz 30 together',
      language: 'ar',
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  const join = (member: TestAccount, code: string) => call('POST', '/api/circles/join', member, { code });

  /** A circle with a teacher and one member, and an outsider who belongs to neither. */
  async function circleWithMember() {
    const teacher = await createAccount(app(), { firstName: 'Khadija', lastName: 'Bint Khuwaylid' });
    const member = await createAccount(app(), { firstName: 'Zayd', lastName: 'ibn Thabit' });
    const outsider = await createAccount(app(), { firstName: 'Mallory', lastName: 'Outside' });
    const circle = await createCircle(teacher);
    expect((await join(member, circle.code)).statusCode).toBe(201);
    return { teacher, member, outsider, circle };
  }

  return { call, createCircle, join, circleWithMember };
}
