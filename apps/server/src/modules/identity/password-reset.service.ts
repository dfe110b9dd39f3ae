import {
  AUTH_TEXTS,
  DEFAULT_UI_LANGUAGE,
  PASSWORD_RESET_TTL_MINUTES,
  type UiLanguage,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import { BadRequestError } from '../../errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';
import { resetMail } from './password-reset.mail.js';
import { clearAllAccountFailures } from './sign-in-throttle.js';
import * as tokens from './password-reset.repository.js';

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
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  if (await tokens.hasResetTokenSince(db, user.id, new Date(Date.now() - RESEND_INTERVAL_MS))) return;

  const token = generateToken();
  await tokens.insertResetToken(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({ to: user.email, ...resetMail(language, user.firstName, link) });
}

/** Sets the new password, spends the token (and any other open ones), and signs the account out everywhere. */
export async function confirmReset(db: Database, token: string, password: string): Promise<void> {
  const now = new Date();
  const found = await tokens.findOpenResetToken(db, hashToken(token), now);
  if (!found) throw new BadRequestError(AUTH_TEXTS.resetLinkInvalid, 'reset_link_invalid');
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    if (!(await tokens.spendResetToken(tx, found.id, now)))
      throw new BadRequestError(AUTH_TEXTS.resetLinkInvalid, 'reset_link_invalid');
    await tokens.spendResetTokensOf(tx, found.userId, now);
    const updated = await repo.updateUser(tx, found.userId, { passwordHash });
    await repo.revokeUserSessions(tx, found.userId);
    return updated;
  });
  // Whoever reset the password owns the mailbox: let them sign in at once even if the account was locked.
  if (user) await clearAllAccountFailures(db, user.email);
}

/**
 * Cancels every open reset link of the account. A link is proof of owning the mailbox the account had when it was
 * sent: after a password change it would undo the change, and after an email change it would let the old address
 * take the account back.
 */
export async function cancelResetLinks(db: Database, userId: string): Promise<void> {
  await tokens.spendResetTokensOf(db, userId, new Date());
}
