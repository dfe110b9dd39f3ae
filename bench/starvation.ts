// One account starving everyone: another client's median latency while one account downloads its data export
// over and over, against the same client's median on the idle server, in alternating windows of the same run (so a
// busy machine weighs on both alike). All on 127.0.0.1; bounded in requests and in time, and stops by itself.
// Target: loaded p50 within 2× of idle p50.
// Usage: npm run bench:starvation [-- --attempts 5000 --loops 4 --samples 60 --rounds 3 --seconds 120]
//        (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lisan_x for PostgreSQL)
import { spawn } from 'node:child_process';
import { request, Agent } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    attempts: { type: 'string', default: '5000' },
    loops: { type: 'string', default: '4' },
    samples: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '120' },
  },
});
const LOOPS = Number(args.loops);
const SAMPLES = Number(args.samples);
const ROUNDS = Number(args.rounds);
const DEADLINE = Date.now() + Number(args.seconds) * 1000;

const root = path.resolve(import.meta.dirname, '..');
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/support/starvation-server.ts'), args.attempts],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
);
const killTimer = setTimeout(() => server.kill('SIGKILL'), Number(args.seconds) * 1000 + 120_000);
killTimer.unref();
const ready = await new Promise<{ port: number; exporter: string; other: string }>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

const agent = new Agent({ keepAlive: true, maxSockets: LOOPS + 2 });

/** Requests under way, so a window's exports can be cut off when it ends. */
const open = new Set<ReturnType<typeof request>>();

/** One GET to the server; resolves with the status, body size and time taken (status 0: cut off). */
function get(pathname: string, token: string): Promise<{ status: number; bytes: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port: ready.port,
        path: pathname,
        agent,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          open.delete(req);
          resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - start });
        });
        res.on('error', () => undefined);
      },
    );
    open.add(req);
    req.on('close', () => {
      open.delete(req);
      resolve({ status: 0, bytes, ms: performance.now() - start });
    });
    req.on('error', (error) => (open.has(req) ? reject(error) : undefined));
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? NaN;

/** The other client: a signed-in learner reading their account, one request at a time, a little apart. */
async function otherClient(samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples && Date.now() < DEADLINE; i++) {
    const res = await get('/api/me', ready.other);
    if (res.status !== 200) throw new Error(`GET /api/me answered ${res.status}`);
    times.push(res.ms);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

try {
  // Warm-up (first requests compile routes and statements).
  await otherClient(30);
  const idle: number[] = [];
  const loaded: number[] = [];
  const exports: { ms: number; bytes: number }[] = [];
  let streamedBytes = 0;
  for (let round = 0; round < ROUNDS && Date.now() < DEADLINE; round++) {
    idle.push(...(await otherClient(SAMPLES)));
    let running = true;
    const loops = Array.from({ length: LOOPS }, async () => {
      while (running && Date.now() < DEADLINE) {
        const res = await get('/api/me/export', ready.exporter);
        streamedBytes += res.bytes;
        if (res.status === 200) exports.push(res);
        else if (res.status !== 0) throw new Error(`GET /api/me/export answered ${res.status}`);
      }
    });
    // Measure once the exports are under way; then cut them off.
    await new Promise((resolve) => setTimeout(resolve, 300));
    loaded.push(...(await otherClient(SAMPLES)));
    running = false;
    for (const req of open) if (req.path === '/api/me/export') req.destroy();
    await Promise.all(loops);
  }

  const ratio = median(loaded) / median(idle);
  console.log(
    `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; exporter: ${args.attempts} answers; ${LOOPS} export loops`,
  );
  console.log(
    `other client idle:   p50 ${median(idle).toFixed(2)} ms, p95 ${p95(idle).toFixed(2)} ms (${idle.length} requests)`,
  );
  console.log(
    `other client loaded: p50 ${median(loaded).toFixed(2)} ms, p95 ${p95(loaded).toFixed(2)} ms (${loaded.length} requests)`,
  );
  console.log(
    `exports: ${(streamedBytes / 1e6).toFixed(1)} MB streamed, ${exports.length} complete` +
      (exports.length
        ? ` (${(median(exports.map((e) => e.bytes)) / 1e6).toFixed(2)} MB, p50 ${median(exports.map((e) => e.ms)).toFixed(0)} ms)`
        : ''),
  );
  console.log(`ratio loaded/idle p50: ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'ok' : 'OVER'}`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
}
