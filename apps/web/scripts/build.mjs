// `npm run build -w @lisan/web [-- --outDir DIR] [--no-minify]`: the browser bundle (Vite), then the pages that look the same
// for every visitor rendered to HTML (src/prerender/entry.tsx), so the browser can paint them before any
// JavaScript has run. Writes DIR/index.html (the shell for every other path), DIR/prerendered/*.html and
// DIR/prerendered/pages.json, which tells the server which file answers which path, and DIR/prerendered/routes.json,
// the client router's route patterns.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDirArg = process.argv.indexOf('--outDir');
const outDir = path.resolve(outDirArg > 0 ? process.argv[outDirArg + 1] : path.join(webRoot, 'dist'));

// --no-minify: readable code, for profiling in the browser.
const minify = !process.argv.includes('--no-minify');

await build({ root: webRoot, build: { outDir, emptyOutDir: true, manifest: true, minify } });

// Inside the package, so the rendered bundle's imports of dependencies resolve to node_modules.
const ssrDir = path.join(webRoot, 'node_modules/.prerender');
try {
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/entry.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        // The renderer bundles every English string file, which the app also loads one by one: expected here.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  });
  const entryFile = readdirSync(ssrDir).find((file) => /^entry\.m?js$/.test(file));
  if (!entryFile) throw new Error(`the prerender build wrote no entry file in ${ssrDir}`);
  const prerender = await import(pathToFileURL(path.join(ssrDir, entryFile)).href);
  await writePages(prerender);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
await writePrecacheList();
precompress(outDir);

async function writePages({
  renderPage,
  earlyFetchFor,
  PRERENDERED_PATHS,
  ROUTE_PATTERNS,
  DEFERRED_MODULE_META,
  DEFERRED_PRELOAD_META,
  EARLY_FETCH_META,
}) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  // The manifest is for this script only; it should not be served.
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const bootMarker = '<!-- boot script -->';
  const rootMarker = '<div id="root"></div>';
  if (!template.includes(bootMarker) || !template.includes(rootMarker)) {
    throw new Error(`index.html must contain ${bootMarker} and ${rootMarker}`);
  }
  // Fonts start with the page instead of waiting for the stylesheet to name them: the Latin interface font on
  // every page, the Arabic one where Arabic text is the first thing to read (an exercise's prompt, the guides).
  const fonts = readdirSync(path.join(outDir, 'assets'));
  const fontPreload = (prefix) => {
    const file = fonts.find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
    if (!file) throw new Error(`no font ${prefix}*.woff2 in the build`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`;
  };
  const latinFont = fontPreload('inter-latin-wght-');
  const arabicFont = fontPreload('amiri-arabic-400-');
  const boot = await bootScript();
  const shell = template.replace(bootMarker, () => boot).replace('</head>', `  ${latinFont}\n  </head>`);
  writeFileSync(path.join(outDir, 'index.html'), shell);

  // The entry's own chunks are already preloaded by Vite's tags; a page adds its chunk, that chunk's imports and
  // its strings, which the browser would otherwise discover only after the entry has run.
  const entryChunks = chunkClosure(manifest, ['index.html']);
  const pages = {};
  for (const pagePath of PRERENDERED_PATHS) {
    const page = await renderPage(pagePath);
    const modules = [
      ...(page.source ? [page.source] : []),
      ...page.namespaces.map((namespace) => `src/locales/en/${namespace}.json`),
    ];
    // React puts resource hints it derives (a preload for the header's image) before the markup; they belong in
    // the head, where hydration does not look for them.
    const hints = page.html.match(/^(<link [^>]*>)*/)[0];
    const markup = page.html.slice(hints.length);
    const preloads = [...chunkClosure(manifest, modules)]
      .filter((file) => !entryChunks.has(file))
      .map((file) => `<meta name="${DEFERRED_PRELOAD_META}" content="/${file}">`);
    const arabicFirst = pagePath.startsWith('/exercise/') || /[\u0600-\u06FF]/.test(markup);
    const head = [...(hints.match(/<link [^>]*>/g) ?? []), ...(arabicFirst ? [arabicFont] : []), ...preloads]
      .map((tag) => `  ${tag}\n  `)
      .join('');
    const earlyFetch = earlyFetchFor(pagePath);
    const html = shell
      // The start-up script reads this as it runs, so it comes first.
      .replace(boot, () =>
        earlyFetch ? `<meta name="${EARLY_FETCH_META}" content="${earlyFetch}">\n    ${boot}` : boot,
      )
      .replace('</head>', `${head}</head>`)
      // The page is readable without its scripts: the start-up script loads them once it has painted (ADR 7).
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        `<meta name="${DEFERRED_MODULE_META}" content="$1">`,
      )
      .replace(
        /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        `<meta name="${DEFERRED_PRELOAD_META}" content="$1">`,
      )
      .replace(
        rootMarker,
        `<div id="root" data-prerendered="${pagePath}" data-namespaces="${page.namespaces.join(',')}">${markup}</div>`,
      );
    // (The start-up script names both in its code, so it is left out of the search.)
    if (/<script type="module"|rel="modulepreload"/.test(html.replace(boot, '')))
      throw new Error(`${pagePath}: a script tag was left to load early`);
    // The Content-Security-Policy allows one inline script, by its hash: the start-up script.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)].map(
      (match) => match[0],
    );
    if (inline.length !== 1 || inline[0] !== boot)
      throw new Error(`${pagePath}: an inline script other than the start-up script`);
    const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(outDir, 'prerendered', file)), { recursive: true });
    writeFileSync(path.join(outDir, 'prerendered', file), html);
    pages[pagePath] = file;
  }
  writeFileSync(path.join(outDir, 'prerendered/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  // The server answers 404 (with the app's not-found page) for any path no route matches.
  writeFileSync(path.join(outDir, 'prerendered/routes.json'), `${JSON.stringify(ROUTE_PATTERNS, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(pages).length} pages into ${path.join(outDir, 'prerendered')}`);
}

/**
 * The start-up script (src/prerender/boot.ts) as the page's one inline <script>. The server allows it by the hash
 * of exactly this text, which it reads from index.html (apps/server/src/plugins/web-build.ts).
 */
/**
 * Writes this build's precache list into the service worker Vite compiled (dist/sw.js): the shell as the server
 * sends it (after the rewrite above, so its revision is the real one), the scripts, styles, fonts and icons.
 * Left out: the pages' own HTML (the shell renders any path offline) and the device judge's corpus, which is
 * downloaded only by a learner who keeps practice offline.
 */
async function writePrecacheList() {
  const sw = path.join(outDir, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: sw,
    swDest: sw,
    globDirectory: outDir,
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png', '*.webmanifest'],
    globIgnores: ['assets/device-corpus-*', 'assets/device-judge-*'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
}

async function bootScript() {
  const result = await bundle({
    entryPoints: [path.join(webRoot, 'src/prerender/boot.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text.trim();
  if (/<\/script/i.test(code)) throw new Error('the start-up script contains </script');
  return `<script>${code}</script>`;
}

/** The files of the chunks named by `keys` (manifest keys: source paths) and of everything they import. */
function chunkClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Brotli (best quality) and gzip copies of every text file, which the server sends as they are (@fastify/static
 * `preCompressed`): a fifth smaller than compressing on the fly at a speed a server can afford, and no work per
 * request.
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name) || statSync(file).size < 1024)
      continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
