// `npm start`: builds what is missing or older than its sources, then runs the server in this process's place.
// A fresh clone therefore needs only `npm install && npm start`; later starts skip the build and are quick.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Newest modification time under a folder, skipping dependencies and build output. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'generated'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// WEB_DIST_DIR lets a caller (the browser tests) build the web app into and serve it from a folder of its own.
const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');
const outputs = [path.join(webDist, 'index.html'), path.join(root, 'apps/server/dist/server.mjs')];
const sources = Math.max(newestMtime(path.join(root, 'apps')), newestMtime(path.join(root, 'packages')));
const stale = outputs.some((file) => !existsSync(file) || statSync(file).mtimeMs < sources);

if (stale || process.env.LISAN_FORCE_BUILD === '1') {
  process.stdout.write('Building Lisan (first start or sources changed)…\n');
  const steps = process.env.WEB_DIST_DIR
    ? [
        ['run', 'build:packages'],
        ['run', 'build', '-w', '@lisan/web', '--', '--outDir', webDist, '--emptyOutDir'],
        ['run', 'build:server'],
      ]
    : [['run', 'build']];
  for (const args of steps) {
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
