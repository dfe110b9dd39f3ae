import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Password hashing with argon2id and the OWASP Password Storage Cheat Sheet's parameters (19 MiB, 2 passes,
 * 1 lane). `Algorithm` is a const enum in the package's typings, which isolatedModules cannot read, hence the
 * number: 2 is Argon2id.
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** An account made through a sign-in provider may have no password (null): nothing matches it. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await burnPasswordCheck(password);
    return false;
  }
  try {
    verifications++;
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
}

let verifications = 0;

/**
 * How many argon2id verifications this process has run. A sign-in's time is mostly its one verification, so every
 * way a sign-in can fail (unknown email, wrong password, an account without a password) must run exactly one: the
 * tests count them instead of timing requests, which a busy machine makes noisy.
 */
export function passwordVerifications(): number {
  return verifications;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for an email that has no account: a sign-in with an unknown
 * email must not answer measurably faster than one with a wrong password, or the timing would reveal who has an
 * account. The dummy hash is made once per process.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('lisan-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
