import { ERROR_TEXTS } from '@lisan/contract';
import fp from 'fastify-plugin';
import type { WebBuild } from './web-build.js';
import { loadWebFiles, sendWebFile, type WebFile } from './web-files.js';

/**
 * Serves the built web app. A path prerendered at build time gets its page; any other path outside /api that is
 * not a file gets index.html, so the client router decides (including its 404 page); an unknown /api path gets a
 * JSON 404.
 */
export const webPlugin = fp<{ web: WebBuild }>(
  async (app, { web }) => {
    const { root, built, prerendered, isPage } = web;
    // Everything is read once into memory, with its precompressed variants (web-files.ts, ADR 0016).
    const files = built ? loadWebFiles(root) : new Map<string, WebFile>();
    const shell = files.get('index.html');
    if (built) {
      for (const [name, file] of files) {
        if (name.startsWith('prerendered/') || name === 'index.html') continue;
        // Vite fingerprints everything under assets/, so those can be cached for good.
        const cacheControl = name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        app.get(`/${name}`, { compress: false }, (request, reply) =>
          sendWebFile(request, reply, file, cacheControl),
        );
      }
      for (const [route, name] of prerendered) {
        const file = files.get(name);
        if (file)
          app.get(route, { compress: false }, (request, reply) =>
            sendWebFile(request, reply, file, 'no-cache'),
          );
      }
      // The shell by its file name: the service worker keeps this copy for pages opened without a network.
      if (shell)
        app.get('/index.html', { compress: false }, (request, reply) =>
          sendWebFile(request, reply, shell, 'no-cache'),
        );
    } else {
      app.log.warn({ root }, 'web app not built: run `npm run build` to serve the interface');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ message: `${ERROR_TEXTS.notFound}: ${request.method} ${pathname}`, code: 'not_found' });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: ERROR_TEXTS.notFound, code: 'not_found' });
      }
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built. Run `npm run build`, then start the server again.');
      }
      // A file that is not there (a script of an older build, a mistyped image) is a 404, never the page: a
      // browser would otherwise run HTML as a script and report a confusing error.
      if (looksLikeFile(pathname)) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send(`${ERROR_TEXTS.notFound}: ${pathname}`);
      }
      // '/about/' is '/about'; the page's own address is without the slash.
      const pageName = prerendered.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
      const page = pageName === undefined ? undefined : files.get(pageName);
      // The shell for a path no route knows renders the app's not-found page; the status says so too.
      const known = page !== undefined || isPage === null || isPage(decodePath(pathname));
      const file = page ?? shell;
      if (!file) return reply.status(404).type('text/plain; charset=utf-8').send(ERROR_TEXTS.notFound);
      return sendWebFile(request, reply, file, 'no-cache', known ? 200 : 404);
    });
  },
  { name: 'web' },
);

/** A last segment with an extension (`/assets/index-3f2a.js`, `/favicon.png`): a request for a file, not a page. */
function looksLikeFile(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') ||
    /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
  );
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
