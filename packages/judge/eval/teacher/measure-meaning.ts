/*
 * `npx tsx packages/judge/eval/teacher/measure-meaning.ts`: how well each way of deciding "this unlisted verse
 * fits the item" agrees with the teacher's labels (unlisted-fitting.jsonl). Precision and recall of "fits",
 * and how many unrelated verses each would accept. ADR 0009 records the figures that chose the index.
 */
import { meaningFit, type FitOptions } from '../../src/meaning/fit.js';
import { loadCases } from './load.js';

const cases = loadCases();
const options: Array<[string, FitOptions]> = [
  ['bm25 top 50', { mode: 'bm25', near: 50 }],
  ['bm25 top 150', { mode: 'bm25', near: 150 }],
  ['bm25 top 400', { mode: 'bm25', near: 400 }],
  ['bm25 top 1000', { mode: 'bm25', near: 1000 }],
  ['themes only', { mode: 'themes' }],
  ['themes + bm25 top 150', { mode: 'both', near: 150 }],
  ['themes + bm25 top 400', { mode: 'both', near: 400 }],
  ['themes + bm25 top 800', { mode: 'both', near: 800 }],
  ['themes + bm25 top 1500', { mode: 'both', near: 1500 }],
  ['core theme, or theme + top 150', { mode: 'core', near: 150 }],
  ['core theme, or theme + top 400', { mode: 'core', near: 400 }],
  ['core theme, or theme + top 800', { mode: 'core', near: 800 }],
  ['core theme top 3000, or theme + top 400', { mode: 'core', near: 400, coreNear: 3000 }],
  ['core theme top 2000, or theme + top 400', { mode: 'core', near: 400, coreNear: 2000 }],
  ['core theme top 2000, or theme + top 800', { mode: 'core', near: 800, coreNear: 2000 }],
];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
console.log(
  `${cases.length} labelled pairs: ${cases.filter((c) => c.expectedVerdict === 'correct').length} fitting, ${cases.filter((c) => c.expectedVerdict !== 'correct').length} not\n`,
);
console.log(
  `${'option'.padEnd(42)} ${'prec'.padStart(7)} ${'recall'.padStart(7)} ${'F1'.padStart(7)}  false accepts`,
);
for (const [name, opts] of options) {
  let tp = 0,
    fp = 0,
    fn = 0;
  for (const c of cases) {
    const fits = meaningFit(c.item, c.answerRef.surah, c.answerRef.ayah, opts).verdict === 'fits';
    const should = c.expectedVerdict === 'correct';
    if (fits && should) tp++;
    else if (fits) fp++;
    else if (should) fn++;
  }
  const p = tp / Math.max(1, tp + fp),
    r = tp / Math.max(1, tp + fn);
  console.log(`${name.padEnd(42)} ${pct(p)} ${pct(r)} ${pct((2 * p * r) / Math.max(1e-9, p + r))}  ${fp}`);
}
// The verdict the judge gives: fits → correct, unrelated → incorrect, cannot tell → almost.
console.log(`\nthree-way verdicts (default decision, "unrelated" when no shared theme and rank beyond far):`);
for (const far of [0, 300, 600, 1200, 2400]) {
  let agree = 0,
    fitToIncorrect = 0,
    almost = 0;
  for (const c of cases) {
    const f = meaningFit(c.item, c.answerRef.surah, c.answerRef.ayah, { far });
    const verdict = f.verdict === 'fits' ? 'correct' : f.verdict === 'unrelated' ? 'incorrect' : 'almost';
    if (verdict === c.expectedVerdict) agree++;
    if (c.expectedVerdict === 'correct' && verdict === 'incorrect') fitToIncorrect++;
    if (verdict === 'almost') almost++;
  }
  console.log(
    `  far ${String(far).padStart(4)}: agreement ${pct(agree / cases.length)}, fitting called unrelated ${fitToIncorrect}, "almost" ${almost}`,
  );
}
if (process.argv.includes('--show')) {
  for (const c of cases) {
    const f = meaningFit(c.item, c.answerRef.surah, c.answerRef.ayah);
    const should = c.expectedVerdict === 'correct';
    if ((f.verdict === 'fits') !== should && (!process.argv.includes('--fp') || !should))
      console.log(
        `${c.id} ${c.item.itemId} ${c.answerRef.surah}:${c.answerRef.ayah} → ${f.verdict} rank ${f.rank} ${f.theme?.id ?? ''}`,
      );
  }
}
