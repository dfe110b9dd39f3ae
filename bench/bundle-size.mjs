// Landing-route JavaScript budget (at most 150 KB gzipped). Builds the web app into a temporary folder,
// then follows what a first visit to / downloads: index.html's module script and modulepreloads, every chunk they
// import statically (transitively), and the English `common` locale chunk that the first paint needs. Lazy routes
// (dynamic import()) are not counted: they load only when their page is opened.
// Usage: npm run bench:bundle            (builds first)
//        npm run bench:bundle -- --dist apps/web/dist   (measure an existing build)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 150;

const distArg = process.argv.indexOf('--dist');
let dist;
let cleanup = () => {};
if (distArg > 0) {
  dist = path.resolve(process.argv[distArg + 1]);
} else {
  dist = mkdtempSync(path.join(tmpdir(), 'lisan-bundle-'));
  cleanup = () => rmSync(dist, { recursive: true, force: true });
  for (const args of [
    ['run', 'build:packages'],
    ['run', 'build', '-w', '@lisan/web', '--', '--outDir', dist, '--emptyOutDir'],
  ]) {
    const result = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

try {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]),
  ].map((href) => path.join(dist, href));

  // Static imports in minified ES modules: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`.
  // A dynamic `import("./x.js")` is preceded by "(" and is deliberately not matched.
  const staticImport =
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(staticImport)) queue.push(path.resolve(path.dirname(file), m[1]));
  }

  // The English common strings: a dynamic import in the entry, but needed before anything is painted.
  const entryCode = [...seen].map((f) => readFileSync(f, 'utf8')).join('\n');
  const localeRef =
    /locales\/en\/common\.json["'`]\s*:\s*\(\)\s*=>.{0,40}?import\(["'`](\.{1,2}\/[^"'`]+\.js)["'`]/.exec(
      entryCode,
    );
  const locale = localeRef ? path.resolve(path.join(dist, 'assets'), localeRef[1]) : undefined;

  const rows = [...seen, ...(locale ? [locale] : [])].map((file) => {
    const body = readFileSync(file);
    return { file: path.relative(dist, file), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  for (const row of rows) console.log(`${kb(row.gzip)} KB gz  ${kb(row.raw)} KB raw  ${row.file}`);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  console.log(
    `landing route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(0)} KB raw, ${rows.length} files` +
      `${locale ? ', including the en/common locale chunk' : ''})  target ≤ ${BUDGET_KB} KB  ${total / 1024 <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  cleanup();
}
