// The server bench/starvation.ts measures, in its own process: the app on a fresh embedded database (or
// BENCH_DATABASE_URL), one learner with a long history (the exporter) and one with none (the other client), on
// 127.0.0.1. Prints one JSON line { port, exporter, other } (Bearer tokens), then serves until SIGTERM.
// Usage: npx tsx bench/support/starvation-server.ts <attempts>
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@lisan/db';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { seedUser } from '../../apps/server/src/modules/billing/test-helpers.js';

const attemptsWanted = Number(process.argv[2] ?? 5000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-starvation-'));
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  // What is measured is the export's effect on others, not the limits that cut it short.
  RATE_LIMIT_PER_MINUTE: '1000000',
  EXPORTS_PER_HOUR: '1000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const app = await buildApp(config);
await app.ready();
const db = app.db;
const exporter = await seedUser(db);
const other = await seedUser(db);

// A daily learner's history: answers with a named error each and a card per phrase, as the answer path writes.
const base = Date.now() - attemptsWanted * 60_000;
const attempts = Array.from({ length: attemptsWanted }, (_, i) => ({
  id: `${exporter.id}-${i}`,
  userId: exporter.id,
  exerciseType: 'completion',
  itemId: `short-${String(i % 800).padStart(3, '0')}`,
  phraseId: `short-${String(i % 800).padStart(3, '0')}`,
  userAnswer: 'إن مع العسر يسرا فإذا فرغت فانصب',
  correctAnswer: 'AI Validated',
  verdict: i % 4 === 0 ? 'incorrect' : 'correct',
  judge: 'builtin',
  feedback: 'Well done: every word is right, and the verse is quoted as it is written in the mushaf.',
  createdAt: new Date(base + i * 60_000),
}));
for (let i = 0; i < attempts.length; i += 500) {
  const page = attempts.slice(i, i + 500);
  await db.insert(schema.exerciseAttempts).values(page);
  await db.insert(schema.attemptErrors).values(
    page.map((a) => ({
      attemptId: a.id,
      ordinal: 0,
      userId: a.userId,
      class: 'word',
      expected: 'العسر',
      typed: 'العسرى',
      exerciseType: 'completion',
      itemId: a.itemId,
      source: 'diff',
      createdAt: a.createdAt,
    })),
  );
}

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, exporter: exporter.token, other: other.token })}\n`);

process.once('SIGTERM', () => {
  void app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
