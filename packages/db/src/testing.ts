import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, type DbHandle } from './create-db.js';

/**
 * Test databases. A migrated template is made once per test run (vitest globalSetup); every test file then
 * gets its own copy, because PGlite takes seconds to initialise and migrate from scratch but loads a dump fast.
 * With TEST_DATABASE_URL the same happens on a PostgreSQL server with CREATE DATABASE ... TEMPLATE.
 */
export interface TestTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: path of the dumped data directory. PostgreSQL: admin connection string. */
  location: string;
  templateName?: string;
}

export async function createTestTemplate(options: {
  testDatabaseUrl?: string;
  dumpPath: string;
}): Promise<TestTemplate> {
  if (options.testDatabaseUrl) {
    const templateName = `lisan_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: options.testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const handle = await createDb({ databaseUrl: withDatabase(options.testDatabaseUrl, templateName) });
    await handle.migrate();
    await handle.close();
    return { kind: 'postgres', location: options.testDatabaseUrl, templateName };
  }
  const pglite = new PGlite();
  const handle = await createDb({ pglite });
  await handle.migrate();
  // Each clone unpacks the whole data folder: the two template databases, which no test connects to or copies, were
  // a third of it. And a dump taken between checkpoints starts as a crashed server would, replaying the WAL
  // written since the last one before its first query.
  for (const statement of [
    'alter database template1 is_template false',
    'drop database template1',
    'alter database template0 is_template false',
    'drop database template0',
    'checkpoint',
  ])
    await pglite.query(statement);
  const dump = await pglite.dumpDataDir('none');
  await writeFile(options.dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { kind: 'pglite', location: options.dumpPath };
}

export async function dropTestTemplate(template: TestTemplate): Promise<void> {
  if (template.kind !== 'postgres' || !template.templateName) return;
  const admin = new pg.Client({ connectionString: template.location });
  await admin.connect();
  await admin.query(`drop database if exists ${template.templateName} with (force)`);
  await admin.end();
}

/*
 * The shared buffers the app's own embedded database runs with (create-db.ts). PostgreSQL's default 128 MB, which
 * PGlite allocates and touches at start, cost each clone a fifth of its start-up time, for a database of a few rows.
 */
const CLONE_CONF = ['shared_buffers = 16MB'];

/** The template's dump, read once per worker (a worker runs many files, each cloning it at least once). */
const dumps = new Map<string, Promise<Blob>>();

/** A fresh, migrated database for one test file; closing it also drops it on PostgreSQL. */
export async function openTestDb(template: TestTemplate): Promise<DbHandle> {
  if (template.kind === 'pglite') {
    let dump = dumps.get(template.location);
    if (!dump) {
      dump = readFile(template.location).then((bytes) => new Blob([bytes]));
      dumps.set(template.location, dump);
    }
    const pglite = new PGlite({ loadDataDir: await dump, postgresqlconf: CLONE_CONF });
    return createDb({ pglite });
  }
  const name = `lisan_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.location });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.templateName}`);
  await admin.end();
  const handle = await createDb({ databaseUrl: withDatabase(template.location, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: template.location });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}
