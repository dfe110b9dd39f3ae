import { schema, eq } from '@lisan/db';
import { registerUserDataSection } from '../../lib/user-data.js';

/**
 * Linked providers in the user-data export (which provider, the email it shared, when linked and last used).
 * The identities and any trip to a provider go with the user row (ON DELETE CASCADE).
 */
export function registerLinkedIdentitiesSection() {
  registerUserDataSection({
    name: 'linkedProviders',
    export: (db, userId) =>
      db
        .select({
          provider: schema.linkedIdentities.provider,
          subject: schema.linkedIdentities.subject,
          email: schema.linkedIdentities.email,
          emailVerified: schema.linkedIdentities.emailVerified,
          linkedAt: schema.linkedIdentities.createdAt,
          lastUsedAt: schema.linkedIdentities.lastUsedAt,
        })
        .from(schema.linkedIdentities)
        .where(eq(schema.linkedIdentities.userId, userId)),
  });
}
