import type { Database } from '@lisan/db';

/**
 * Everything stored about a user, for "Download My Data" (GET /api/me/export) and "Delete account"
 * (DELETE /api/me). Each feature that keeps rows about a user registers one section here, next to its own
 * tables, so the export stays complete as features are added and no one has to edit the account code:
 *
 *   registerUserDataSection({
 *     name: 'exerciseAttempts',
 *     export: (db, userId) => db.select().from(schema.exerciseAttempts).where(eq(schema.exerciseAttempts.userId, userId)),
 *     // Only if the rows would survive the user's deletion (no ON DELETE CASCADE to users.id):
 *     erase: (tx, userId) => tx.delete(schema.exerciseAttempts).where(...),
 *   });
 *
 * Call it at the top level of your module's repository or service file (a side effect of importing it; the
 * registry is keyed by name, so registering twice replaces). Rules for a section:
 * - `export` returns plain JSON-able data (dates become ISO strings); leave out secrets (password and token
 *   hashes) but keep everything else that is about the person.
 * - Tables whose `user_id` references users.id with ON DELETE CASCADE are erased by the account deletion
 *   itself; give `erase` only for data that is not (e.g. rows kept for accounting, which should then be
 *   anonymised rather than deleted, or files in DATA_DIR).
 */
export interface UserDataSection {
  /** Key of this section in the export's `data` object. */
  name: string;
  export(db: Database, userId: string): Promise<unknown>;
  /** Runs inside the deletion's transaction, before the user row is deleted. */
  erase?(tx: Database, userId: string): Promise<unknown>;
}

const sections = new Map<string, UserDataSection>();

export function registerUserDataSection(section: UserDataSection): void {
  sections.set(section.name, section);
}

/** The `data` object of the export: one entry per registered section. */
export async function collectUserData(db: Database, userId: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const section of sections.values()) data[section.name] = await section.export(db, userId);
  return data;
}

export async function eraseUserData(tx: Database, userId: string): Promise<void> {
  for (const section of sections.values()) await section.erase?.(tx, userId);
}
