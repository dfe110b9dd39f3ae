import { randomUUID } from 'node:crypto';
import { AUTH_TEXTS, PASSWORD_RESET_TTL_MINUTES } from '@lisan/contract';
import { schema, and, eq, gt, isNull, type Database } from '@lisan/db';
import { BadRequestError } from '../../errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import { clearAllAccountFailures, usersRepository as repo } from '../auth/index.js';

const { passwordResetTokens } = schema;

/** One link per account per minute at most, so the form cannot be used to flood someone's inbox. */
const RESEND_INTERVAL_MS = 60_000;

/**
 * Sends a single-use reset link if the email has an account; does nothing otherwise. The caller answers 202
 * either way and runs this after answering, so neither the answer nor its timing says whether the account exists.
 */
export async function sendResetLink(
  db: Database,
  mailer: Mailer,
  email: string,
  appOrigin: string,
): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const recent = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - RESEND_INTERVAL_MS)),
      ),
    )
    .limit(1);
  if (recent.length > 0) return;

  const token = generateToken();
  await db.insert(passwordResetTokens).values({
    id: randomUUID(),
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Lisan password',
    text: [
      `Assalamu alaikum ${user.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Lisan account. Open this link to choose a new one:',
      '',
      link,
      '',
      `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    ].join('\n'),
  });
}

/** Sets the new password, spends the token (and any other open ones), and signs the account out everywhere. */
export async function confirmReset(db: Database, token: string, password: string): Promise<void> {
  const now = new Date();
  const rows = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const found = rows[0];
  if (!found) throw new BadRequestError(AUTH_TEXTS.resetLinkInvalid, 'reset_link_invalid');
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    // Spending the token in the same statement that checks it is unused: two concurrent confirms cannot both win.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw new BadRequestError(AUTH_TEXTS.resetLinkInvalid, 'reset_link_invalid');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
    const updated = await repo.updateUser(tx, found.userId, { passwordHash });
    await repo.revokeUserSessions(tx, found.userId);
    return updated;
  });
  // Whoever reset the password owns the mailbox: let them sign in at once even if the account was locked.
  if (user) await clearAllAccountFailures(db, user.email);
}
