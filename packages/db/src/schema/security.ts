import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signed-out visitors, each their own guest. The visitor's httpOnly cookie holds a token;
 * only its hash is stored. Progress is kept under the guest's id until sign-up or sign-in moves it to the account.
 */
export const guests = pgTable(
  'guests',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guests_last_seen_idx').on(t.lastSeenAt)],
);

/** Request counters of the rate limits, shared by every instance on one PostgreSQL (when Redis is not configured). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
