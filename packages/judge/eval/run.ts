/*
 * `npm run judge:eval`: the built-in judge over the labelled cases, per exercise type and per category:
 * agreement with the labels, false accepts, false rejects, p50/p95 time per answer. Exits non-zero when one of
 * the bars below (agreement, speed, no misquotation accepted) is missed. `--write-baseline` records today's
 * agreement as the floor the test holds.
 * `--show-disagreements` lists the cases judged differently from their label, with the judge's feedback.
 * The shared teacher-labelled learner sets (`../shared/judge-dev/` beside the repository) run when present.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { groupBy, percentile, runEvaluation, tally, type Tally } from './evaluate.js';
import {
  disagrees,
  loadSharedSets,
  runSharedSets,
  sharedSetsDir,
  sharedTally,
  type SharedOutcome,
} from './shared-sets.js';
import { runTeacherEvaluation, teacherTally, type TeacherOutcome } from './teacher/evaluate-teacher.js';

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

console.log('Generated set (labels follow from one known change each)');
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

// --- the teacher-labelled set (every file in teacher/) ------------------------------------------------------
const TEACHER_BARS = { overall: 0.95, perType: 0.9 };
const teacher = runTeacherEvaluation('en', { repeats: 3 });
const teacherRow = (name: string, outcomes: readonly TeacherOutcome[]) => {
  const t = teacherTally(outcomes);
  return [
    name.padEnd(24),
    String(t.n).padStart(5),
    pct(t.agree / Math.max(1, t.n)).padStart(8),
    String(t.falseAccepts).padStart(8),
    String(t.falseRejects).padStart(8),
    `${t.misquotesAccepted}/${t.misquotes}`.padStart(10),
  ].join(' ');
};
const teacherHeader = [
  'group'.padEnd(24),
  'cases'.padStart(5),
  'agree'.padStart(8),
  'f.acc'.padStart(8),
  'f.rej'.padStart(8),
  'misq.acc'.padStart(10),
].join(' ');
console.log(`\nTeacher-labelled set, by exercise type\n${teacherHeader}`);
const teacherTypes = [...new Set(teacher.map((o) => o.case.type))].sort();
for (const type of teacherTypes)
  console.log(
    teacherRow(
      type,
      teacher.filter((o) => o.case.type === type),
    ),
  );
console.log(`\nTeacher-labelled set, by file\n${teacherHeader}`);
for (const set of [...new Set(teacher.map((o) => o.case.set ?? ''))].sort())
  console.log(
    teacherRow(
      set,
      teacher.filter((o) => o.case.set === set),
    ),
  );
console.log(`\n${teacherHeader}\n${teacherRow('teacher overall', teacher)}`);
const teacherTimes = teacher.map((o) => o.ms);
console.log(
  `built-in judge on the teacher set: p50 ${percentile(teacherTimes, 50).toFixed(2)} ms, p95 ${percentile(teacherTimes, 95).toFixed(2)} ms`,
);
if (process.argv.includes('--show-disagreements')) {
  console.log('\nTeacher disagreements');
  for (const o of teacher.filter((x) => x.verdict !== x.case.label))
    console.log(
      `${o.case.id} [${o.case.type} ${o.case.item}] label=${o.case.label} judged=${o.verdict} ${o.case.reason}${o.error ? ` ERROR ${o.error}` : ''}\n    ${o.answer.slice(0, 160)}\n    → ${o.feedback.slice(0, 200)}`,
    );
}

// --- the shared teacher-labelled learner sets (../shared/judge-dev beside the repository) -------------------
const SHARED_BARS = { overall: 0.97, perType: 0.9 };
const REPO_LEARNER_SETS = fileURLToPath(new URL('./learners', import.meta.url));
const sharedDir = sharedSetsDir();
let shared: SharedOutcome[] = [];
if (!sharedDir)
  console.log('\nShared learner sets: ../shared/judge-dev not found beside the repository, skipped.');
else {
  // Sets of the same kind kept in the repository (eval/learners/) run beside the shared ones.
  const sets = new Map([...loadSharedSets(sharedDir), ...loadSharedSets(REPO_LEARNER_SETS)]);
  shared = await runSharedSets(sets);
  const sharedRow = (name: string, outcomes: readonly SharedOutcome[]) => {
    const t = sharedTally(outcomes);
    return [
      name.padEnd(24),
      String(t.n).padStart(5),
      pct(t.agree / Math.max(1, t.n)).padStart(8),
      String(t.falseAccepts).padStart(8),
      String(t.falseRejects).padStart(8),
      `${t.misquotesAccepted}/${t.misquotes}`.padStart(10),
      String(t.notFound).padStart(6),
    ].join(' ');
  };
  const sharedHeader = `${teacherHeader} ${'404'.padStart(6)}`;
  const setNames = [...new Set(shared.map((o) => o.set))];
  for (const set of setNames) {
    const ofSet = shared.filter((o) => o.set === set);
    console.log(`\nShared learner set ${set}, by exercise type\n${sharedHeader}`);
    for (const type of [...new Set(ofSet.map((o) => o.case.type))].sort())
      console.log(
        sharedRow(
          type,
          ofSet.filter((o) => o.case.type === type),
        ),
      );
    console.log(sharedRow(`${set} overall`, ofSet));
  }
  console.log(`\nShared learner sets together, by exercise type\n${sharedHeader}`);
  for (const type of [...new Set(shared.map((o) => o.case.type))].sort())
    console.log(
      sharedRow(
        type,
        shared.filter((o) => o.case.type === type),
      ),
    );
  console.log(sharedRow('shared overall', shared));
  const byKind = new Map<string, number>();
  for (const o of shared.filter(disagrees)) byKind.set(o.case.kind, (byKind.get(o.case.kind) ?? 0) + 1);
  console.log(
    `disagreements by kind: ${
      [...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }`,
  );
  const sharedTimes = shared.filter((o) => o.verdict !== 'not-found').map((o) => o.ms);
  console.log(
    `built-in judge on the shared sets: p50 ${percentile(sharedTimes, 50).toFixed(2)} ms, p95 ${percentile(sharedTimes, 95).toFixed(2)} ms`,
  );
  if (process.argv.includes('--show-disagreements')) {
    console.log('\nShared-set disagreements');
    for (const o of shared.filter(disagrees))
      console.log(
        `${o.set}#${o.index} [${o.case.type} ${o.case.itemId} ${o.case.kind}${o.case.misquote ? ' MISQUOTE' : ''}] expect=${o.case.expect} judged=${o.verdict}${o.error ? ` ERROR ${o.error}` : ''}\n    ${o.case.request.userAnswer}\n    teacher: ${o.case.reason}\n    → ${o.feedback}${o.suggestions.length ? ` | ${o.suggestions.join(' | ')}` : ''}`,
      );
  }
}

const failures: string[] = [];
const tAll = teacherTally(teacher);
if (tAll.agree / tAll.n < TEACHER_BARS.overall)
  failures.push(`teacher set agreement ${pct(tAll.agree / tAll.n)} is below ${pct(TEACHER_BARS.overall)}`);
for (const type of teacherTypes) {
  const t = teacherTally(teacher.filter((o) => o.case.type === type));
  if (t.agree / t.n < TEACHER_BARS.perType)
    failures.push(`teacher set ${type} ${pct(t.agree / t.n)} is below ${pct(TEACHER_BARS.perType)}`);
}
if (tAll.misquotesAccepted > 0)
  failures.push(`${tAll.misquotesAccepted} misquotation(s) accepted on the teacher set`);
if (percentile(teacherTimes, 95) >= BARS.p95Ms) failures.push('teacher set p95 is not under 5 ms');
if (teacher.some((o) => o.error))
  failures.push('the judge threw (or a case did not build) on the teacher set');
if (sharedDir) {
  const t = sharedTally(shared);
  if (t.agree / t.n < SHARED_BARS.overall)
    failures.push(`shared sets agreement ${pct(t.agree / t.n)} is below ${pct(SHARED_BARS.overall)}`);
  for (const type of [...new Set(shared.map((o) => o.case.type))].sort()) {
    const tt = sharedTally(shared.filter((o) => o.case.type === type));
    if (tt.agree / tt.n < SHARED_BARS.perType)
      failures.push(`shared sets ${type} ${pct(tt.agree / tt.n)} is below ${pct(SHARED_BARS.perType)}`);
  }
  if (t.misquotesAccepted > 0)
    failures.push(`${t.misquotesAccepted} misquotation(s) accepted on the shared sets`);
  if (shared.some((o) => o.error)) failures.push('the judge threw on the shared sets');
}
if (agreement < 1) failures.push(`generated set agreement ${pct(agreement)} is below 100%`);
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
