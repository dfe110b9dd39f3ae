// The meaning index (ADR 0009): build time, then the time of one lookup "does this unlisted verse fit this item?"
// and of the whole built-in judge on the teacher-labelled unlisted verses, against identify() on the same answers
// as the baseline of the same run (the judge must stay under 5 ms p95; the lookup must be a small part of it).
// Run from the repo root: npx tsx bench/judge/meaning.bench.ts
import { performance } from 'node:perf_hooks';
import { identify, loadCorpus, warmIdentify } from '../../packages/arabic/src/index.js';
import { judgeBuiltin } from '../../packages/judge/src/index.js';
import { meaningFit, warmMeaning } from '../../packages/judge/src/meaning/index.js';
import { loadCases } from '../../packages/judge/eval/teacher/load.js';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const ms = (x: number) => `${x.toFixed(3)} ms`;

loadCorpus();
warmIdentify();
const buildStart = performance.now();
warmMeaning();
const buildMs = performance.now() - buildStart;
const cases = loadCases();

// First lookup per item builds its profile (BM25 over the index; the server builds them all at start, see
// warmMeaning); later lookups only count a rank.
const first: number[] = [];
const seen = new Set<string>();
for (const c of cases) {
  if (seen.has(c.item.itemId)) continue;
  seen.add(c.item.itemId);
  const t = performance.now();
  meaningFit(c.item, c.answerRef.surah, c.answerRef.ayah);
  first.push(performance.now() - t);
}
const lookups: number[] = [];
for (let pass = 0; pass < 5; pass++)
  for (const c of cases) {
    const t = performance.now();
    meaningFit(c.item, c.answerRef.surah, c.answerRef.ayah);
    lookups.push(performance.now() - t);
  }

const identifyTimes: number[] = [];
const judgeTimes: number[] = [];
for (let pass = 0; pass < 3; pass++)
  for (const c of cases) {
    let t = performance.now();
    identify(c.answer, { limit: 8 });
    identifyTimes.push(performance.now() - t);
    t = performance.now();
    judgeBuiltin({ exerciseType: c.exerciseType, item: c.item, answer: c.answer, language: 'en' });
    judgeTimes.push(performance.now() - t);
  }

console.log(`meaning index build (once per process): ${ms(buildMs)}`);
console.log(
  `first lookup for an item (profile built): p50 ${ms(pct(first, 50))}, p95 ${ms(pct(first, 95))} (${first.length} items)`,
);
console.log(
  `lookup, profile cached:                   p50 ${ms(pct(lookups, 50))}, p95 ${ms(pct(lookups, 95))} (${lookups.length} lookups)`,
);
console.log(
  `identify() on the same answers (baseline): p50 ${ms(pct(identifyTimes, 50))}, p95 ${ms(pct(identifyTimes, 95))}`,
);
console.log(
  `whole built-in judge on the teacher cases: p50 ${ms(pct(judgeTimes, 50))}, p95 ${ms(pct(judgeTimes, 95))}`,
);
console.log(`ratio lookup p95 / identify p95: ${(pct(lookups, 95) / pct(identifyTimes, 95)).toFixed(4)}`);
