// HTTP throughput benchmark: the production server against a bare `node:http` server in its own process
// answering each path with the same bytes, measured in alternating windows of the same run, on PGlite and (with
// BENCH_DATABASE_URL) on PostgreSQL.
// Usage: npm run build && npm run bench:http [-- --seconds 3 --rounds 2 --connections 50]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
if (
  !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !existsSync(path.join(root, 'apps/server/dist/server.mjs'))
) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * The baseline: bare `node:http` in its own process (bench/support/bare-server.mjs) answering each measured path with
 * the bytes the app sent for it. In the same process as the client it would share the client's thread and run at
 * less than half its speed (27k against 62k req/s on a quiet two-core machine), which flattered every ratio.
 */
async function startBare(responses) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lisan-bench-bare-')), 'responses.json');
  writeFileSync(file, JSON.stringify(responses));
  const child = spawn(process.execPath, [path.join(root, 'bench/support/bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** The response the app gives a request, recorded for the bare server to replay byte for byte. */
async function record(base, route) {
  const res = await fetch(`${base}${route.path}`, { headers: route.headers ?? {} });
  if (!res.ok) throw new Error(`${route.path}: ${res.status}`);
  // fetch would decode a compressed body: read the raw bytes over node:http instead when one is asked for.
  const body = route.headers?.['accept-encoding']
    ? await rawBody(base, route)
    : Buffer.from(await res.arrayBuffer());
  const headers = { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' };
  if (route.headers?.['accept-encoding']) headers['content-encoding'] = route.headers['accept-encoding'];
  return { body: body.toString('base64'), headers };
}

function rawBody(base, route) {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${route.path}`, { headers: route.headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

async function startApp(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lisan-bench-http-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 1500));
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One route measured in alternating windows, bare then app, `ROUNDS` times: load from the machine's other work
 * then falls on both sides alike instead of on whichever ran during it.
 */
async function compare(app, bare, route) {
  const opts = { connections: route.connections ?? CONNECTIONS, headers: route.headers };
  let appRequests = 0;
  let bareRequests = 0;
  let p99 = 0;
  let non2xx = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const b = await run({ ...opts, url: `${bare.base}${route.path}` });
    const a = await run({ ...opts, url: `${app.base}${route.path}` });
    bareRequests += b.requests.average;
    appRequests += a.requests.average;
    p99 = Math.max(p99, a.latency.p99);
    non2xx += a.non2xx + a.errors;
  }
  const rps = appRequests / ROUNDS;
  const bareRps = bareRequests / ROUNDS;
  return {
    route: route.name,
    'req/s': Math.round(rps),
    'p99 ms': p99,
    'bare req/s': Math.round(bareRps),
    'ratio to bare': Number((rps / bareRps).toFixed(2)),
    'non-2xx': non2xx,
  };
}

async function benchDatabase(label, env) {
  const app = await startApp(env);
  const idleRss = rssMb(app.pid);
  const phrases = await (await fetch(`${app.base}/api/phrases`)).json();
  const phraseId = phrases[0].id;
  const answer = JSON.stringify({
    userAnswer: 'الحمد لله',
    exerciseType: 'completion',
    phraseId,
    userId: 'demo-user',
  });
  // A returning learner: a guest that has answered once, so the random read has a card and an attempt to read.
  const first = await fetch(`${app.base}/api/validate-answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: answer,
  });
  const guestCookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
  const random = '/api/phrases/random/completion?userId=demo-user';
  const routes = [
    { name: 'GET /api/phrases/{id}', path: `/api/phrases/${phraseId}` },
    { name: 'GET /api/pricing', path: '/api/pricing' },
    { name: 'GET / (prerendered)', path: '/', headers: { 'accept-encoding': 'br' } },
    { name: 'GET /api/phrases/random/completion', path: random },
    { name: 'GET …/random/completion (returning learner)', path: random, headers: { cookie: guestCookie } },
  ];
  const responses = {};
  for (const route of routes) responses[route.path] ??= await record(app.base, route);
  const bare = await startBare(responses);
  // One unmeasured pass warms caches and the JIT on both sides.
  await run({ url: `${app.base}/api/pricing`, duration: 2 });
  await run({ url: `${bare.base}/api/pricing`, duration: 1 });
  const rows = [];
  for (const route of routes) rows.push(await compare(app, bare, route));
  await bare.stop();
  // Answers are compared with the database committing the same rows, not with bare HTTP (below).
  const answers = await run({
    url: `${app.base}/api/validate-answer`,
    method: 'POST',
    connections: 10,
    duration: SECONDS * ROUNDS,
    headers: { 'content-type': 'application/json', origin: app.base },
    body: answer,
  });
  const answersPerSecond = Math.round(answers.requests.average);
  rows.push({
    route: 'POST /api/validate-answer (10 conn.)',
    'req/s': answersPerSecond,
    'p99 ms': answers.latency.p99,
    'non-2xx': answers.non2xx + answers.errors,
  });
  const loadedRss = rssMb(app.pid);
  await app.stop();
  // The answer's baseline: the same database committing the same rows with no HTTP in front (same run).
  const commits = await answerCommits(env, JSON.parse(answer).userAnswer, phraseId);
  console.log(
    `\n${label} — ${CONNECTIONS} connections, ${ROUNDS} alternating windows of ${SECONDS} s per side; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.table(rows);
  console.log(
    `answers: ${answersPerSecond}/s over HTTP; the same database commits ${Math.round(commits)} answers/s with ` +
      `no HTTP in front (bench/answer-commits.ts, 10 callers): ratio ${(answersPerSecond / commits).toFixed(2)}`,
  );
  console.log(
    `resident memory: ${idleRss.toFixed(0)} MB after start, ${loadedRss.toFixed(0)} MB after the runs`,
  );
}

/** Answers per second recordAnswer commits straight to a fresh database of the same kind. */
function answerCommits(env, answerText, phraseId) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'bench/answer-commits.ts',
        '--answer',
        answerText,
        '--phrase',
        phraseId,
        '--seconds',
        String(SECONDS * ROUNDS),
      ],
      {
        cwd: root,
        env: { ...process.env, BENCH_DATABASE_URL: env.DATABASE_URL ?? '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`answer-commits failed (${code}): ${out}`));
      else resolve(JSON.parse(line).commitsPerSecond);
    });
  });
}

await benchDatabase('PGlite (embedded)', {});
if (process.env.BENCH_DATABASE_URL)
  await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
else console.log('\nSet BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too.');
