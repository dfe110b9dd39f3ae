import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type DbHandle } from '@lisan/db';
import { createTestTemplate, dropTestTemplate, openTestDb } from '@lisan/db/testing';
import { timeCalls } from './timing.js';

/**
 * Runs `measure` on a fresh migrated embedded database and, when BENCH_DATABASE_URL is set, on a scratch database
 * of that PostgreSQL server (dropped afterwards). `skipEmbedded` leaves the embedded run out (a bench whose seeding
 * takes minutes can then run its PostgreSQL half beside another).
 */
export async function onEachDatabase(
  measure: (label: string, handle: DbHandle) => Promise<void>,
  options: { skipEmbedded?: boolean } = {},
): Promise<void> {
  if (!options.skipEmbedded) {
    const dir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-'));
    const template = await createTestTemplate({ dumpPath: path.join(dir, 'tpl.tar') });
    const embedded = await openTestDb(template);
    await measure('embedded (PGlite)', embedded);
    await embedded.close();
  }
  if (process.env.BENCH_DATABASE_URL) {
    const template = await createTestTemplate({
      testDatabaseUrl: process.env.BENCH_DATABASE_URL,
      dumpPath: '',
    });
    const server = await openTestDb(template);
    await measure('PostgreSQL', server);
    await server.close();
    await dropTestTemplate(template);
  }
}

/** The `select 1` round trip every read is compared with, measured on the same database in the same run. */
export function baselineOf(handle: DbHandle, runs: number) {
  return timeCalls(() => handle.db.execute(sql`select 1`), runs);
}

/** A named read and the p95 it must stay under. */
export type Read = [name: string, targetMs: number, read: () => Promise<unknown>];

/** Times each read and prints p50, p95, its ratio to the baseline and whether it meets its target. */
export async function reportReads(reads: Read[], baseline: { p95: number }, runs: number): Promise<void> {
  for (const [name, target, read] of reads) {
    const r = await timeCalls(read, runs);
    const verdict = r.p95 < target ? 'ok' : 'OVER';
    console.log(
      `  ${name.padEnd(16)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms  (${(r.p95 / baseline.p95).toFixed(1)}× baseline)  target p95 < ${target} ms: ${verdict}`,
    );
  }
}
