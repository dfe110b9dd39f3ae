// Analytics reads with 10,000 attempts (2,000 of them also spoken) recorded for one learner (p95 < 50 ms),
// on the embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL. The attempts go through the same
// recordAnswer the API uses, so the analytics tables are filled as in production. A `select 1` round trip
// measured in the same run is the baseline the ratios are given against.
// Usage: npm run bench:analytics   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lisan_x adds PostgreSQL)
import { diffWords, isAcceptedMatch } from '@lisan/arabic';
import { getContentCatalog } from '@lisan/content';
import { type DbHandle } from '@lisan/db';
import { analyticsOf } from '../apps/server/src/modules/analytics/analytics.service.js';
import { scoreAndRecord } from '../apps/server/src/modules/pronunciation/pronunciation.service.js';
import { recordAnswer } from '../apps/server/src/modules/practice/practice.service.js';
import { weeklyStats } from '../apps/server/src/modules/progress/progress.service.js';
import { baselineOf, onEachDatabase, reportReads, type Read } from './support/databases.js';

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

async function measure(label: string, handle: DbHandle) {
  const seconds = await seed(handle);
  const db = handle.db;
  const baseline = await baselineOf(handle, RUNS);
  const sample = await analyticsOf(db, USER);
  console.log(
    `\n${label}: ${ATTEMPTS} attempts (${SPOKEN} spoken) recorded in ${seconds.toFixed(0)} s; ` +
      `${sample.grammar.classes.length} error classes, ${sample.vocabulary.practised} words practised, ` +
      `${sample.grammar.byWeek.length} weeks shown; baseline select-1 p95 ${baseline.p95.toFixed(2)} ms`,
  );
  // The dashboard's weekly statistics over the same attempts, for comparison in the same run.
  const reads: Read[] = [
    ['analytics', 50, () => analyticsOf(db, USER)],
    ['weekly-stats', 20, () => weeklyStats(db, USER, 'Asia/Riyadh')],
  ];
  await reportReads(reads, baseline, RUNS);
}

// BENCH_ONLY_POSTGRES=1 skips the embedded run (seeding takes minutes; the two can then run side by side).
await onEachDatabase(measure, { skipEmbedded: !!process.env.BENCH_ONLY_POSTGRES });
