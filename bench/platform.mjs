// Platform benchmark: cold and warm start to /api/ready, resident memory after start, and the gzipped
// JavaScript the landing route loads. Times are also given as ratios to a bare `node` start measured in the same
// run, so figures from different machines can be compared.
// Usage: npm run build && node bench/platform.mjs
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
if (
  !existsSync(path.join(webDist, 'index.html')) ||
  !existsSync(path.join(root, 'apps/server/dist/server.mjs'))
) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function bareNodeStartMs() {
  const start = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  return performance.now() - start;
}

async function startServer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  // Let start-up work settle (content loading, caches) before reading memory.
  await new Promise((r) => setTimeout(r, 1000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { readyMs, rssMb };
}

function landingJavaScript() {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const body = readFileSync(path.join(webDist, file));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, rawKb: raw / 1024, gzipKb: gz / 1024 };
}

const baseline = Math.min(bareNodeStartMs(), bareNodeStartMs(), bareNodeStartMs());
const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-'));
try {
  const cold = await startServer(dataDir);
  const warmRuns = [];
  for (let i = 0; i < 3; i++) warmRuns.push(await startServer(dataDir));
  const warm = warmRuns.sort((a, b) => a.readyMs - b.readyMs)[1];
  const js = landingJavaScript();
  const fmt = (n) => n.toFixed(0);
  console.log(`bare node start (baseline):     ${fmt(baseline)} ms`);
  console.log(
    `cold start (empty DATA_DIR):    ${fmt(cold.readyMs)} ms  (${(cold.readyMs / baseline).toFixed(1)}× baseline)`,
  );
  console.log(
    `warm start (median of 3):       ${fmt(warm.readyMs)} ms  (${(warm.readyMs / baseline).toFixed(1)}× baseline)  target < 2000 ms`,
  );
  console.log(`resident memory after start:    ${warm.rssMb.toFixed(0)} MB`);
  console.log(
    `landing route JavaScript:       ${js.gzipKb.toFixed(1)} KB gzipped (${js.rawKb.toFixed(0)} KB raw, ${js.files} files)  target ≤ 150 KB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
