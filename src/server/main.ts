import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { seedFromTemplate } from './db/embedded-template';
import { runMigrations } from './db/migrate';

async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const dir = join(dataDir, 'pglite');
  if (!seedFromTemplate(dir)) mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

async function main(): Promise<void> {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Listen at once and open the database beside it: the web app is served while the embedded
  // database starts (about a second, longer on the very first start when it is created).
  const opening = openDatabase(config.databaseUrl, config.dataDir).then(async (database) => {
    await runMigrations(database);
    return database;
  });
  opening.catch((error: unknown) => {
    process.stderr.write(
      `NetWorth could not open its database: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
  const app = await buildApp({ config, database: opening });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await (await opening).close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, listeningMs: Math.round(performance.now() - started) },
    'NetWorth is listening',
  );
  const database = await opening;
  app.log.info(
    { database: database.driver, readyMs: Math.round(performance.now() - started) },
    'NetWorth is ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `NetWorth failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
