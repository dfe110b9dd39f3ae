// Scale-out benchmark: 1, 2 and 4 production servers on one PostgreSQL database behind nginx, measured
// through the proxy with autocannon, and a check that every 2xx answer to POST /api/validate-answer left exactly one
// recorded attempt (none lost, none duplicated). Prints figures; asserts no timings.
// Usage: npm run bench:cluster [-- --seconds 5 --connections 50 --answers 1000 --instances 1,2,4]
// BENCH_DATABASE_URL names the database to use (created when missing); default lisan_cluster_bench. Attempts are
// counted as the difference before and after, so earlier rows do not matter.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureDatabase, sqlValue, startCluster } from '../scripts/cluster.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    answers: { type: 'string', default: '1000' },
    instances: { type: 'string', default: '1,2,4' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ANSWERS = Number(args.answers);
const COUNTS = args.instances.split(',').map(Number);
const databaseUrl =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lisan_cluster_bench';

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

// Anonymous answers are recorded under a new guest id each (the bench sends no cookie): count every row.
const attempts = () => Number(sqlValue(databaseUrl, 'select count(*) from exercise_attempts'));

const rows = [];
const writeChecks = [];
let current;
// Ctrl-C must not leave instances and nginx behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void (current?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}
for (const instances of COUNTS) {
  ensureDatabase(databaseUrl);
  const cluster = await startCluster({
    instances,
    databaseUrl,
    quiet: true,
    // The bench sends everything from one address; the limit would measure itself, not the app.
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  current = cluster;
  try {
    const base = cluster.url;
    const phrases = await (await fetch(`${base}/api/phrases`)).json();
    const phraseId = phrases[0].id;
    // One unmeasured pass warms each instance's caches and JIT (least_conn spreads it over all of them).
    await run({ url: `${base}/api/pricing`, duration: 2 });
    await run({ url: `${base}/api/phrases/random/completion?userId=demo-user`, duration: 2 });

    const measure = (route, result) => {
      rows.push({
        instances,
        route,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx + result.errors + result.timeouts,
      });
    };
    measure('GET /api/pricing', await run({ url: `${base}/api/pricing` }));
    measure(
      'GET /api/phrases/random/completion',
      await run({ url: `${base}/api/phrases/random/completion?userId=demo-user` }),
    );

    // A fixed number of answers rather than a duration: every request completes, so the 2xx count is exact.
    const before = attempts();
    const started = performance.now();
    // autocannon reports an `amount` run as done on its next one-second tick, so the time is taken from the last
    // response instead (the end of the run rounded up to a whole second made every answer rate 1000/3 or 1000/4).
    let lastResponse = started;
    const answer = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${base}/api/validate-answer`,
          method: 'POST',
          connections: 10,
          amount: ANSWERS,
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({
            userAnswer: 'الحمد لله',
            exerciseType: 'completion',
            phraseId,
            userId: 'demo-user',
          }),
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      instance.on('response', () => {
        lastResponse = performance.now();
      });
    });
    const elapsed = (lastResponse - started) / 1000;
    const recorded = attempts() - before;
    rows.push({
      instances,
      route: 'POST /api/validate-answer (10 conn.)',
      'req/s': Math.round(answer['2xx'] / elapsed),
      'p99 ms': answer.latency.p99,
      'non-2xx': answer.non2xx + answer.errors + answer.timeouts,
    });
    writeChecks.push({
      instances,
      sent: ANSWERS,
      '2xx answers': answer['2xx'],
      'attempts recorded': recorded,
      ok: recorded === answer['2xx'],
    });
  } finally {
    await cluster.stop();
  }
}

console.log(
  `\nnginx → N instances → one PostgreSQL (${CONNECTIONS} connections, ${SECONDS} s per GET route, ${ANSWERS} answers)`,
);
console.table(rows);
const byRoute = {};
for (const r of rows) (byRoute[r.route] ??= {})[`${r.instances} inst.`] = r['req/s'];
for (const r of Object.values(byRoute)) {
  const first = r[`${COUNTS[0]} inst.`];
  for (const n of COUNTS.slice(1)) r[`×${n}/${COUNTS[0]}`] = Number((r[`${n} inst.`] / first).toFixed(2));
}
console.log('req/s by instance count, and the ratio to the first:');
console.table(byRoute);
console.log('Writes through the proxy (2xx answers vs rows in exercise_attempts):');
console.table(writeChecks);
const lost = writeChecks.filter((c) => !c.ok);
if (lost.length) {
  console.error('Lost or duplicated writes: the recorded attempts differ from the 2xx answers.');
  process.exitCode = 1;
}
