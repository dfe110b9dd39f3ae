import { getContentCatalog, type ContentCatalog } from '@lisan/content';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content catalog (@lisan/content): built once per process, served from memory. */
    catalog: ContentCatalog;
    /** An index in [0, n): how the random reads pick among candidates (tests make it deterministic). */
    randomIndex: (n: number) => number;
  }
}

export interface ContentCatalogOptions {
  /** A catalog built from other files (tests); otherwise the repository's content/, loaded once per process. */
  catalog?: ContentCatalog;
  randomIndex?: (n: number) => number;
}

/** The content catalog and the random pick as decorators, for the route plugins that name it as a dependency. */
export const contentCatalogPlugin = fp<ContentCatalogOptions>(
  async (app, options) => {
    app.decorate('catalog', options.catalog ?? getContentCatalog());
    app.decorate('randomIndex', options.randomIndex ?? ((n: number) => Math.floor(Math.random() * n)));
  },
  { name: 'content-catalog' },
);
