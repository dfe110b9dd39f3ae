import { spawn } from 'node:child_process';
import { existsSync, fsyncSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, expectedMigrationCount } from './migrations.js';
import { PreparedStatementClient } from './pglite-statements.js';
import * as schema from './schema/index.js';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  kind: DbKind;
  /** Applies committed migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  migrationStatus(): Promise<{ applied: number; expected: number }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database's files (`<dataDir>/db`). Ignored with `databaseUrl`. */
  dataDir?: string;
  /** An already opened PGlite (tests clone one from a template). */
  pglite?: PGlite;
  migrationsFolder?: string;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder)
    : openPglite(options, migrationsFolder);
}

/*
 * The embedded database's memory (ADR 0016). PostgreSQL's default shared_buffers (128 MB) sits inside PGlite's
 * WebAssembly heap and ends up resident (PGlite touches all of it at start: 32 MB of buffers held about 20 MB
 * more of an idle server than 16 MB); the app's database is a few megabytes and the OS page cache holds the
 * files anyway, so 16 MB of buffers is plenty.
 */
const PGLITE_CONF = [
  'shared_buffers = 16MB',
  // fsync() is the one sync call the file system below has (see flushToDisk); fdatasync() would do nothing.
  'wal_sync_method = fsync',
];

/*
 * Durability of the embedded database (ADR 0021). PGlite starts PostgreSQL with `-F` (fsync off), and the
 * Emscripten file system that maps its files onto the data folder (NODEFS) has no fsync of its own, so a commit
 * reached the operating system's cache but never the disk: a process crash lost nothing, a host crash or power
 * cut could lose the last commits or corrupt the folder. PostgreSQL runs here with fsync on, and its fsync() of
 * a file becomes the real fsync of the file on disk.
 */
const DURABLE_START_PARAMS = PGlite.defaultStartParams.filter((parameter) => parameter !== '-F');

function flushToDisk(client: PGlite) {
  const nodefs = (client as unknown as { mod?: { NODEFS?: { stream_ops?: Record<string, unknown> } } }).mod
    ?.NODEFS?.stream_ops;
  if (!nodefs)
    throw new Error('PGlite has changed: its NODEFS file system was not found to make commits durable');
  nodefs.fsync = (stream: { nfd: number }) => {
    fsyncSync(stream.nfd);
    return 0;
  };
}

/**
 * Creates a new database folder (initdb) and applies the migrations in a short-lived process. Done in-process,
 * initdb's own WebAssembly instance stays resident for the life of the server (about 430 MB of a fresh start's
 * 560 MB), and migrating a new database grows the server's WebAssembly memory and compiled code by about 40 MB
 * that a restart on the same folder never holds. A migration that fails here is left to the server's own
 * migrate(), which reports it.
 */
function initialiseInChildProcess(dir: string, migrationsFolder: string): Promise<void> {
  const script = `
    const [pgliteUrl, drizzleUrl, migratorUrl, dir, migrationsFolder] = process.argv.slice(1);
    const { PGlite } = await import(pgliteUrl);
    const db = new PGlite(dir);
    await db.waitReady;
    try {
      const { drizzle } = await import(drizzleUrl);
      const { migrate } = await import(migratorUrl);
      await migrate(drizzle(db), { migrationsFolder });
    } catch {}
    await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script,
        import.meta.resolve('@electric-sql/pglite'),
        import.meta.resolve('drizzle-orm/pglite'),
        import.meta.resolve('drizzle-orm/pglite/migrator'),
        dir,
        migrationsFolder,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`could not create the embedded database in ${dir} (exit ${code}): ${stderr}`)),
    );
  });
}

async function openPglite(options: CreateDbOptions, migrationsFolder: string): Promise<DbHandle> {
  let client = options.pglite;
  let unlock = () => {};
  let ownFolder = false;
  if (!client) {
    const dataDir = path.resolve(options.dataDir ?? './data');
    const dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    // PGlite is one process's database: a second process on the same folder would silently fork the data.
    unlock = lockDataDir(dataDir);
    try {
      if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialiseInChildProcess(dir, migrationsFolder);
    } catch (error) {
      unlock();
      throw error;
    }
    // PGlite's WebAssembly runs as V8's baseline (Liftoff) code, without tiering up hot functions to optimised
    // code: the optimising compiler's code and working memory were 25–45 MB of an idle server's resident memory,
    // and the app's statements (short, index-bound) run no slower measurably (bench:dashboard, bench:http).
    setFlagsFromString('--liftoff-only');
    client = new PGlite(dir, { postgresqlconf: PGLITE_CONF, startParams: DURABLE_START_PARAMS });
    ownFolder = true;
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  if (ownFolder) flushToDisk(client);
  // Drizzle runs every statement through prepared statements (one call into PGlite each, ADR 0016).
  const pglite = new PreparedStatementClient(client).asPGlite();
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single in-process connection, so there is nobody to race with.
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    migrationStatus: () => migrationStatus(db, migrationsFolder),
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(connectionString: string, migrationsFolder: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover, admin) must not crash the process: the pool
  // discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    migrationStatus: () => migrationStatus(db, migrationsFolder),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function migrationStatus(db: Database, migrationsFolder: string) {
  const expected = expectedMigrationCount(migrationsFolder);
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return { applied: Number(rows[0]?.n ?? 0), expected };
  } catch {
    return { applied: 0, expected };
  }
}
