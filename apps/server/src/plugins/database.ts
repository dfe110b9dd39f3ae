import { createDb, type Database, type DbHandle } from '@lisan/db';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DbHandle;
  }
}

/**
 * Opens the database (or adopts one a test made), applies migrations before any route can run, and closes
 * it last when the app shuts down.
 */
export const databasePlugin = fp<{ config: Config; handle?: DbHandle }>(
  async (app, { config, handle }) => {
    const dbHandle = handle ?? (await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    const started = performance.now();
    await dbHandle.migrate();
    app.log.info(
      { database: dbHandle.kind, ms: Math.round(performance.now() - started) },
      'database ready, migrations applied',
    );
    app.decorate('db', dbHandle.db);
    app.decorate('dbHandle', dbHandle);
    app.addHook('onClose', async () => {
      // A test that passed its own handle closes it itself, after it is done reading from it.
      if (!handle) await dbHandle.close();
    });
  },
  { name: 'database' },
);
