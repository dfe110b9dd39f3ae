import { randomUUID } from 'node:crypto';
import type { Database } from '@lisan/db';
import { hashToken } from '../../lib/tokens.js';
import * as repo from './guests.repository.js';

/** Guest ids never look like account ids (UUIDs), so one can never be mistaken for the other. */
export const newGuestId = () => `guest-${randomUUID()}`;

/** A saved guest: its id, and when it was last seen (what pruning idle guests goes by). */
export interface SavedGuest {
  id: string;
  lastSeenAt: Date;
}

export async function findGuestByToken(db: Database, token: string): Promise<SavedGuest | undefined> {
  return repo.findGuest(db, hashToken(token));
}

/**
 * How stale `last_seen_at` may grow before a request refreshes it: a visitor practising writes it once in this
 * time, not on every request, and an idle period of days is measured well enough.
 */
const GUEST_SEEN_REFRESH_MS = 60 * 60_000;

export const guestSeenIsStale = (guest: SavedGuest, now: Date) =>
  now.getTime() - guest.lastSeenAt.getTime() >= GUEST_SEEN_REFRESH_MS;

/** Moves a guest's `last_seen_at` on to `now` (never back, should another request have moved it further). */
export async function refreshGuestSeen(db: Database, guest: SavedGuest, now: Date): Promise<void> {
  await repo.touchGuest(db, guest.id, now);
}

/**
 * The cookie's guest as the row of a caller's own statement, so that a random pick reads the guest and the
 * learner's state in one statement (ADR 0016): `from` names the guest by its token (placeholder
 * `guestTokenHash`, from `params`), `id` is the guest's id there. No row: no such guest (never saved, or merged
 * into an account at sign-in), which findGuestByToken reports as undefined.
 */
export const guestRowReads = {
  ...repo.guestRowSql,
  params: (token: string) => ({ guestTokenHash: hashToken(token) }),
};

export async function saveGuest(db: Database, id: string, token: string): Promise<void> {
  await repo.insertGuest(db, id, hashToken(token));
}

/**
 * Moves a guest's progress into an account (sign-up or sign-in from the browser the guest practised in): every
 * answer, the spaced-repetition cards for phrases the account has no card for yet (the account's own history
 * wins), and the practice days. The guest is then gone. The AI quota is not moved: it is per day and per learner.
 */
export async function mergeGuestInto(db: Database, guestId: string, userId: string): Promise<void> {
  await db.transaction((tx) => repo.moveGuestRows(tx, guestId, userId));
}
