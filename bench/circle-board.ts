// The circle board (a circle of 50 members with 10,000 attempts between them, board read p95 < 50 ms),
// on the embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL. A `select 1` round trip measured
// in the same run is the baseline the ratios are given against.
// Usage: npm run bench:circles   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lisan_ci adds PostgreSQL)
import { randomUUID } from 'node:crypto';
import { getContentCatalog } from '@lisan/content';
import { schema, type DbHandle } from '@lisan/db';
import { rebuildStreaks } from '../apps/server/src/modules/circles/circles.board.recount.repository.js';
import * as circleBoard from '../apps/server/src/modules/circles/circles.board.service.js';
import * as membership from '../apps/server/src/modules/circles/circles.membership.service.js';
import { addDays, localDateOf } from '../apps/server/src/lib/time.js';
import { baselineOf, onEachDatabase, reportReads, type Read } from './support/databases.js';

const MEMBERS = 50;
const ATTEMPTS = 10_000;
const RUNS = 200;
const TARGET_MS = 50;

async function seed(handle: DbHandle) {
  const db = handle.db;
  const now = Date.now();
  const userIds = Array.from({ length: MEMBERS }, () => randomUUID());
  await db.insert(schema.users).values(
    userIds.map((id, i) => ({
      id,
      firstName: `Member${i}`,
      lastName: 'Bench',
      email: `${id}@example.com`,
      passwordHash: 'x',
      timeZone: 'Asia/Riyadh',
    })),
  );
  const circle = await membership.createCircle(
    db,
    userIds[0]!,
    { name: 'Bench circle', description: '', language: 'ar' },
    'Asia/Riyadh',
  );
  await db
    .insert(schema.circleMembers)
    .values(userIds.slice(1).map((userId) => ({ circleId: circle.id, userId })));
  // Every member practises the library's phrases; a third of them are this week's assignment.
  const phrases = getContentCatalog()
    .phrases.slice(0, 60)
    .map((p) => p.id);
  const rows = Array.from({ length: ATTEMPTS }, (_, i) => {
    const phrase = phrases[i % phrases.length]!;
    return {
      id: randomUUID(),
      userId: userIds[i % MEMBERS]!,
      exerciseType: i % 3 === 0 ? 'substitution' : 'completion',
      itemId: phrase,
      phraseId: phrase,
      userAnswer: 'إن مع العسر يسرا',
      correctAnswer: 'AI Validated',
      verdict: i % 4 === 0 ? 'incorrect' : 'correct',
      judge: 'builtin',
      feedback: '',
      // Over ninety days, denser recently: about a fifth of them fall in the current week.
      createdAt: new Date(now - Math.floor(90 * 86400_000 * (((i * 7919) % ATTEMPTS) / ATTEMPTS) ** 2)),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(schema.exerciseAttempts).values(rows.slice(i, i + 1000));
  const days = new Set(rows.map((r) => `${r.userId} ${localDateOf(r.createdAt, 'Asia/Riyadh')}`));
  const dayRows = [...days].map((key) => {
    const [userId, date] = key.split(' ') as [string, string];
    return { userId, date };
  });
  for (let i = 0; i < dayRows.length; i += 1000)
    await db
      .insert(schema.practiceDays)
      .values(dayRows.slice(i, i + 1000))
      .onConflictDoNothing();
  // The attempts went in directly, so the board's running totals are counted from them as a join or a new
  // assignment counts them (setting the assignment recounts every member's week; streaks as when joining).
  await circleBoard.setAssignment(db, userIds[0]!, circle.id, {
    kind: 'phrases',
    phraseIds: phrases.slice(0, 20),
  });
  await rebuildStreaks(
    db,
    userIds.map((userId) => ({ userId, timeZone: 'Asia/Riyadh' })),
    'Asia/Riyadh',
  );
  const weekStart = addDays(localDateOf(new Date(now), 'Asia/Riyadh'), -6);
  const thisWeek = rows.filter((r) => localDateOf(r.createdAt, 'Asia/Riyadh') >= weekStart).length;
  return {
    circleId: circle.id,
    viewer: userIds[7]!,
    teacher: userIds[0]!,
    practiceDays: dayRows.length,
    recent: thisWeek,
  };
}

async function measure(label: string, handle: DbHandle) {
  const seeded = await seed(handle);
  const db = handle.db;
  const board = await circleBoard.board(db, seeded.viewer, seeded.circleId);
  const baseline = await baselineOf(handle, RUNS);
  console.log(
    `\n${label}: ${MEMBERS} members, ${ATTEMPTS} attempts (${seeded.recent} in the last 7 days), ${seeded.practiceDays} practice days; ` +
      `board rows ${board.rows.length} (${board.rows.reduce((n, r) => n + r.exercises, 0)} exercises this week, ` +
      `streaks up to ${Math.max(...board.rows.map((r) => r.streakDays))} days); baseline select-1 p95 ${baseline.p95.toFixed(2)} ms`,
  );
  const reads: Read[] = [
    ['board (member)', TARGET_MS, () => circleBoard.board(db, seeded.viewer, seeded.circleId)],
    ['board (teacher)', TARGET_MS, () => circleBoard.board(db, seeded.teacher, seeded.circleId)],
    ['circle detail', TARGET_MS, () => membership.getCircle(db, seeded.viewer, seeded.circleId)],
    ['my circles', TARGET_MS, () => membership.listCircles(db, seeded.viewer)],
  ];
  await reportReads(reads, baseline, RUNS);
}

await onEachDatabase(measure);
