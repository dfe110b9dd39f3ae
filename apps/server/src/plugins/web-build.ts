import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the server needs to know about the built web app (apps/web/scripts/build.mjs writes it). */
export interface WebBuild {
  root: string;
  built: boolean;
  /** Request path → file under `prerendered/` holding that page rendered at build time. */
  prerendered: ReadonlyMap<string, string>;
  /**
   * Whether a path is one of the client router's pages (patterns from the web app's route table). Null when the
   * build did not list them (an older build): then every path is treated as a page.
   */
  isPage: ((pathname: string) => boolean) | null;
  /** CSP sources ('sha256-…') for the inline start-up script the pages carry; nothing else inline may run. */
  inlineScriptHashes: string[];
}

export function readWebBuild(root: string): WebBuild {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile))
    return { root, built: false, prerendered: new Map(), isPage: null, inlineScriptHashes: [] };
  const routesFile = path.join(root, 'prerendered/routes.json');
  const patterns = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]) : null;
  const pagesFile = path.join(root, 'prerendered/pages.json');
  const pages = existsSync(pagesFile)
    ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>)
    : {};
  return {
    root,
    built: true,
    prerendered: new Map(Object.entries(pages).map(([route, file]) => [route, `prerendered/${file}`])),
    isPage: patterns ? routeMatcher(patterns) : null,
    inlineScriptHashes: inlineScripts(readFileSync(indexFile, 'utf8')).map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
  };
}

/** The bodies of the `<script>` elements without a src attribute. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * A matcher for the client router's patterns (wouter/regexparam syntax: `:name` is one segment, `:name?` an
 * optional one, `*` the rest of the path).
 */
function routeMatcher(patterns: string[]): (pathname: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regexes = patterns.map((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    const body = parts
      .map((part) => {
        if (part === '*') return '(?:/.*)?';
        if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${escape(part)}`;
      })
      .join('');
    return new RegExp(`^${body || '/'}/?$`, 'i');
  });
  return (pathname) => regexes.some((regex) => regex.test(pathname));
}
