import { sql } from 'drizzle-orm';
import type { Db } from './client';

// The planner's statistics (decision 160). PostgreSQL's autovacuum analyzes a table once a tenth of it
// has changed; the embedded database has no autovacuum, so its statistics stayed those of the empty
// tables it was created with. With 20,000 transactions the planner then guessed 52 lines where an
// account held 16,000, and the write path's checks scanned whole tables: an expense cost 34 ms instead
// of 15 (issue 28). This is the same rule, run by the app: after a bulk write (an import, a restore),
// a few seconds after start, and every minute on the embedded database.

/** Tables whose size moved this many pages (or a tenth of it, when more) since they were last analyzed. */
const DRIFT_PAGES = 8;

/** The refresh running on each database, which the next one waits for. */
const running = new WeakMap<Db, Promise<unknown>>();

/**
 * Analyzes each table whose size moved by more than a tenth (and DRIFT_PAGES pages) since its last
 * statistics; answers the tables analyzed. One look-up at the catalog when none has. Refreshes of one
 * database run one after the other: an import's refresh that met the minute's round analyzed the same
 * tables a second time, and on the embedded database each statement waits for the other's.
 */
export function refreshStatistics(db: Db): Promise<string[]> {
  const previous = running.get(db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => analyzeDrifted(db));
  running.set(db, next);
  return next;
}

async function analyzeDrifted(db: Db): Promise<string[]> {
  const drifted = (await db.execute(sql`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0))
        > greatest(${DRIFT_PAGES}, c.relpages / 10)
    order by c.relname`)) as unknown as { rows: { name: string }[] };
  const names = drifted.rows.map((r) => r.name);
  // One statement per table, so that the single embedded connection is held for one table at a time.
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return names;
}
