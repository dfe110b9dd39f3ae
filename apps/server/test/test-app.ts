import { openTestDb } from '@lisan/db/testing';
import type { DbHandle } from '@lisan/db';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';

export interface TestApp {
  app: App;
  db: DbHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database cloned from the migrated template, without listening.
 * Pass environment overrides to test configuration-dependent behaviour, and build options to replace a plugin's
 * dependency: a fixture content catalog, a deterministic random pick, or `services` (the LLM, speech-to-text, the
 * payment gateway) as clients of a local server the test runs.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'db'> = {},
): Promise<TestApp> {
  const db = await openTestDb(inject('dbTemplate'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: env.DATA_DIR ?? '/tmp/lisan-test-data',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await buildApp(config, { ...options, db });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
