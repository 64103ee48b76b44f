import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { nameStatement } from './statement-names';

// Statements a request makes every time (the refetches after a write, the write's own checks) are
// prepared (decisions 170 and 178): drizzle builds their SQL once, and the database parses and plans
// them once per connection, by name, instead of for every request. Only statements of one fixed text
// belong here: a name stands for one text on every connection.

/**
 * The statement `build` prepares under `name`, made once for each connection it runs on and kept as
 * long as that lives. A drizzle statement runs on its handle's client: the pool, or on PostgreSQL
 * the pooled connection a transaction holds. Transactions come and go on the same few connections,
 * so keying by connection, not by the transaction's handle, builds the SQL once per connection
 * instead of once per transaction: building it was a twentieth of a write's CPU (issue 28).
 */
export function preparedPer<Statement extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: Db, name: string) => Statement,
): (db: Db) => Statement {
  const made = new WeakMap<object, Statement>();
  return (db) => {
    const key = connectionOf(db);
    let statement = made.get(key);
    if (statement === undefined) {
      statement = build(db, name);
      // drizzle's PGlite driver drops the name; the embedded database's thread runs it by name.
      nameStatement(name, statement.getQuery().sql);
      made.set(key, statement);
    }
    return statement;
  };
}

/** The client a handle's statements run on (drizzle's session keeps it); the handle when it has none. */
function connectionOf(db: Db): object {
  const client: unknown = (db._.session as { client?: unknown }).client;
  return typeof client === 'object' && client !== null ? client : db;
}

const dialect = new PgDialect();

/**
 * Runs `query`, a raw statement of one fixed text, as the prepared statement `name` on either database
 * (decision 178), and answers as `db.execute` does.
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  nameStatement(name, built.sql);
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
