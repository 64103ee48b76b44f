import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { nameStatement } from './statement-names';

// Statements a request makes every time (the refetches after a write, the write's own checks) are
// prepared (decisions 170 and 178): drizzle builds their SQL once, and the database parses and plans
// them once per connection, by name, instead of for every request. Only statements of one fixed text
// belong here: a name stands for one text on every connection.

/**
 * The statement `build` prepares under `name`, made once for each database handle (the pool's, or a
 * transaction's) and kept as long as the handle lives.
 */
export function preparedPer<Statement extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: Db, name: string) => Statement,
): (db: Db) => Statement {
  const made = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      // drizzle's PGlite driver drops the name; the embedded database's thread runs it by name.
      nameStatement(name, statement.getQuery().sql);
      made.set(db, statement);
    }
    return statement;
  };
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
