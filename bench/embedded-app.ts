// The real app on a fresh embedded database in a temporary directory, listening on a free port, with
// one signed-in user: the starting point of the in-process benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { sessionCookieName } from '../src/server/auth/cookie';
import { createSession } from '../src/server/auth/session-repository';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';

export async function startEmbeddedApp(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `networth-bench-${name}-`));
  const database = await openPglite(join(dataDir, 'pglite'));
  await runMigrations(database);
  const db = database.db;
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'bench-'.padEnd(48, 'x'), ...env }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({ config, database, logger: false, webRoot: dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', isEmailVerified: true })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSession(db, {
    userId: user.id,
    duration: '30',
    kind: 'full',
    now: new Date(),
  });
  const cookie = `${sessionCookieName(config)}=${token}`;
  return {
    database,
    db,
    config,
    app,
    port,
    user,
    cookie,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
