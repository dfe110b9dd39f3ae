import { AUTH_TEXTS, type User, type updateProfileRequestSchema } from '@lisan/contract';
import type { Database } from '@lisan/db';
import type { z } from 'zod';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { takeQuota } from '../../lib/user-quota.js';
import { eraseUserData, userDataChunks } from '../../lib/user-data.js';
import {
  assertCurrentPassword,
  assertRecentSignIn,
  cancelResetLinks,
  choice,
  usersRepository as repo,
} from '../identity/index.js';

/** The caller's row; a session whose user has just been deleted reads as signed out. */
async function loadUser(db: Database, userId: string): Promise<repo.UserRow> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw new UnauthorizedError();
  return row;
}

export async function getMe(db: Database, userId: string): Promise<User> {
  return repo.toUser(await loadUser(db, userId));
}

/**
 * Changes the profile. A new email also cancels the open reset links (sent to the old address) and signs out every
 * other session: whoever knew the password may have opened them, and the address is how the owner gets back in.
 */
export async function updateProfile(
  db: Database,
  caller: { id: string; sessionId: string },
  input: z.output<typeof updateProfileRequestSchema>,
  clientAddress: string,
  clock: Clock,
): Promise<User> {
  const userId = caller.id;
  const row = await loadUser(db, userId);
  const changes: Parameters<typeof repo.updateUser>[2] = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.memorizationLevel !== undefined) changes.memorizationLevel = choice(input.memorizationLevel);
  if (input.nativeLanguage !== undefined) changes.nativeLanguage = choice(input.nativeLanguage);
  if (input.learningGoal !== undefined) changes.learningGoal = choice(input.learningGoal);
  if (input.dailyGoal !== undefined) changes.dailyGoal = input.dailyGoal;
  if (input.email !== undefined && input.email !== row.email) {
    // The email is what signs in and where reset links go: changing it needs the password, not just a session.
    if (!input.currentPassword)
      throw new BadRequestError(AUTH_TEXTS.currentPasswordRequired, 'current_password_required');
    await assertCurrentPassword(db, row, input.currentPassword, clientAddress, clock);
    if (await repo.findUserByEmail(db, input.email))
      throw new ConflictError(AUTH_TEXTS.emailTaken, 'email_taken');
    changes.email = input.email;
  }
  if (Object.keys(changes).length === 0) {
    if (input.email !== undefined) return repo.toUser(row); // the same email again: nothing to do
    throw new BadRequestError(AUTH_TEXTS.nothingToUpdate, 'nothing_to_update');
  }
  try {
    const updated = await db.transaction(async (tx) => {
      const done = await repo.updateUser(tx, userId, changes);
      if (done && changes.email !== undefined) {
        await cancelResetLinks(tx, userId);
        await repo.revokeUserSessions(tx, userId, caller.sessionId);
      }
      return done;
    });
    if (!updated) throw new UnauthorizedError();
    return repo.toUser(updated);
  } catch (error) {
    // Another account took the email between the check and the update.
    if (isUniqueViolation(error)) throw new ConflictError(AUTH_TEXTS.emailTaken, 'email_taken');
    throw error;
  }
}

/**
 * New password; every other session is revoked (a thief's included), this one stays signed in, and open reset
 * links are cancelled (one would otherwise set the password back to whatever its holder chooses).
 */
export async function changePassword(
  db: Database,
  caller: { id: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  clientAddress: string,
  clock: Clock,
): Promise<void> {
  const row = await loadUser(db, caller.id);
  await assertCurrentPassword(db, row, input.currentPassword, clientAddress, clock);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, caller.id, { passwordHash });
    await repo.revokeUserSessions(tx, caller.id, caller.sessionId);
    await cancelResetLinks(tx, caller.id);
  });
}

/**
 * "Download My Data": the export as JSON text in chunks (lib/user-data.ts `userDataChunks`), read and written a
 * page at a time so a long history does not hold the server. At most `perHour` exports per account an hour
 * (429 with the minutes to wait): each reads the learner's whole history.
 */
export async function exportUserData(db: Database, userId: string, perHour: number) {
  await loadUser(db, userId);
  await takeQuota(
    db,
    `export:${userId}`,
    perHour,
    3600,
    (seconds) =>
      `You can download your data ${perHour} times an hour. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  );
  const exportedAt = new Date().toISOString();
  const head = { format: 'lisan-user-data/1' as const, exportedAt, userId };
  return { exportedAt, chunks: userDataChunks(db, userId, head) };
}

/**
 * Deletes the account: every feature's `erase` (lib/user-data.ts) and then the user row, in one transaction.
 * Sessions, reset tokens and every table whose user_id cascades go with the row.
 */
export async function deleteAccount(
  db: Database,
  caller: { id: string; sessionId: string },
  password: string | undefined,
  clientAddress: string,
  clock: Clock,
) {
  const userId = caller.id;
  const row = await loadUser(db, userId);
  if (row.passwordHash === null) await assertRecentSignIn(db, caller.sessionId);
  else if (password === undefined)
    throw new BadRequestError(AUTH_TEXTS.passwordRequired, 'password_required');
  else await assertCurrentPassword(db, row, password, clientAddress, clock);
  await db.transaction(async (tx) => {
    await eraseUserData(tx, userId);
    await repo.deleteUser(tx, userId);
  });
}

function isUniqueViolation(error: unknown): boolean {
  // PostgreSQL's unique_violation, from either driver (drizzle may wrap the driver's error in `cause`).
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
