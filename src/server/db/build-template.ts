import { renameSync, rmSync } from 'node:fs';
import { type Database, openPglite } from './client';
import { packDirectory } from './embedded-template';
import { runMigrations } from './migrate';

// Making the embedded database template (decision 046), apart from seeding a directory from it
// (embedded-template.ts): a start opens the database only after seeding, so seeding loads nothing
// of the database's own modules.

/**
 * Drops PGlite's template0 and template1 databases: the app only ever uses `postgres`, and a copy
 * of the directory without them writes two thirds fewer files (the build's template, the API tests'
 * per-file databases).
 */
export async function dropUnusedDatabases(database: Database): Promise<void> {
  const client = database.pglite;
  if (!client) throw new Error('not a PGlite database');
  await client.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
}

/**
 * Builds the template pack at `file` (replacing it): initdb, every migration, a clean close. The app
 * only ever uses the `postgres` database, so the template0 and template1 databases are dropped: two
 * thirds fewer files for every first start to write.
 */
export async function buildTemplate(file: string): Promise<void> {
  const staging = `${file}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // 1 MB WAL segments instead of 16: a fresh directory's WAL is one segment, written on every first start.
  const database = await openPglite(staging, undefined, ['--wal-segsize=1']);
  try {
    await dropUnusedDatabases(database);
    await runMigrations(database);
  } finally {
    await database.close();
  }
  packDirectory(staging, `${file}.tmp`);
  renameSync(`${file}.tmp`, file);
  rmSync(staging, { recursive: true, force: true });
}
