// The answer's baseline for bench/http.mjs: how many answers per second the database commits when
// the server's own recordAnswer writes them with no HTTP, judge or plan check in front, from `connections`
// concurrent callers, each answer as a new guest (as the HTTP run's cookie-less answers are). The rows are the
// ones the HTTP answer writes: the answer is judged once before the run (verdict, feedback, word diffs and named
// errors, which add the error and grammar rows) and that judgement is recorded on every commit.
// Usage: npx tsx bench/answer-commits.ts --answer <text> --phrase <id> [--seconds 6 --connections 10]
//        (BENCH_DATABASE_URL=postgres://… for PostgreSQL). Prints one JSON line: { commitsPerSecond }.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getContentCatalog } from '@lisan/content';
import { createDb } from '@lisan/db';
import { judge } from '@lisan/judge';
import { generateToken } from '../apps/server/src/lib/tokens.js';
import { expectedAnswerOf } from '../apps/server/src/modules/exercises/exercises.service.js';
import { saveGuest } from '../apps/server/src/modules/guests/guests.service.js';
import { recordAnswer } from '../apps/server/src/modules/practice/practice.service.js';

const { values: args } = parseArgs({
  options: {
    answer: { type: 'string' },
    phrase: { type: 'string' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-commits-'));
const handle = await createDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
await handle.migrate();

const item = getContentCatalog().getExerciseItem('completion', args.phrase!);
if (!item) throw new Error(`No completion item ${args.phrase}`);
const judged = await judge({ exerciseType: 'completion', item, answer: args.answer!, language: 'en' }, {});

async function answerOnce() {
  const userId = `guest-${randomUUID()}`;
  await recordAnswer(handle.db, {
    userId,
    exerciseType: 'completion',
    itemId: item!.itemId,
    phraseId: args.phrase!,
    userAnswer: args.answer!,
    correctAnswer: expectedAnswerOf(item!),
    verdict: judged.verdict,
    judge: judged.judge,
    feedback: judged.feedback,
    diffs: judged.diffs,
    errors: judged.errors,
  });
  await saveGuest(handle.db, userId, generateToken());
}

// A short unmeasured warm-up, then the measured window.
for (let i = 0; i < 50; i++) await answerOnce();
let commits = 0;
const until = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < until) {
      await answerOnce();
      commits++;
    }
  }),
);
console.log(JSON.stringify({ commitsPerSecond: commits / SECONDS }));
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
