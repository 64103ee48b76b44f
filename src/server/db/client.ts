import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgliteThread, TEXT_AS_KEPT } from './pglite-thread';
import * as schema from './schema';
import { nameStatement } from './statement-names';

export type Schema = typeof schema;
/** Either driver: both are PostgreSQL, one dialect, one schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded client, for dumps in tests; undefined on PostgreSQL. */
  pglite?: PgliteThread;
  /** Runs a query that returns nothing; used for health checks and migrations locks. */
  ping(): Promise<void>;
  /**
   * Runs a statement of the hottest path (the session look-up of every request) as a prepared
   * statement, planned once per connection, with rows as plain objects: no ORM on the way
   * (decision 047). Parameters are text.
   */
  hotRead<T>(statement: HotStatement, params: readonly string[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A prepared statement: its name (a plain identifier) and its SQL with $1, $2, ... Its columns are of
 * types both drivers answer alike (text, numbers, booleans); a moment is read as epoch milliseconds.
 */
export interface HotStatement {
  name: string;
  text: string;
}

/**
 * A PostgreSQL server's pool. The driver loads here, on first use: the embedded database, the default,
 * never needs it, and loading it cost a restart about 90 ms (issue 28).
 */
export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async hotRead<T>(statement: HotStatement, params: readonly string[]) {
      // node-postgres prepares a named statement once on each pooled connection.
      const result = await pool.query({ name: statement.name, text: statement.text, values: [...params] });
      return result.rows as T[];
    },
    async close() {
      await pool.end();
    },
  };
}

/** The server's view of the embedded database on its thread. */
export function embeddedDatabase(client: PgliteThread): Database {
  // drizzle's PGlite driver calls only query and transaction, which the thread's client answers.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    async hotRead<T>(statement: HotStatement, params: readonly string[]) {
      nameStatement(statement.name, statement.text);
      // Hot statements name no type the two drivers would parse apart, so the thread's fast path fits.
      return (await client.query<T>(statement.text, [...params], TEXT_AS_KEPT)).rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Embedded PostgreSQL persisted in a directory (or in memory when dataDir is undefined). */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  initdbArgs?: string[],
): Promise<Database> {
  const client = await PgliteThread.open({
    dataDir,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(initdbArgs ? { initDbStartParams: initdbArgs } : {}),
  });
  return embeddedDatabase(client);
}
