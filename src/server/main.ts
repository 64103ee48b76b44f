import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Config, ConfigError, loadConfig } from './config';
import type { Database } from './db/client';
import { seedFromTemplate } from './db/embedded-template';
import { PgliteThread } from './db/pglite-thread';

// This module imports only what opening the database needs first: the rest of the server loads
// while the embedded database starts on its thread (decision 162).

async function openDatabase(config: Config): Promise<Database> {
  const { databaseUrl, dataDir } = config;
  if (databaseUrl) return (await import('./db/client')).openPostgres(databaseUrl, config.databasePoolSize);
  const dir = join(dataDir, 'pglite');
  if (!seedFromTemplate(dir)) mkdirSync(dir, { recursive: true });
  const thread = PgliteThread.open({ dataDir: dir });
  thread.catch(() => {}); // awaited below, once the client's modules are in: not unhandled meanwhile
  const { embeddedDatabase } = await import('./db/client');
  return embeddedDatabase(await thread);
}

const SHUTDOWN_DEADLINE_MS = 10_000;
/** When the embedded database's statistics and vacuum are seen to (decisions 160 and 183). */
const UPKEEP_TIMING = { firstAfterMs: 5_000, everyMs: 60_000 };
const SOCKET_GRACE_MS = 2_000;

/** Writes to stderr, which may be a pipe nobody reads any more: a failure is not an error here. */
function say(text: string): void {
  try {
    process.stderr.write(text);
  } catch {
    // The reader is gone; there is nobody to tell.
  }
}

/**
 * The last resort, for an event loop too busy to run the deadline's timer: a thread of its own that
 * kills the process (a non-zero exit) once `ms` have passed.
 */
function startWatchdog(ms: number, message: string): void {
  const source = `
    const { workerData } = require('node:worker_threads');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
    try { require('node:fs').writeSync(2, workerData.message); } catch {}
    process.kill(workerData.pid, 'SIGKILL');`;
  new Worker(source, { eval: true, workerData: { ms, message, pid: process.pid } }).unref();
}

// When the parent dies, stdout and stderr become pipes with no reader: a write then fails with
// EPIPE. That must neither crash the server nor stop a shutdown.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

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
  const opening = openDatabase(config).then(async (database) => {
    await (await import('./db/migrate')).runMigrations(database);
    return database;
  });
  opening.catch((error: unknown) => {
    process.stderr.write(
      `NetWorth could not open its database: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
  // The app's modules load only now, while the database's files are read and its code compiled
  // off the main thread (decision 162).
  const { buildApp } = await import('./app');
  const app = await buildApp({ config, database: opening });

  // Shutdown (docs/decisions/122): whatever is open or broken — keep-alive and real-time sockets,
  // the mail pool, Redis, the database, an output pipe whose reader is gone — the process ends
  // within SHUTDOWN_DEADLINE_MS: gracefully when it can, with exit code 1 when the deadline hits.
  let closing = false;
  let stopUpkeep = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const late = `NetWorth did not stop within ${SHUTDOWN_DEADLINE_MS / 1000} s of ${signal}; exiting.\n`;
    const deadline = setTimeout(() => {
      say(late);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    startWatchdog(SHUTDOWN_DEADLINE_MS + 500, late);
    // Requests in flight get a moment; then every socket is closed so close() waits on none.
    setTimeout(() => app.server.closeAllConnections(), SOCKET_GRACE_MS).unref();
    try {
      app.log.info({ signal }, 'shutting down');
      stopUpkeep();
      await app.close();
      await (await opening).close();
      clearTimeout(deadline);
      process.exit(0);
    } catch (error) {
      say(`NetWorth could not stop cleanly: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
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
  // The embedded database has no autovacuum to keep the planner's statistics and reclaim dead rows
  // (decisions 160 and 183).
  if (database.driver === 'pglite' && !closing) {
    const failed = (err: unknown) => app.log.warn({ err }, 'could not analyze or vacuum the database');
    const { keepEmbeddedDatabaseTidy } = await import('./db/upkeep');
    stopUpkeep = keepEmbeddedDatabaseTidy(database.db, UPKEEP_TIMING, failed);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `NetWorth failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
