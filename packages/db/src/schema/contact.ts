import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Messages sent through the Contact Us page. Kept in the database first so nothing is lost if mail delivery
 * fails; `deliveredAt` records when the mailer accepted it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    /** The sender's account when they were signed in; the message stays if the account is deleted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
