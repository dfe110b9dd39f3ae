// Analytics reads with 10,000 attempts (2,000 of them also spoken) recorded for one learner (p95 < 50 ms),
// on the embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL. The attempts go through the same
// recordAnswer the API uses, so the analytics tables are filled as in production. A `select 1` round trip
// measured in the same run is the baseline the ratios are given against.
// Usage: npm run bench:analytics   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lisan_x adds PostgreSQL)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diffWords, isAcceptedMatch } from '@lisan/arabic';
import { getContentCatalog } from '@lisan/content';
import { sql, type DbHandle } from '@lisan/db';
import { createTestTemplate, openTestDb } from '@lisan/db/testing';
import { analyticsOf } from '../apps/server/src/modules/analytics/analytics.service.js';
import { scoreAndRecord } from '../apps/server/src/modules/pronunciation/pronunciation.service.js';
import { recordAnswer } from '../apps/server/src/modules/practice/practice.service.js';
import { weeklyStats } from '../apps/server/src/modules/progress/progress.service.js';
import { timeCalls } from './support/timing.js';

const USER = 'bench-learner';
const ATTEMPTS = 10_000;
const SPOKEN = 2_000;
const RUNS = 200;

/** Slips a learner makes, applied to the right answer (taken from the catalog, itself from the corpus). */
const SLIPS: ((s: string) => string)[] = [
  (s) => s,
  (s) => s,
  (s) => s,
  (s) => s.replace(/[أإ]/gu, 'ا'),
  (s) => s.replace(/ة(?=\s|$)/gu, 'ه'),
  (s) => s.slice(0, -1),
  (s) => s.split(' ').slice(1).join(' ') || s,
];

async function seed(handle: DbHandle) {
  const items = getContentCatalog().itemsOf('completion').slice(0, 600);
  const now = Date.now();
  const started = performance.now();
  // A hundred answers a transaction (each still its own savepoint): seeding speed is not what is measured.
  for (let chunk = 0; chunk < ATTEMPTS; chunk += 100) {
    await handle.db.transaction(async (tx) => {
      for (let i = chunk; i < chunk + 100; i++) await seedOne(tx as unknown as DbHandle['db'], i);
    });
  }
  return (performance.now() - started) / 1000;

  async function seedOne(db: DbHandle['db'], i: number) {
    const item = items[i % items.length]!;
    const answer = SLIPS[(i * 7) % SLIPS.length]!(item.acceptedAnswers[0]!);
    const diffs = diffWords(answer, item.answerWords);
    const verdict = isAcceptedMatch(diffs)
      ? 'correct'
      : diffs.some((d) => d.kind === 'missing')
        ? 'incorrect'
        : 'almost';
    // Spread over a year, denser recently, as a daily learner's history would be.
    const at = new Date(now - Math.floor(365 * 86400_000 * ((ATTEMPTS - i) / ATTEMPTS) ** 2));
    await recordAnswer(db, {
      userId: USER,
      exerciseType: 'completion',
      itemId: item.itemId,
      phraseId: item.phraseId,
      userAnswer: answer,
      correctAnswer: item.acceptedAnswers[0]!,
      verdict,
      judge: 'builtin',
      feedback: '',
      diffs,
      timeZone: 'Asia/Riyadh',
      now: at,
    });
    if (i % (ATTEMPTS / SPOKEN) === 0) {
      await scoreAndRecord(db, {
        userId: USER,
        exerciseType: 'completion',
        itemId: item.itemId,
        target: 'phrase',
        source: 'browser',
        transcript: SLIPS[(i * 3) % SLIPS.length]!(item.phrase.standard),
        references: [item.phrase.words],
        timeZone: 'Asia/Riyadh',
        now: at,
      });
    }
  }
}

const time = (fn: () => Promise<unknown>) => timeCalls(fn, RUNS);

async function measure(label: string, handle: DbHandle) {
  const seconds = await seed(handle);
  const db = handle.db;
  const baseline = await time(() => db.execute(sql`select 1`));
  const sample = await analyticsOf(db, USER);
  console.log(
    `\n${label}: ${ATTEMPTS} attempts (${SPOKEN} spoken) recorded in ${seconds.toFixed(0)} s; ` +
      `${sample.grammar.classes.length} error classes, ${sample.vocabulary.practised} words practised, ` +
      `${sample.grammar.byWeek.length} weeks shown; baseline select-1 p95 ${baseline.p95.toFixed(2)} ms`,
  );
  // The dashboard's weekly statistics over the same attempts, for comparison in the same run.
  const reads: [string, number, () => Promise<unknown>][] = [
    ['analytics', 50, () => analyticsOf(db, USER)],
    ['weekly-stats', 20, () => weeklyStats(db, USER, 'Asia/Riyadh')],
  ];
  for (const [name, target, fn] of reads) {
    const r = await time(fn);
    const verdict = r.p95 < target ? 'ok' : 'OVER';
    console.log(
      `  ${name.padEnd(16)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms  (${(r.p95 / baseline.p95).toFixed(1)}× baseline)  target p95 < ${target} ms: ${verdict}`,
    );
  }
}

// BENCH_ONLY_POSTGRES=1 skips the embedded run (seeding takes minutes; the two can then run side by side).
if (!process.env.BENCH_ONLY_POSTGRES) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-'));
  const template = await createTestTemplate({ dumpPath: path.join(dir, 'tpl.tar') });
  const embedded = await openTestDb(template);
  await measure('embedded (PGlite)', embedded);
  await embedded.close();
}

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
