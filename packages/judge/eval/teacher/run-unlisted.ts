/*
 * `npx tsx packages/judge/eval/teacher/run-unlisted.ts [--show]`: the built-in judge over the teacher-labelled
 * unlisted verses (unlisted-fitting.jsonl): agreement with the teacher's verdict per exercise type, fitting
 * verses refused, unrelated verses accepted, and the time per answer. `--show` lists the disagreements.
 */
import { judgeBuiltin } from '../../src/index.js';
import { warmMeaning } from '../../src/meaning/index.js';
import { loadCases } from './load.js';

const cases = loadCases();
// As the server does at start: the index and every item's profile built before the first answer.
warmMeaning(cases.map((c) => c.item));
const rows = new Map<
  string,
  { n: number; agree: number; fitRefused: number; unrelatedAccepted: number; almost: number }
>();
const times: number[] = [];
const shown: string[] = [];
for (const c of cases) {
  const started = performance.now();
  const r = judgeBuiltin({ exerciseType: c.exerciseType, item: c.item, answer: c.answer, language: 'en' });
  times.push(performance.now() - started);
  for (const key of [c.exerciseType, 'all']) {
    const row = rows.get(key) ?? { n: 0, agree: 0, fitRefused: 0, unrelatedAccepted: 0, almost: 0 };
    row.n++;
    if (r.verdict === c.expectedVerdict) row.agree++;
    if (c.expectedVerdict === 'correct' && r.verdict !== 'correct') row.fitRefused++;
    if (c.expectedVerdict !== 'correct' && r.verdict === 'correct') row.unrelatedAccepted++;
    if (r.verdict === 'almost') row.almost++;
    rows.set(key, row);
  }
  if (r.verdict !== c.expectedVerdict)
    shown.push(
      `${c.id} ${c.item.itemId} ${c.answerRef.surah}:${c.answerRef.ayah} expected ${c.expectedVerdict}, judged ${r.verdict}: ${r.feedback}`,
    );
}
times.sort((a, b) => a - b);
const matrix = new Map<string, number>();
for (const c of cases) {
  const r = judgeBuiltin({ exerciseType: c.exerciseType, item: c.item, answer: c.answer, language: 'en' });
  const key = `${c.expectedVerdict} → ${r.verdict}`;
  matrix.set(key, (matrix.get(key) ?? 0) + 1);
}
console.log(
  [...matrix]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join('; '),
);
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
console.log(`${'type'.padEnd(16)} cases   agree  fit refused  unrelated accepted  "almost"`);
for (const [key, r] of rows)
  console.log(
    `${key.padEnd(16)} ${String(r.n).padStart(5)} ${pct(r.agree, r.n).padStart(7)} ${String(r.fitRefused).padStart(12)} ${String(r.unrelatedAccepted).padStart(19)} ${String(r.almost).padStart(9)}`,
  );
console.log(
  `time per answer: p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms`,
);
if (process.argv.includes('--show')) for (const line of shown) console.log(line);
