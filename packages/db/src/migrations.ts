import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Number of migrations committed in the repository, read from drizzle-kit's journal. */
export function expectedMigrationCount(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Key for pg_advisory_lock: two app instances starting together against one PostgreSQL server take turns
 * instead of both applying the same migration. Any constant works as long as every instance uses it.
 */
export const MIGRATION_LOCK_KEY = 7_311_947_221;
