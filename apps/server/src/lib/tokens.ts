import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe: session tokens and password-reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
