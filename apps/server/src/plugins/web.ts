import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_TEXTS } from '@lisan/contract';
import fp from 'fastify-plugin';
import type { WebBuild } from './web-build.js';

/**
 * Serves the built web app. A path prerendered at build time gets its page; any other path outside /api that is
 * not a file gets index.html, so the client router decides (including its 404 page); an unknown /api path gets a
 * JSON 404.
 */
export const webPlugin = fp<{ web: WebBuild }>(
  async (app, { web }) => {
    const { root, built, prerendered, isPage } = web;
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text file (apps/web/scripts/build.mjs).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/, so those can be cached for good.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // Routes of their own (rather than the fallback below), so responses are compressed like any other route's.
      for (const [route, file] of prerendered) {
        app.get(route, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(file));
      }
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
      const page = prerendered.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
      // The shell for a path no route knows renders the app's not-found page; the status says so too.
      const known = page !== undefined || isPage === null || isPage(decodePath(pathname));
      return reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(page ?? 'index.html');
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
