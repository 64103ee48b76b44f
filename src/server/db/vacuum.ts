import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Vacuum for the embedded database, which has no autovacuum (decision 183). Without it the rows an
// edit or a delete leaves behind were never reclaimed: the tables and their indexes only grew, and an
// index-only scan read the table for every row, as no page was ever marked all-visible. These are
// PostgreSQL's own autovacuum rules, with its default thresholds, run by the app.

/** Dead rows that make a table due: this many plus a fifth of its rows (autovacuum's defaults). */
const DEAD_BASE = 50;
/** Rows inserted since the last vacuum that make a table due: this many plus a fifth of its rows. */
const INSERTED_BASE = 1000;
const SCALE = 0.2;

/**
 * Vacuums each table that is due, one statement per table so that the single embedded connection is
 * held for one table at a time, and answers the tables vacuumed. A table is due when its dead rows or
 * its rows inserted since its last vacuum pass autovacuum's thresholds, or when it holds pages and has
 * not been vacuumed since the database started: the counters start at zero on every start, so what
 * the tables gathered before a restart is only found by a first vacuum, which skips at little cost
 * the pages that are clean.
 */
export async function vacuumDue(db: Db): Promise<string[]> {
  const due = (await db.execute(sql`
    select s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and (
        (s.vacuum_count = 0 and pg_relation_size(c.oid) > 0)
        or s.n_dead_tup > ${DEAD_BASE} + ${SCALE} * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > ${INSERTED_BASE} + ${SCALE} * greatest(c.reltuples, 0)
      )
    order by s.relname`)) as unknown as { rows: { name: string }[] };
  const names = due.rows.map((r) => r.name);
  for (const name of names) await db.execute(sql`vacuum ${sql.identifier(name)}`);
  return names;
}
