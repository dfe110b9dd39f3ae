import { ERROR_TEXTS, signInSlowedText, tooManySignInAttemptsText } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/manual-clock.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { THROTTLE_POLICY } from './sign-in-throttle.js';

/** The sign-in throttle on a clock the test moves: no test here waits for real time. */
let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

const password = 'sabr-and-salah';
let counter = 0;
async function newAccount(): Promise<string> {
  counter += 1;
  const email = `throttle-${counter}-${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { firstName: 'Amina', lastName: 'Yusuf', email, password },
  });
  expect(res.statusCode).toBe(201);
  return email;
}
const signin = (email: string, pw: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: pw }, remoteAddress });

describe('an IPv6 guesser', () => {
  it('is one address for its whole /64: the pair locks however the addresses inside it change', async () => {
    const email = await newAccount();
    const { lockAfter, lockMinutes } = THROTTLE_POLICY.pair;
    for (let i = 1; i <= lockAfter; i++) {
      const res = await signin(email, `guess-${i}`, `2001:db8:1:2::${i.toString(16)}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ERROR_TEXTS.invalidCredentials);
    }
    // The next address of the same /64, even with the right password, is refused until the lock has passed.
    const refused = await signin(email, password, '2001:db8:1:2:ffff:ffff:ffff:fffe');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'sign_in_locked',
      message: tooManySignInAttemptsText(lockMinutes * 60),
    });
    expect(refused.headers['retry-after']).toBe(String(lockMinutes * 60));
    // Another /64 is someone else: the owner gets in.
    expect((await signin(email, password, '2001:db8:1:3::1')).statusCode).toBe(200);
    // And the locked /64 gets in again once the lock has passed.
    clock.advance(lockMinutes * 60_000 + 1000);
    expect((await signin(email, password, '2001:db8:1:2::99')).statusCode).toBe(200);
  });

  it('slows its answers on the clock, never by sleeping the test', async () => {
    const email = await newAccount();
    const before = clock.slept.length;
    const { slowAfter } = THROTTLE_POLICY.pair;
    for (let i = 1; i <= slowAfter + 2; i++) await signin(email, `guess-${i}`, '2001:db8:9::1');
    expect(clock.slept.slice(before)).toEqual([THROTTLE_POLICY.delayStepMs, 2 * THROTTLE_POLICY.delayStepMs]);
  });
});

describe('an account guessed at from many addresses', () => {
  const { turnsAfter, turnStepMs, maxTurnGapMs } = THROTTLE_POLICY.account;
  const address = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.1`;

  it('checks its password once per turn past the cap, answering 429 with Retry-After in between', async () => {
    const email = await newAccount();
    for (let i = 0; i < turnsAfter; i++) {
      expect((await signin(email, `guess-${i}`, address(i))).statusCode).toBe(401);
    }
    // The first check past the cap takes the turn; the next, from yet another address, waits for its own.
    expect((await signin(email, 'guess-a', address(100))).statusCode).toBe(401);
    const early = await signin(email, 'guess-b', address(101));
    expect(early.statusCode).toBe(429);
    const gapSeconds = turnStepMs / 1000; // the turn taken at the cap opens the next one a step later
    expect(early.json()).toEqual({ code: 'sign_in_slowed', message: signInSlowedText(gapSeconds) });
    expect(early.headers['retry-after']).toBe(String(gapSeconds));

    // Not a lock-out: once the turn comes the owner's right password works, from anywhere, and clears the count.
    clock.advance(gapSeconds * 1000);
    expect((await signin(email, password, address(102))).statusCode).toBe(200);
    expect((await signin(email, 'guess-c', address(103))).statusCode).toBe(401);
    expect((await signin(email, 'guess-d', address(104))).statusCode).toBe(401);
  });

  it('lets the wait grow with the failures, up to a limit measured in seconds', async () => {
    const email = await newAccount();
    let failures = 0;
    let lastWait = 0;
    for (let i = 0; failures < turnsAfter + 60; i++) {
      const res = await signin(email, `guess-${i}`, address(i));
      if (res.statusCode === 401) failures++;
      else {
        expect(res.statusCode).toBe(429);
        lastWait = Number(res.headers['retry-after']);
        expect(lastWait).toBeGreaterThan(0);
        expect(lastWait).toBeLessThanOrEqual(maxTurnGapMs / 1000);
        clock.advance(lastWait * 1000);
      }
    }
    expect(lastWait).toBe(maxTurnGapMs / 1000);
    clock.advance(maxTurnGapMs);
    expect((await signin(email, password, address(999))).statusCode).toBe(200);
  });
});
