import type { OAuthProvider } from '@lisan/contract';
import { schema, and, eq, inArray, lt, or, type Database } from '@lisan/db';

const { linkedIdentities, oauthFlows } = schema;

export type FlowRow = typeof oauthFlows.$inferSelect;
export type IdentityRow = typeof linkedIdentities.$inferSelect;

export async function insertFlow(db: Database, values: typeof oauthFlows.$inferInsert): Promise<void> {
  // Abandoned trips are cleared as new ones start: the table holds minutes of traffic, not history.
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date()));
  await db.insert(oauthFlows).values(values);
}

export async function findFlow(db: Database, idHash: string): Promise<FlowRow | undefined> {
  const rows = await db.select().from(oauthFlows).where(eq(oauthFlows.idHash, idHash)).limit(1);
  const row = rows[0];
  return row && row.expiresAt > new Date() ? row : undefined;
}

/**
 * Moves a flow from one status to the next in a single statement, so that one callback or one completion wins
 * and a replayed one finds the flow already moved on. Answers whether this call made the move.
 */
export async function moveFlow(
  db: Database,
  idHash: string,
  from: string[],
  values: Partial<typeof oauthFlows.$inferInsert> & { status: string },
): Promise<boolean> {
  const rows = await db
    .update(oauthFlows)
    .set(values)
    .where(and(eq(oauthFlows.idHash, idHash), inArray(oauthFlows.status, from)))
    .returning({ idHash: oauthFlows.idHash });
  return rows.length > 0;
}

/** Signing out everywhere also drops every trip to a provider that could still turn into a session or a link. */
export async function deleteUserFlows(db: Database, userId: string): Promise<void> {
  await db.delete(oauthFlows).where(or(eq(oauthFlows.userId, userId), eq(oauthFlows.resultUserId, userId)));
}

export async function findIdentity(
  db: Database,
  provider: OAuthProvider,
  subject: string,
): Promise<IdentityRow | undefined> {
  const rows = await db
    .select()
    .from(linkedIdentities)
    .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.subject, subject)))
    .limit(1);
  return rows[0];
}

export async function listIdentities(db: Database, userId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId))
    .orderBy(linkedIdentities.createdAt);
}

/** Answers false when the provider account or this provider is already linked (the unique keys decide). */
export async function insertIdentity(
  db: Database,
  values: typeof linkedIdentities.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(linkedIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ subject: linkedIdentities.subject });
  return rows.length > 0;
}

export async function touchIdentity(
  db: Database,
  provider: OAuthProvider,
  subject: string,
  email: string | null,
  emailVerified: boolean,
) {
  await db
    .update(linkedIdentities)
    .set({ lastUsedAt: new Date(), email, emailVerified })
    .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.subject, subject)));
}

export async function deleteIdentity(
  db: Database,
  userId: string,
  provider: OAuthProvider,
): Promise<boolean> {
  const rows = await db
    .delete(linkedIdentities)
    .where(and(eq(linkedIdentities.userId, userId), eq(linkedIdentities.provider, provider)))
    .returning({ subject: linkedIdentities.subject });
  return rows.length > 0;
}

/** The providers linked to an account, with what each shared (their data export). */
export async function linkedIdentitiesOf(db: Database, userId: string) {
  return db
    .select({
      provider: linkedIdentities.provider,
      subject: linkedIdentities.subject,
      email: linkedIdentities.email,
      emailVerified: linkedIdentities.emailVerified,
      linkedAt: linkedIdentities.createdAt,
      lastUsedAt: linkedIdentities.lastUsedAt,
    })
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId));
}
