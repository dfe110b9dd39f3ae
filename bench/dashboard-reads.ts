// Dashboard reads with 10,000 attempts stored for one learner (each read p95 < 20 ms), on the
// embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL. A `select 1` round trip measured in the
// same run is the baseline the ratios are given against.
// Usage: npx tsx bench/dashboard-reads.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lisan_ci for PostgreSQL)
import { randomUUID } from 'node:crypto';

import { schema, sql, type DbHandle } from '@lisan/db';
import { createTestTemplate, openTestDb } from '@lisan/db/testing';
import { createEmptyCard } from 'ts-fsrs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as progress from '../apps/server/src/modules/progress/progress.service.js';
import { timeCalls } from './support/timing.js';

const USER = 'bench-learner';
const ATTEMPTS = 10_000;
const PHRASES = 800;
const RUNS = 200;

async function seed(handle: DbHandle) {
  const now = Date.now();
  const rows = Array.from({ length: ATTEMPTS }, (_, i) => {
    const phrase = `short-${String(i % PHRASES).padStart(3, '0')}`;
    return {
      id: randomUUID(),
      userId: USER,
      exerciseType: 'completion',
      itemId: phrase,
      phraseId: phrase,
      userAnswer: 'إن مع العسر يسرا',
      correctAnswer: 'AI Validated',
      verdict: i % 4 === 0 ? 'incorrect' : 'correct',
      judge: 'builtin',
      feedback: '',
      // Spread over a year, denser recently, as a daily learner's history would be.
      createdAt: new Date(now - Math.floor(365 * 86400_000 * (i / ATTEMPTS) ** 2)),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await handle.db.insert(schema.exerciseAttempts).values(rows.slice(i, i + 1000));
  const cards = Array.from({ length: PHRASES }, (_, i) => {
    const card = createEmptyCard(new Date(now - 86400_000));
    return {
      userId: USER,
      phraseId: `short-${String(i).padStart(3, '0')}`,
      due: new Date(now + (i - 400) * 3600_000),
      stability: 1 + (i % 30),
      difficulty: 5,
      elapsedDays: 1,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 1 + (i % 7),
      lapses: i % 3,
      state: 2,
      lastReview: card.due,
      masteryLevel: i % 100,
    };
  });
  await handle.db.insert(schema.srsCards).values(cards);
}

const time = (fn: () => Promise<unknown>) => timeCalls(fn, RUNS);

async function measure(label: string, handle: DbHandle) {
  await seed(handle);
  const db = handle.db;
  const baseline = await time(() => db.execute(sql`select 1`));
  console.log(
    `\n${label}: ${ATTEMPTS} attempts, ${PHRASES} cards; baseline select-1 p95 ${baseline.p95.toFixed(2)} ms`,
  );
  const reads: [string, () => Promise<unknown>][] = [
    ['daily-stats', () => progress.dailyStats(db, USER, 'Asia/Riyadh')],
    ['weekly-stats', () => progress.weeklyStats(db, USER, 'Asia/Riyadh')],
    ['user-progress', () => progress.userProgress(db, USER)],
    ['recent-activity', () => progress.recentActivity(db, USER, 10)],
  ];
  for (const [name, fn] of reads) {
    const r = await time(fn);
    const verdict = r.p95 < 20 ? 'ok' : 'OVER';
    console.log(
      `  ${name.padEnd(16)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms  (${(r.p95 / baseline.p95).toFixed(1)}× baseline)  target p95 < 20 ms: ${verdict}`,
    );
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-'));
const template = await createTestTemplate({ dumpPath: path.join(dir, 'tpl.tar') });
const embedded = await openTestDb(template);
await measure('embedded (PGlite)', embedded);
await embedded.close();

if (process.env.BENCH_DATABASE_URL) {
  const pgTemplate = await createTestTemplate({
    testDatabaseUrl: process.env.BENCH_DATABASE_URL,
    dumpPath: '',
  });
  const server = await openTestDb(pgTemplate);
  await measure('PostgreSQL', server);
  await server.close();
  const { dropTestTemplate } = await import('@lisan/db/testing');
  await dropTestTemplate(pgTemplate);
}
