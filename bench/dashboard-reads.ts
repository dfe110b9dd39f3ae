// Dashboard reads with 10,000 attempts stored for one learner (each read p95 < 20 ms), on the
// embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL. A `select 1` round trip measured in the
// same run is the baseline the ratios are given against.
// Usage: npx tsx bench/dashboard-reads.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lisan_ci for PostgreSQL)
import { randomUUID } from 'node:crypto';

import { schema, type DbHandle } from '@lisan/db';
import { createEmptyCard } from 'ts-fsrs';
import * as progress from '../apps/server/src/modules/progress/progress.service.js';
import { baselineOf, onEachDatabase, reportReads, type Read } from './support/databases.js';

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

async function measure(label: string, handle: DbHandle) {
  await seed(handle);
  const db = handle.db;
  const baseline = await baselineOf(handle, RUNS);
  console.log(
    `\n${label}: ${ATTEMPTS} attempts, ${PHRASES} cards; baseline select-1 p95 ${baseline.p95.toFixed(2)} ms`,
  );
  const reads: Read[] = [
    ['daily-stats', 20, () => progress.dailyStats(db, USER, 'Asia/Riyadh')],
    ['weekly-stats', 20, () => progress.weeklyStats(db, USER, 'Asia/Riyadh')],
    ['user-progress', 20, () => progress.userProgress(db, USER)],
    ['recent-activity', 20, () => progress.recentActivity(db, USER, 10)],
  ];
  await reportReads(reads, baseline, RUNS);
}

await onEachDatabase(measure);
