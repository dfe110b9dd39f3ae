// Bundles the server and the workspace packages it uses into dist/server.mjs, so production starts without
// transpiling TypeScript on the fly (see docs/decisions/0006-bundle-the-server.md). npm packages stay external.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');

/**
 * Code that finds files next to itself (migrations, the compiled corpus, content/) reads
 * `import.meta.url`. Inside the bundle that would be the bundle's URL, so each of our source files gets the URL
 * of its original location instead, written relative to the bundle so the repository can still be moved.
 */
const keepSourceLocation = {
  name: 'keep-source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** npm packages are loaded from node_modules at run time; only our workspace packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // A package's own subpath imports (`#compiled-source`) are bundled with it, as Node resolves them.
      if (args.path.startsWith('@lisan/') || args.path.startsWith('#') || args.kind === 'entry-point')
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The sandbox's payment widget runs in the browser: it is bundled here with its own options
 * (src/modules/billing/sandbox/widget/esbuild.json) and replaces widget-script.ts, which bundles it at start-up
 * in development and tests.
 */
const sandboxWidget = {
  name: 'sandbox-widget',
  setup(b) {
    b.onLoad({ filter: /[\\/]billing[\\/]sandbox[\\/]widget-script\.ts$/ }, async () => {
      const widgetDir = path.join(here, 'src/modules/billing/sandbox/widget');
      const options = JSON.parse(await readFile(path.join(widgetDir, 'esbuild.json'), 'utf8'));
      const widget = await build({ ...options, absWorkingDir: widgetDir, write: false, logLevel: 'warning' });
      return {
        contents: `export const WIDGET_SCRIPT = ${JSON.stringify(widget.outputFiles[0].text)};`,
        loader: 'js',
        watchFiles: widget.outputFiles.map((file) => file.path),
      };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(outdir, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need only the mappings: the sources' text, two thirds of the map, is left out of it.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalPackages, sandboxWidget, keepSourceLocation],
});
console.log(
  `server bundled into ${path.relative(process.cwd(), outdir)}/server.mjs in ${Math.round(performance.now() - started)} ms`,
);
