import { schema, and, eq, sql, type Database, type Executor } from '@lisan/db';
import type { PushTarget } from './web-push.js';

const { reminderSettings, pushSubscriptions, reminderSends, users } = schema;

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

export async function settingsOf(db: Executor, userId: string): Promise<ReminderSettingsRow | undefined> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1);
  return row;
}

export async function saveSettings(
  db: Executor,
  userId: string,
  changes: Partial<Pick<ReminderSettingsRow, 'enabled' | 'localTime' | 'byEmail' | 'byPush' | 'language'>>,
  now: Date,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...changes, updatedAt: now } });
}

/** The zone reminders are timed in: the learner's browser's, stored with the account as they set a reminder. */
export async function saveTimeZone(db: Executor, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

export async function subscriptionCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** A browser subscribes once per endpoint: signing in as someone else in it moves the subscription to them. */
export async function saveSubscription(db: Executor, userId: string, target: PushTarget): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...target })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: target.p256dh, auth: target.auth },
    });
}

export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function forgetEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(db: Executor, userId: string): Promise<PushTarget[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** A learner whose reminder is on, with what deciding today's needs. */
export interface ReminderCandidate {
  userId: string;
  email: string;
  firstName: string;
  timeZone: string | null;
  dailyGoal: number | null;
  localTime: string;
  byEmail: boolean;
  byPush: boolean;
  language: string;
  /** The latest local date whose reminder was decided (YYYY-MM-DD), if any. */
  lastDecided: string | null;
}

export async function enabledReminders(db: Database): Promise<ReminderCandidate[]> {
  return db
    .select({
      userId: reminderSettings.userId,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
      dailyGoal: users.dailyGoal,
      localTime: reminderSettings.localTime,
      byEmail: reminderSettings.byEmail,
      byPush: reminderSettings.byPush,
      language: reminderSettings.language,
      lastDecided: sql<
        string | null
      >`(select max(${reminderSends.localDate}) from ${reminderSends} where ${reminderSends.userId} = ${reminderSettings.userId})`,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.enabled, true));
}

/** Answers the learner gave from `since` on (the start of their local day): today's progress toward the goal. */
export async function answersSince(db: Database, userId: string, since: Date): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from exercise_attempts where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Claims the decision on a learner's reminder for a local date: true for the one caller whose row went in, false
 * for every other (another instance, or an earlier run, decided it already).
 */
export async function claimDay(
  db: Database,
  userId: string,
  localDate: string,
  outcome: 'sent' | 'goal-met',
): Promise<boolean> {
  const inserted = await db
    .insert(reminderSends)
    .values({ userId, localDate, outcome })
    .onConflictDoNothing()
    .returning({ userId: reminderSends.userId });
  return inserted.length === 1;
}

/** Everything kept about one user's reminders, for their data export (push keys left out: they are secrets). */
export async function remindersOf(db: Executor, userId: string) {
  return {
    settings: await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    pushSubscriptions: await db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    days: await db.select().from(reminderSends).where(eq(reminderSends.userId, userId)),
  };
}
