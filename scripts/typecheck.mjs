// Type-checks every workspace with its own tsconfig (web needs DOM and JSX, the rest Node),
// then the tools (e2e, bench). Stops at the first failure so the message is the one that matters.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contract',
  'packages/db',
  'packages/arabic',
  'packages/content',
  'packages/judge',
  'apps/server',
  'apps/web',
  // The service worker: web code with the worker's globals instead of the page's.
  'apps/web/src/sw',
  // Browser code inside the server: the sandbox's payment widget (bundled and served as a script).
  'apps/server/src/modules/billing/sandbox/widget',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));

for (const dir of [...projects, 'tsconfig.tools.json']) {
  const project = dir.endsWith('.json') ? dir : `${dir}/tsconfig.json`;
  process.stdout.write(`typecheck ${project}\n`);
  execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
}
