// Where the server's resident memory goes: process.memoryUsage() after each thing start-up loads,
// in the order the server loads them. Usage: npx tsx --expose-gc bench/memory-stages.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCorpus } from '@lisan/arabic';
import { getContentCatalog, getContentTranslations } from '@lisan/content';
import { createDb } from '@lisan/db';
import { warmMeaning } from '@lisan/judge';

const mb = (n: number) => Math.round(n / 1048576);
let last = process.memoryUsage();
function stage(name: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const now = process.memoryUsage();
  console.log(
    `${name.padEnd(34)} rss ${String(mb(now.rss)).padStart(4)} MB (+${mb(now.rss - last.rss)})  heap ${mb(now.heapUsed)} MB  external ${mb(now.external)} MB  arrayBuffers ${mb(now.arrayBuffers)} MB`,
  );
  last = now;
}

stage('node + imports');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-mem-'));
const handle = await createDb({ dataDir });
await handle.migrate();
stage('PGlite opened and migrated');
loadCorpus();
stage('Quran corpus');
const catalog = getContentCatalog();
stage('content catalog');
getContentTranslations();
stage('content translations');
warmMeaning(
  (['transformation', 'thematic', 'conversation', 'roleplay'] as const).flatMap((t) => catalog.itemsOf(t)),
);
stage('meaning index');
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
