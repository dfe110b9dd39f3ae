// `npm start`: builds what is missing or older than its sources, then runs the server in this process's place.
// A fresh clone therefore needs only `npm install && npm start`; later starts skip the build and are quick.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// WEB_DIST_DIR lets a caller (the browser tests) build into and serve from a folder of its own.
const webDist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
const builtIndex = path.join(webDist, 'index.html');
const webSources = [path.join(root, 'apps/web'), path.join(root, 'packages/contract/src')];
const stale =
  !existsSync(builtIndex) || Math.max(...webSources.map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (stale || process.env.LISAN_FORCE_BUILD === '1') {
  process.stdout.write('Building Lisan (first start or sources changed)…\n');
  const steps = process.env.WEB_DIST_DIR
    ? [['run', 'build:packages'], ['run', 'build', '-w', '@lisan/web', '--', '--outDir', webDist, '--emptyOutDir']]
    : [['run', 'build']];
  for (const args of steps) {
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
