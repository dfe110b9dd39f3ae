// Measures the Arabic engine: corpus load, fold speed, identify() accuracy and latency, memory.
// Run from the repo root: npx tsx bench/arabic/identify.bench.ts
import { performance } from 'node:perf_hooks';

const importStart = performance.now();
const arabic = await import('../../packages/arabic/src/index.js');
const spans = await import('../../packages/arabic/src/test-support/generated-spans.js');
const importMs = performance.now() - importStart;

// Measured after the imports, so the TypeScript loader's own memory is not counted as the engine's.
const rssBefore = process.memoryUsage().rss;
const loadStart = performance.now();
const corpus = arabic.loadCorpus();
const loadMs = performance.now() - loadStart;

const indexStart = performance.now();
arabic.warmIdentify();
const indexMs = performance.now() - indexStart;
globalThis.gc?.();
const engineRss = process.memoryUsage().rss - rssBefore;

// Fold speed over every word of the Qur'an, several passes.
const words = corpus.verses.flatMap((v) => v.words.map((w) => w.standard));
let sink = 0;
const foldStart = performance.now();
const passes = 20;
for (let p = 0; p < passes; p++) for (const w of words) sink += arabic.foldWord(w).length;
const foldRate = (words.length * passes) / ((performance.now() - foldStart) / 1000);

// Identification of 2,000 noisy spans.
const set = spans.generateSpans(2000, 20240611);
const latencies: number[] = [];
let correct = 0;
const misses: string[] = [];
for (const span of set) {
  const t = performance.now();
  const result = arabic.identify(span.text);
  latencies.push(performance.now() - t);
  if (spans.pointsAtSpan(result.candidates[0], span)) correct++;
  else if (misses.length < 10)
    misses.push(
      `${span.surah}:${span.ayah}:${span.firstWord}-${span.lastWord} → ${JSON.stringify(result.candidates[0] ?? null)}`,
    );
}
latencies.sort((a, b) => a - b);
const pct = (q: number): number =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;

// The same spans with one real word swapped in must never be called exact.
const substituted = spans.substituteOneWord(set, 7);
let falseExact = 0;
for (const span of substituted) if (arabic.identify(span.text).candidates.some((c) => c.exact)) falseExact++;

globalThis.gc?.();
const memory = process.memoryUsage();
const mb = (n: number): string => `${(n / 1e6).toFixed(1)} MB`;

console.log(`module import              ${importMs.toFixed(0)} ms`);
console.log(`corpus load                ${loadMs.toFixed(0)} ms (target < 300 ms)`);
console.log(`identify index build       ${indexMs.toFixed(0)} ms`);
console.log(`fold speed                 ${(foldRate / 1e6).toFixed(1)} M words/s (target > 1 M)`);
console.log(
  `identify top-1             ${correct}/${set.length} = ${((100 * correct) / set.length).toFixed(2)}% (target >= 99%)`,
);
console.log(
  `identify latency           p50 ${pct(0.5).toFixed(3)} ms, p95 ${pct(0.95).toFixed(3)} ms, max ${latencies[latencies.length - 1]!.toFixed(3)} ms (target p95 < 2 ms)`,
);
console.log(`substituted spans exact    ${falseExact}/${substituted.length} (target 0)`);
console.log(
  `memory                     corpus + index ${mb(engineRss)} resident; after the whole run rss ${mb(memory.rss)} (process incl. tsx), heap used ${mb(memory.heapUsed)} (target < 100 MB)`,
);
if (misses.length) console.log(`first misses:\n  ${misses.join('\n  ')}`);
if (sink < 0) console.log(sink);
