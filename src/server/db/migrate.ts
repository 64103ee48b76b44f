import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

/** Walks up from this module to the folder holding package.json: works from src/ and from dist/. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server module');
    dir = parent;
  }
  return dir;
}

const migrationsFolder = () => join(projectRoot(), 'src/server/db/migrations');

// Any fixed number: several instances starting together take turns applying migrations.
const MIGRATION_LOCK = 7_247_130_001;

/** The newest migration's timestamp in the journal (drizzle records it as the migration's created_at). */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * Whether the embedded database already has every migration: one query instead of the migrator's
 * file reading, hashing and DDL, which cost a fifth of a restart (decision 046). It answers as drizzle's
 * migrator would decide (a migration runs only when newer than the last one applied).
 */
async function upToDate(database: Database, folder: string): Promise<boolean> {
  if (!database.pglite) return false;
  try {
    const result = await database.pglite.query<{ newest: number | null }>(
      'select max(created_at)::float8 as newest from drizzle.__drizzle_migrations',
    );
    const newest = result.rows[0]?.newest;
    return newest != null && newest >= newestMigration(folder);
  } catch {
    return false; // no migrations table yet
  }
}

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.driver === 'pglite') {
    if (await upToDate(database, folder)) return;
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const db = database.db as unknown as NodePgDatabase<Schema>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrateNodePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  });
}
