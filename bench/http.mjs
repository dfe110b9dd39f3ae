// HTTP throughput benchmark (issue 18): the production server against a bare `node:http` server answering a JSON
// body of the same size, measured in the same run, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL.
// Usage: npm run build && npm run bench:http [-- --seconds 6 --connections 50]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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
  options: { seconds: { type: 'string', default: '6' }, connections: { type: 'string', default: '50' } },
});
const SECONDS = Number(args.seconds);
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

/** The baseline: what this machine's Node answers with no framework at all. */
async function bareBaseline(body) {
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const result = await run({ url: `http://127.0.0.1:${port}/` });
  await new Promise((r) => server.close(r));
  return result;
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

function row(name, result, bare) {
  const rps = result.requests.average;
  const non2xx = result.non2xx + result.errors;
  return {
    route: name,
    'req/s': Math.round(rps),
    'p99 ms': result.latency.p99,
    'ratio to bare': Number((rps / bare).toFixed(2)),
    'non-2xx': non2xx,
  };
}

async function benchDatabase(label, env) {
  const app = await startApp(env);
  const idleRss = rssMb(app.pid);
  const phrases = await (await fetch(`${app.base}/api/phrases`)).json();
  const phraseId = phrases[0].id;
  const pricing = await (await fetch(`${app.base}/api/pricing`)).text();
  const bare = (await bareBaseline(pricing)).requests.average;
  const rows = [];
  // One unmeasured pass warms caches and the JIT.
  await run({ url: `${app.base}/api/pricing`, duration: 2 });
  rows.push(row(`GET /api/phrases/{id}`, await run({ url: `${app.base}/api/phrases/${phraseId}` }), bare));
  rows.push(row('GET /api/pricing', await run({ url: `${app.base}/api/pricing` }), bare));
  rows.push(
    row(
      'GET / (prerendered)',
      await run({ url: `${app.base}/`, headers: { 'accept-encoding': 'br' } }),
      bare,
    ),
  );
  rows.push(
    row(
      'GET /api/phrases/random/completion',
      await run({ url: `${app.base}/api/phrases/random/completion?userId=demo-user` }),
      bare,
    ),
  );
  const answer = JSON.stringify({
    userAnswer: 'الحمد لله',
    exerciseType: 'completion',
    phraseId,
    userId: 'demo-user',
  });
  rows.push(
    row(
      'POST /api/validate-answer (10 conn.)',
      await run({
        url: `${app.base}/api/validate-answer`,
        method: 'POST',
        connections: 10,
        headers: { 'content-type': 'application/json', origin: app.base },
        body: answer,
      }),
      bare,
    ),
  );
  // A returning learner: the random read with a guest that has answers and a card to read.
  const first = await fetch(`${app.base}/api/validate-answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: answer,
  });
  const guestCookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
  rows.push(
    row(
      'GET …/random/completion (returning learner)',
      await run({
        url: `${app.base}/api/phrases/random/completion?userId=demo-user`,
        headers: { cookie: guestCookie },
      }),
      bare,
    ),
  );
  const answersPerSecond = rows.find((r) => r.route.startsWith('POST /api/validate-answer'))['req/s'];
  const loadedRss = rssMb(app.pid);
  await app.stop();
  // The answer's baseline: the same database committing the same rows with no HTTP in front (same run).
  const commits = await answerCommits(env, JSON.parse(answer).userAnswer, phraseId);
  console.log(
    `\n${label} — bare node:http baseline ${Math.round(bare)} req/s (${CONNECTIONS} connections, ${SECONDS} s)`,
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

/** Answers per second recordAttempt commits straight to a fresh database of the same kind. */
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
        String(SECONDS),
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
