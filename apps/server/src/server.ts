import { DataDirLockedError } from '@lisan/db';
import { warmMeaning } from '@lisan/judge';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // The meaning index (ADR 0009) takes a moment to build: build it now, not in the first learner's answer.
  setImmediate(() => {
    const { catalog } = app;
    warmMeaning(
      (['transformation', 'thematic', 'conversation', 'roleplay'] as const).flatMap((t) =>
        catalog.itemsOf(t),
      ),
    );
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`Lisan did not start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Lisan failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
