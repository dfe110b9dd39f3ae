import { randomUUID } from 'node:crypto';
import { schema, and, eq, lt, preparedQuery, sql, type Database } from '@lisan/db';
import { hashToken } from '../../lib/tokens.js';

const { guests, exerciseAttempts, srsCards, practiceDays } = schema;

/** Guest ids never look like account ids (UUIDs), so one can never be mistaken for the other. */
export const newGuestId = () => `guest-${randomUUID()}`;

// Every request with a guest cookie reads its guest, and every new guest's first answer saves one: built once.
const guestByToken = preparedQuery((db) =>
  db
    .select({ id: guests.id, lastSeenAt: guests.lastSeenAt })
    .from(guests)
    .where(eq(guests.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('guest_by_token_seen'),
);
const insertGuest = preparedQuery((db) =>
  db
    .insert(guests)
    .values({ id: sql.placeholder('id'), tokenHash: sql.placeholder('tokenHash') })
    .onConflictDoNothing()
    .prepare('insert_guest'),
);

/** A saved guest: its id, and when it was last seen (what pruning idle guests goes by). */
export interface SavedGuest {
  id: string;
  lastSeenAt: Date;
}

export async function findGuestByToken(db: Database, token: string): Promise<SavedGuest | undefined> {
  const [row] = await guestByToken(db).execute({ tokenHash: hashToken(token) });
  return row;
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
  await db
    .update(guests)
    .set({ lastSeenAt: now })
    .where(and(eq(guests.id, guest.id), lt(guests.lastSeenAt, now)));
}

/**
 * The cookie's guest as the row of a caller's own statement, so that a random pick reads the guest and the
 * learner's state in one statement (ADR 0016): `from` names the guest by its token (placeholder
 * `guestTokenHash`, from `params`), `id` is the guest's id there. No row: no such guest (never saved, or merged
 * into an account at sign-in), which findGuestByToken reports as undefined.
 */
export const guestRowReads = {
  from: sql`from ${guests} guest where guest.token_hash = ${sql.placeholder('guestTokenHash')}`,
  id: sql`guest.id`,
  lastSeenAt: sql`guest.last_seen_at`,
  params: (token: string) => ({ guestTokenHash: hashToken(token) }),
};

export async function saveGuest(db: Database, id: string, token: string): Promise<void> {
  await insertGuest(db).execute({ id, tokenHash: hashToken(token) });
}

/**
 * Moves a guest's progress into an account (sign-up or sign-in from the browser the guest practised in): every
 * answer, the spaced-repetition cards for phrases the account has no card for yet (the account's own history
 * wins), and the practice days. The guest is then gone. The AI quota is not moved: it is per day and per learner.
 */
export async function mergeGuestInto(db: Database, guestId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(exerciseAttempts).set({ userId }).where(eq(exerciseAttempts.userId, guestId));
    await tx
      .update(srsCards)
      .set({ userId })
      .where(
        and(
          eq(srsCards.userId, guestId),
          sql`${srsCards.phraseId} not in (select phrase_id from srs_cards where user_id = ${userId})`,
        ),
      );
    await tx.delete(srsCards).where(eq(srsCards.userId, guestId));
    await tx.execute(
      sql`insert into practice_days (user_id, date) select ${userId}, date from practice_days where user_id = ${guestId} on conflict do nothing`,
    );
    await tx.delete(practiceDays).where(eq(practiceDays.userId, guestId));
    await tx.delete(guests).where(eq(guests.id, guestId));
  });
}
