import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the server needs to know about the built web app (apps/web/scripts/build.mjs writes it). */
export interface WebBuild {
  root: string;
  built: boolean;
  /** Request path → file under `prerendered/` holding that page rendered at build time. */
  prerendered: ReadonlyMap<string, string>;
  /** CSP sources ('sha256-…') for the inline start-up script the pages carry; nothing else inline may run. */
  inlineScriptHashes: string[];
}

export function readWebBuild(root: string): WebBuild {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return { root, built: false, prerendered: new Map(), inlineScriptHashes: [] };
  const pagesFile = path.join(root, 'prerendered/pages.json');
  const pages = existsSync(pagesFile) ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>) : {};
  return {
    root,
    built: true,
    prerendered: new Map(Object.entries(pages).map(([route, file]) => [route, `prerendered/${file}`])),
    inlineScriptHashes: inlineScripts(readFileSync(indexFile, 'utf8')).map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
  };
}

/** The bodies of the `<script>` elements without a src attribute. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}
