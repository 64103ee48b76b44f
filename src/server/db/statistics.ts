import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Analyzes those of `tables` whose planner statistics are missing or were taken when the table had less
 * than ten elevenths of its pages: PostgreSQL's autovacuum would, after about the same growth, and the
 * embedded database never runs it (decisions 135, 159). A bulk write (an import) calls it after its
 * commit; a small write into large books costs one catalog read.
 */
export async function analyzeGrownTables(db: Db, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  const oids = sql.join(
    tables.map((t) => sql`to_regclass(${getTableName(t)})`),
    sql`, `,
  );
  const stale = await db.execute(sql`
    select c.relname as name from pg_class c
    where c.oid in (${oids})
      and (c.reltuples < 0
        or pg_relation_size(c.oid) > (c.relpages * 1.1 + 8) * current_setting('block_size')::bigint)`);
  const names = (stale as unknown as { rows: { name: string }[] }).rows.map((r) => sql.identifier(r.name));
  if (names.length > 0) await db.execute(sql`analyze ${sql.join(names, sql`, `)}`);
}
