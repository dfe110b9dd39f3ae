import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The learner's daily reminder: on or off, at a local time (HH:MM in `users.time_zone`), by e-mail and/or Web Push. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  localTime: text('local_time').notNull().default('18:00'),
  byEmail: boolean('by_email').notNull().default(true),
  byPush: boolean('by_push').notNull().default(true),
  /** The interface language the reminder was set in: the reminder is written in it. */
  language: text('language').notNull().default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's Web Push subscription: the push service's endpoint and the keys its messages are encrypted for. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One row per learner and local date whose reminder was decided: inserting it is the claim, so however many
 * instances run the scheduler, exactly one sends (`sent`) or skips (`goal-met`) that day's reminder.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: text('local_date').notNull(),
    outcome: text('outcome').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
