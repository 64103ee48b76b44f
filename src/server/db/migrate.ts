import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
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

export const migrationsFolder = () => join(projectRoot(), 'src/server/db/migrations');

// Any fixed number: several instances starting together take turns applying migrations.
const MIGRATION_LOCK = 7_247_130_001;

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase<Schema>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrateNodePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  });
}
