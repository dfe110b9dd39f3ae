// How much event-loop time one GET /api/quran/identify can cost. Three measurements in one run:
//   baseline   GET /api/health (the cheapest request through the same app and plugins)
//   bounded    GET /api/quran/identify with a ~2,000-character query, as the route now runs it
//   unbounded  identify() on the same text without bounds (what the route did before), called directly
// Ratios are against the baseline. Usage: npx tsx bench/identify-bound.bench.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getVerse, identify, warmIdentify } from '@lisan/arabic';
import { createDb } from '@lisan/db';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const RUNS = 60;

// A long query taken from the corpus (never typed): consecutive verses of al-Baqarah up to ~2,000 characters.
let text = '';
for (let ayah = 260; text.length < 1990; ayah++) text += `${getVerse(2, ayah)!.standard} `;
text = text.slice(0, 1990);

const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-identify-'));
const db = await createDb({ dataDir });
const app = await buildApp(
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' }),
  { db },
);
await app.ready();
warmIdentify();

async function measure(label: string, once: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  void label;
  return times;
}

const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const url = `/api/quran/identify?q=${encodeURIComponent(text)}`;

const health = await measure('health', () => app.inject({ method: 'GET', url: '/api/health' }));
const bounded = await measure('bounded', async () => {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`identify answered ${res.statusCode}`);
});
const short = await measure('short', () =>
  app.inject({
    method: 'GET',
    url: `/api/quran/identify?q=${encodeURIComponent(getVerse(2, 255)!.standard.split(' ').slice(0, 6).join(' '))}`,
  }),
);
const unbounded = await measure('unbounded', () => identify(text, { limit: 5 }));
const boundedDirect = await measure('bounded-direct', () =>
  identify(text, { limit: 5, maxWords: 32, maxCandidates: 8, budgetMs: 3 }),
);

const base = median(health);
const row = (label: string, xs: number[]) =>
  `${label.padEnd(44)} median ${median(xs).toFixed(2).padStart(8)} ms   p95 ${p95(xs).toFixed(2).padStart(8)} ms   ×${(median(xs) / base).toFixed(1)} of baseline`;
console.log(`query: ${text.length} characters, ${text.trim().split(/\s+/).length} words; ${RUNS} runs each`);
console.log(row('baseline: GET /api/health', health));
console.log(row('GET /api/quran/identify (bounded, as served)', bounded));
console.log(row('GET /api/quran/identify, six words', short));
console.log(row('identify() bounded, direct', boundedDirect));
console.log(row('identify() unbounded, direct (before)', unbounded));
console.log(`unbounded / bounded (direct): ×${(median(unbounded) / median(boundedDirect)).toFixed(1)}`);
await app.close();
await db.close();
