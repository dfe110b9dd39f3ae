// Landing-route JavaScript budget (at most 150 KB gzipped). Builds the web app into a temporary folder,
// then follows what a first visit to / downloads: index.html's module script and modulepreloads, every chunk they
// import statically (transitively), and the English `common` locale chunk that the first paint needs. Lazy routes
// (dynamic import()) are not counted: they load only when their page is opened.
// Also measures the device judge's download (offline practice): under 1.5 MB compressed, never on the landing route.
// Usage: npm run bench:bundle            (builds first)
//        npm run bench:bundle -- --dist apps/web/dist   (measure an existing build)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 150;
/** The device judge's download, compressed (gzip, the larger of the two encodings the server sends). */
const DEVICE_BUDGET_MB = 1.5;

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

  const rows = [...new Set([...seen, ...(locale ? [locale] : [])])].map((file) => {
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

  // Every other page: its route chunk and what that imports statically beyond the landing route, i.e. what a
  // visitor downloads on opening it first (landing route + page). The pages are the `./routes/*.tsx` entries of
  // the entry's lazy map.
  const gzipOf = new Map();
  const gz = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzipOf.get(file);
  };
  const routeChunks = new Map(
    [
      ...entryCode.matchAll(
        /"\.\/routes\/([\w-]+)\.tsx"\s*:\s*\(\)\s*=>.{0,40}?import\(["'`]\.\/([^"'`]+\.js)["'`]/g,
      ),
    ].map((m) => [m[1], path.join(dist, 'assets', m[2])]),
  );
  const pageRows = [...routeChunks].map(([name, chunk]) => {
    const own = new Set();
    const pending = [chunk];
    while (pending.length > 0) {
      const file = pending.shift();
      if (own.has(file) || seen.has(file)) continue;
      own.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(staticImport))
        pending.push(path.resolve(path.dirname(file), m[1]));
    }
    const extra = [...own].reduce((sum, f) => sum + gz(f), 0);
    return { name, extra, files: own.size };
  });
  pageRows.sort((a, b) => b.extra - a.extra);
  console.log("pages (first visit = landing route + the page's own chunks):");
  for (const row of pageRows)
    console.log(
      `${kb(row.extra)} KB gz  ${kb(total + row.extra)} KB gz on first visit  ${row.name} (${row.files} files)`,
    );

  // The device judge (offline practice): its script with what it imports beyond the landing route, and the
  // corpus download, compressed as the server sends them (brotli, else gzip). Loaded only when a learner keeps
  // practice offline, so never part of the first page load.
  const assets = readdirSync(path.join(dist, 'assets'));
  const judgeChunk = assets.find((f) => /^device-judge-.*\.js$/.test(f));
  const corpusFile = assets.find((f) => /^device-corpus-.*\.json$/.test(f));
  if (!judgeChunk || !corpusFile) {
    console.log('device judge: no device-judge chunk or device-corpus asset in the build');
    process.exitCode = 1;
  } else {
    if (seen.has(path.join(dist, 'assets', judgeChunk))) {
      console.log('device judge: OVER BUDGET, the landing route loads it');
      process.exitCode = 1;
    }
    const judgeFiles = new Set();
    const pending = [path.join(dist, 'assets', judgeChunk)];
    while (pending.length > 0) {
      const file = pending.shift();
      if (judgeFiles.has(file) || seen.has(file)) continue;
      judgeFiles.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(staticImport))
        pending.push(path.resolve(path.dirname(file), m[1]));
    }
    const deviceRows = [...judgeFiles, path.join(dist, 'assets', corpusFile)].map((file) => {
      const body = readFileSync(file);
      return {
        file: path.relative(dist, file),
        gzip: gzipSync(body, { level: 9 }).length,
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    });
    for (const row of deviceRows) console.log(`${kb(row.br)} KB br  ${kb(row.gzip)} KB gz  ${row.file}`);
    const br = deviceRows.reduce((sum, r) => sum + r.br, 0) / 1024;
    const gz = deviceRows.reduce((sum, r) => sum + r.gzip, 0) / 1024;
    console.log(
      `device judge (judge + corpus + indexes): ${(br / 1024).toFixed(2)} MB brotli, ${(gz / 1024).toFixed(2)} MB gzip` +
        `  target < ${DEVICE_BUDGET_MB} MB  ${gz / 1024 < DEVICE_BUDGET_MB ? 'OK' : 'OVER BUDGET'}`,
    );
    if (gz / 1024 >= DEVICE_BUDGET_MB) process.exitCode = 1;
  }
} finally {
  cleanup();
}
