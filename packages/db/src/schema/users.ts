import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A learner's account. Ids are text so that the public API's anonymous 'demo-user' fits the same columns elsewhere. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  /** Null for an account made through a sign-in provider until the learner sets a password. */
  passwordHash: text('password_hash'),
  memorizationLevel: text('memorization_level'),
  nativeLanguage: text('native_language'),
  learningGoal: text('learning_goal'),
  /** Items in a day's practice session (5, 10 or 20); null until the learner chooses. */
  dailyGoal: integer('daily_goal'),
  timeZone: text('time_zone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in sessions. Only a hash of the token is stored, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
