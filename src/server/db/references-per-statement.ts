import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs `work`, the bulk writes of one transaction `tx`, with the foreign keys of the rows they write
 * or delete followed once per statement instead of once per row (migration 0028, decision 174). In
 * session_replication_role = replica PostgreSQL skips its per-row key triggers; the schema's statement
 * triggers then check every key of each statement's new rows, each key once, and carry out each key's
 * action for the rows a statement deletes (cascade, set null, or refuse while they are named). The
 * mode is local to the transaction and set back when `work` is done; a failure rolls it back with the
 * rest.
 *
 * Setting the mode needs a superuser (the embedded database's own role, and the tests' PostgreSQL
 * role) or, from PostgreSQL 15, a role granted SET on the parameter (migration 0029). On any other
 * role `work` runs with the usual per-row checks.
 */
/**
 * From this many rows a write is worth the mode. Setting it costs two statements and, on PostgreSQL,
 * the connection's cached plans: not worth it for the one row of an ordinary edit or delete.
 */
export const MANY_ROWS = 100;

export async function withReferencesCheckedPerStatement<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  const set = (await tx.execute(
    sql`select set_config('session_replication_role', 'replica', true) as role
        where may_check_references_per_statement()`,
  )) as unknown as { rows: unknown[] };
  const result = await work();
  if (set.rows.length > 0)
    await tx.execute(sql`select set_config('session_replication_role', 'origin', true)`);
  return result;
}
