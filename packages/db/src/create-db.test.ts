import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb } from './create-db.js';
import { expectedMigrationCount } from './migrations.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('migrations on PostgreSQL', () => {
  it.runIf(serverUrl)('let two instances start at once without racing (advisory lock)', async () => {
    const name = `lisan_race_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const a = await createDb({ databaseUrl: url.toString() });
    const b = await createDb({ databaseUrl: url.toString() });
    try {
      await Promise.all([a.migrate(), b.migrate(), a.migrate()]);
      const status = await a.migrationStatus();
      expect(status).toEqual({ applied: expectedMigrationCount(), expected: expectedMigrationCount() });
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('the embedded database', () => {
  // Creating a PGlite data folder from nothing takes seconds: this one test pays for it.
  it(
    'creates its data folder, migrates once and reports every committed migration applied',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-db-test-'));
      const handle = await createDb({ dataDir });
      try {
        await handle.migrate();
        await handle.migrate();
        expect(await handle.migrationStatus()).toEqual({
          applied: expectedMigrationCount(),
          expected: expectedMigrationCount(),
        });
        expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
        // Commits are flushed to the disk (PGlite's own default is fsync off): a host crash keeps them.
        const setting = async (name: string) =>
          Object.values(
            ((await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: object[] }).rows[0]!,
          )[0];
        expect(await setting('fsync')).toBe('on');
        expect(await setting('wal_sync_method')).toBe('fsync');
        expect(await setting('synchronous_commit')).toBe('on');
      } finally {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
