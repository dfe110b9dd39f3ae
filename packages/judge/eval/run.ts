/*
 * `npm run judge:eval`: the built-in judge over the labelled cases, per exercise type and per category:
 * agreement with the labels, false accepts, false rejects, p50/p95 time per answer. Exits non-zero when a bar
 * of the issue is missed. `--write-baseline` records today's agreement as the floor the test holds.
 * `--show-disagreements` lists the cases judged differently from their label.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { groupBy, percentile, runEvaluation, tally, type Tally } from './evaluate.js';

const BARS = { agreement: 0.95, p95Ms: 5, zeroFalseAccepts: ['must-reject', 'mutashabihat'] };

const outcomes = runEvaluation();
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const row = (name: string, t: Tally) =>
  [
    name.padEnd(24),
    String(t.n).padStart(5),
    pct(t.agree / t.n).padStart(8),
    String(t.falseAccepts).padStart(8),
    String(t.falseRejects).padStart(8),
    percentile(t.times, 50).toFixed(2).padStart(8),
    percentile(t.times, 95).toFixed(2).padStart(8),
  ].join(' ');
const header = [
  'group'.padEnd(24),
  'cases'.padStart(5),
  'agree'.padStart(8),
  'f.acc'.padStart(8),
  'f.rej'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
].join(' ');

for (const [title, key] of [
  ['By exercise type', (o: (typeof outcomes)[number]) => o.case.exerciseType],
  ['By category', (o: (typeof outcomes)[number]) => o.case.category],
] as const) {
  console.log(`\n${title}\n${header}`);
  for (const [name, t] of [...groupBy(outcomes, key)].sort()) console.log(row(name, t));
}
const all = tally(outcomes);
console.log(`\n${header}\n${row('overall', all)}`);

if (process.argv.includes('--show-disagreements')) {
  console.log('\nDisagreements');
  for (const o of outcomes.filter((x) => x.verdict !== x.case.label)) {
    console.log(
      `${o.case.id} [${o.case.item}] label=${o.case.label} judged=${o.verdict} ${o.case.note}${o.error ? ` ERROR ${o.error}` : ''}\n    ${o.case.answer.slice(0, 160)}`,
    );
  }
}

const agreement = all.agree / all.n;
if (process.argv.includes('--write-baseline')) {
  const file = fileURLToPath(new URL('./baseline.json', import.meta.url));
  // Rounded down, so the floor is what was measured, not a hair above it.
  writeFileSync(
    file,
    `${JSON.stringify({ agreement: Math.floor(agreement * 1000) / 1000, cases: all.n }, null, 2)}\n`,
  );
  console.log(`\nbaseline written: ${pct(agreement)}`);
}

const failures: string[] = [];
if (agreement < BARS.agreement) failures.push(`agreement ${pct(agreement)} is below ${pct(BARS.agreement)}`);
const p95 = percentile(all.times, 95);
if (p95 >= BARS.p95Ms) failures.push(`p95 ${p95.toFixed(2)} ms is not under ${BARS.p95Ms} ms`);
const byCategory = groupBy(outcomes, (o) => o.case.category);
for (const category of BARS.zeroFalseAccepts) {
  const t = byCategory.get(category);
  if (t && t.falseAccepts > 0) failures.push(`${t.falseAccepts} false accept(s) in ${category}`);
}
if (outcomes.some((o) => o.error)) failures.push('the judge threw on some cases');
console.log(failures.length ? `\nBARS MISSED:\n  ${failures.join('\n  ')}` : '\nAll bars met.');
process.exitCode = failures.length ? 1 : 0;
