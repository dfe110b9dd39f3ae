// `npm run start:cluster [-- --instances N --port P]`: N production servers on one PostgreSQL database behind nginx,
// to try the scale-out of docs/deployment.md on one machine. DATABASE_URL defaults to the local `lisan` database.
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL, startCluster } from './cluster.mjs';

const { values: args } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, port: { type: 'string' } },
});
const instances = Number(args.instances);
if (!Number.isInteger(instances) || instances < 1) {
  console.error('--instances must be a whole number of at least 1');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
let cluster;
let exiting = false;
const shutdown = async (code) => {
  if (exiting) return;
  exiting = true;
  process.stdout.write('\nStopping the cluster…\n');
  await cluster?.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));

try {
  cluster = await startCluster({
    instances,
    databaseUrl,
    proxyPort: args.port ? Number(args.port) : undefined,
    // A dead instance or proxy leaves the cluster half-working: stop everything and say so. During start-up,
    // startCluster itself stops what it started and throws.
    log: (message) => {
      console.error(message);
      if (cluster) void shutdown(1);
    },
  });
} catch (err) {
  console.error(`Could not start the cluster: ${err.message}`);
  process.exit(1);
}
const db = new URL(databaseUrl);
console.log(
  `\nLisan cluster: ${instances} instance(s) on ports ${cluster.ports.join(', ')}, database ${db.host}${db.pathname}\n` +
    `Proxy (nginx): ${cluster.url}\nCtrl-C stops everything.`,
);
