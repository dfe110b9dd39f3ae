import type { PlanId } from '@lisan/contract';
import { preparedSql, sql, type Database } from '@lisan/db';
import { currentPlanReads } from '../billing/index.js';
import { guestRowReads, type SavedGuest } from '../guests/index.js';
import { emptyLearnerState, learnerStateReads, type LearnerState } from '../progress/index.js';

/*
 * A random pick's reads in one statement: the plan in force (billing's column and rules) and everything the
 * picker reads of the learner (progress's columns). A statement fewer was about a tenth of a returning
 * learner's pick on the embedded database (server CPU ~545 to ~500 µs, ADR 0016). A visitor with a guest cookie
 * has the guest read in the same statement (guests' row): the guest lookup as a statement of its own was about a
 * fifth of the pick's server CPU.
 */
let pickReadsQuery: ReturnType<typeof preparedSql> | undefined;
let guestPickReadsQuery: ReturnType<typeof preparedSql> | undefined;
const learnerColumns = (userId: ReturnType<typeof sql>) =>
  sql`${currentPlanReads.columns(userId)}, ${learnerStateReads.columns(userId)}`;
// Composed on first use: billing and progress may still be loading when this module is (they import content).
const pickReads = (db: Database) =>
  (pickReadsQuery ??= preparedSql(
    'pick_reads',
    sql`select ${learnerColumns(sql`${sql.placeholder('userId')}`)}`,
  ))(db);
const guestPickReads = (db: Database) =>
  (guestPickReadsQuery ??= preparedSql(
    'guest_pick_reads',
    sql`select ${guestRowReads.id} as guest_id, ${guestRowReads.lastSeenAt} as guest_last_seen_at, ${learnerColumns(guestRowReads.id)} ${guestRowReads.from}`,
  ))(db);

/** What a pick reads of the learner: the plan in force and what the picker knows of them. */
export interface PickReads {
  plan: PlanId;
  state: LearnerState;
}

function pickReadsOf(row: Record<string, unknown> | undefined, now: Date): PickReads {
  if (!row) return { plan: 'basic', state: emptyLearnerState(now) };
  return { plan: currentPlanReads.decode(row, now).plan, state: learnerStateReads.decode(row, now) };
}

/**
 * A learner's pick reads, one statement. `nothingStored`: the caller is a visitor whose guest was never saved,
 * who has no plan, cards or answers, so nothing is read.
 */
export async function readForPick(
  db: Database,
  userId: string,
  nothingStored: boolean,
  now: Date,
): Promise<PickReads> {
  if (nothingStored) return pickReadsOf(undefined, now);
  const { rows } = await pickReads(db).execute({ userId, ...learnerStateReads.params(now) });
  return pickReadsOf(rows[0] ?? {}, now);
}

/**
 * The pick reads of the guest a guest cookie names, with the guest itself, one statement. No such guest (never
 * saved, or merged into an account): `guest` is undefined and the reads are a new visitor's.
 */
export async function readForGuestPick(
  db: Database,
  guestToken: string,
  now: Date,
): Promise<PickReads & { guest: SavedGuest | undefined }> {
  const { rows } = await guestPickReads(db).execute({
    ...guestRowReads.params(guestToken),
    ...learnerStateReads.params(now),
  });
  const row = rows[0];
  const guest = row
    ? { id: row.guest_id as string, lastSeenAt: new Date(row.guest_last_seen_at as string | Date) }
    : undefined;
  return { guest, ...pickReadsOf(row, now) };
}
