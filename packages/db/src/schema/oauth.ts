import { boolean, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Sign-in providers (Google, Facebook) linked to an account: one row per provider account, found by the
 * provider's stable subject id, never by email. One account has at most one identity per provider.
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    unique('linked_identities_user_provider_unique').on(t.userId, t.provider),
  ],
);

/**
 * One browser's trip to a provider and back, from the start to the moment the app turns it into a session.
 * Keyed by the hash of a random id held in the browser's cookie, so a callback is accepted only in the browser
 * that started it; state, PKCE verifier and nonce stay on the server. Rows live minutes.
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    idHash: text('id_hash').primaryKey(),
    provider: text('provider').notNull(),
    /** 'signin' or 'link' (a signed-in learner adding a provider). */
    intent: text('intent').notNull(),
    /** The signed-in learner who asked to link. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    /** started → signed-in | linked | link-pending | failed → used */
    status: text('status').notNull().default('started'),
    resultUserId: text('result_user_id').references(() => users.id, { onDelete: 'cascade' }),
    newAccount: boolean('new_account').notNull().default(false),
    errorCode: text('error_code'),
    /** The provider account, kept while a link waits for the password. */
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_flows_expires_idx').on(t.expiresAt)],
);
