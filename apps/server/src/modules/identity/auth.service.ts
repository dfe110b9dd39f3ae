import {
  BROWSER_SESSION_HOURS,
  ERROR_TEXTS,
  AUTH_TEXTS,
  REMEMBER_ME_DAYS,
  type User,
  type signinRequestSchema,
  type signupRequestSchema,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import type { z } from 'zod';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';
import { deleteUserFlows } from './oauth.repository.js';
import { assertNotLocked, clearAccountFailures, recordFailure, throttleKeys } from './sign-in-throttle.js';

const HOUR_MS = 60 * 60 * 1000;

/** '' from an untouched select means "not given". */
export const choice = <T extends string>(value: T | '' | null | undefined): T | null =>
  value ? value : null;

/**
 * Creates the account, or answers the account that already has this email (the caller tells its owner by mail,
 * and answers the visitor exactly as for a new account). A password is hashed either way, so the time taken does
 * not tell the two apart.
 */
export async function signUp(
  db: Database,
  input: z.output<typeof signupRequestSchema>,
): Promise<{ created: User } | { existing: repo.UserRow }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await repo.findUserByEmail(db, input.email);
  if (existing) return { existing };
  const row = await repo.insertUser(db, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    passwordHash,
    memorizationLevel: choice(input.memorizationLevel),
    nativeLanguage: choice(input.nativeLanguage),
    learningGoal: choice(input.learningGoal),
    dailyGoal: input.dailyGoal ?? null,
  });
  if (row) return { created: repo.toUser(row) };
  // Another sign-up took the email between the check and the insert.
  const raced = await repo.findUserByEmail(db, input.email);
  if (!raced) throw new ConflictError(AUTH_TEXTS.emailTaken, 'email_taken');
  return { existing: raced };
}

/** At most one "you already have an account" mail per account in this long, however often the form is sent. */
const EXISTING_ACCOUNT_MAIL_GAP_MS = 60 * 60_000;

/** Tells an account's owner that someone tried to sign up with their email (at most once an hour). */
export async function mailExistingOwner(
  db: Database,
  mailer: Mailer,
  owner: repo.UserRow,
  origin: string,
  clock: Clock,
): Promise<void> {
  const turn = await repo.takeThrottleTurn(
    db,
    `signup-mail:${owner.email}`,
    clock.now(),
    EXISTING_ACCOUNT_MAIL_GAP_MS,
  );
  if (turn !== true) return;
  await mailer.send({
    to: owner.email,
    subject: 'You already have a Lisan account',
    text: [
      `Assalamu alaikum ${owner.firstName},`,
      '',
      'Someone (hopefully you) tried to create a Lisan account with this email address, which already has one.',
      '',
      `To sign in: ${origin}/signin`,
      `Forgot your password? ${origin}/forgot-password`,
      '',
      'If it was not you, ignore this message: nothing about your account has changed.',
    ].join('\n'),
  });
}

export interface NewSession {
  user: User;
  token: string;
  persistent: boolean;
  expiresAt: Date;
}

/** Opens a session: a random token for the client, only its hash in the database. */
export async function openSession(db: Database, user: User, persistent: boolean): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(
    Date.now() + (persistent ? REMEMBER_ME_DAYS * 24 : BROWSER_SESSION_HOURS) * HOUR_MS,
  );
  await repo.insertSession(db, { userId: user.id, tokenHash: hashToken(token), persistent, expiresAt });
  return { user, token, persistent, expiresAt };
}

export async function signIn(
  db: Database,
  input: z.output<typeof signinRequestSchema>,
  clientAddress: string,
  clock: Clock,
): Promise<NewSession> {
  const keys = throttleKeys(input.email, clientAddress);
  await assertNotLocked(db, keys, clock);
  const row = await repo.findUserByEmail(db, input.email);
  let valid = false;
  if (row) valid = await verifyPassword(row.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!row || !valid) {
    await recordFailure(db, keys, clock);
    // The same words for an unknown email and a wrong password: the answer must not reveal who has an account.
    throw new UnauthorizedError(ERROR_TEXTS.invalidCredentials, 'invalid_credentials');
  }
  await clearAccountFailures(db, input.email, clientAddress);
  return openSession(db, repo.toUser(row), input.rememberMe ?? false);
}

/**
 * Checks a signed-in user's current password before a sensitive change (email, password, deletion). It counts
 * against the same brute-force limits as sign-in, so a stolen session cannot be used to guess the password.
 */
export async function assertCurrentPassword(
  db: Database,
  row: repo.UserRow,
  password: string,
  clientAddress: string,
  clock: Clock,
): Promise<void> {
  const keys = throttleKeys(row.email, clientAddress);
  await assertNotLocked(db, keys, clock);
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordFailure(db, keys, clock);
    throw new ForbiddenError(AUTH_TEXTS.currentPasswordWrong, 'wrong_password');
  }
}

export const signOut = (db: Database, sessionId: string) => repo.revokeSession(db, sessionId);
/** Every session, and every trip to a sign-in provider that could still become one or link a provider. */
export async function signOutEverywhere(db: Database, userId: string) {
  await repo.revokeUserSessions(db, userId);
  await deleteUserFlows(db, userId);
}
