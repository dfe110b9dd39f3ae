import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_TEXTS } from '@lisan/contract';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * Serves the built web app. Any path outside /api that is not a file gets index.html, so the client router
 * decides (including its 404 page); an unknown /api path gets a JSON 404.
 */
export const webPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const root = config.webDistDir;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/, so those can be cached for good.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
