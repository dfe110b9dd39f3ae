import { fileURLToPath } from 'node:url';
import { buildSync, type BuildOptions } from 'esbuild';
import options from './widget/esbuild.json' with { type: 'json' };

/**
 * The payment widget (widget/widget.ts) bundled into one browser script, with `SANDBOX_CONFIG` left free for the
 * server to supply. The server build (apps/server/build.mjs) replaces this module with the script it bundles with
 * the same options (widget/esbuild.json), so production never runs esbuild; development and tests bundle it here,
 * once, when the sandbox first loads.
 */
export const WIDGET_SCRIPT = buildSync({
  ...(options as BuildOptions),
  absWorkingDir: fileURLToPath(new URL('./widget/', import.meta.url)),
  write: false,
}).outputFiles[0]!.text;
