// The real app on a fresh embedded database in a temporary directory, listening on a free port, with
// one user signed in through the real magic-link routes (no row written by hand): the starting point
// of the in-process benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { freePort } from './lib';
import { signIn } from './seed-over-http';

export async function startEmbeddedApp(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `networth-bench-${name}-`));
  const database = await openPglite(join(dataDir, 'pglite'));
  await runMigrations(database);
  const db = database.db;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-'.padEnd(48, 'x'),
      APP_URL: base,
      ...env,
    }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({ config, database, logger: false, webRoot: dataDir });
  await app.listen({ port, host: '127.0.0.1' });
  const email = 'bench@example.com';
  const cookie = await signIn({ base, dataDir }, email);
  const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
  if (!user) throw new Error('no user');
  return {
    database,
    db,
    config,
    app,
    port,
    base,
    dataDir,
    user,
    cookie,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
