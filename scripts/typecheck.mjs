// Type-checks every workspace with its own tsconfig (web needs DOM and JSX, the rest Node), and the tools (e2e,
// bench). The projects are independent, so they run side by side, as many at once as the machine has cores (one
// after another they took 57 s on two cores, side by side 46 s). Each project's messages are printed together,
// and the script fails when any project does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Longest first, so no long check starts last while the other cores sit idle.
const projects = [
  'apps/web',
  'apps/server',
  'tsconfig.tools.json',
  'packages/judge',
  'packages/db',
  'packages/content',
  'packages/arabic',
  'packages/contract',
  // Browser code inside the server: the sandbox's payment widget (bundled and served as a script).
  'apps/server/src/modules/billing/sandbox/widget',
  // The service worker: web code with the worker's globals instead of the page's.
  'apps/web/src/sw',
]
  .map((dir) => (dir.endsWith('.json') ? dir : `${dir}/tsconfig.json`))
  .filter((project) => existsSync(project));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`typecheck ${project}${code === 0 ? '' : ' FAILED'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift())
    if (!(await check(project))) failed = true;
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
