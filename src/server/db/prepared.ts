import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { nameStatement } from './pglite-thread';

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
const namedTexts = new Set<string>();

/**
 * `query`, a raw statement of one fixed text, run by name on the embedded database (decision 178).
 * Its text is worked out once; a text that changed would only run unnamed, never wrong.
 */
export function namedSql(name: string, query: SQL): SQL {
  if (!namedTexts.has(name)) {
    nameStatement(name, dialect.sqlToQuery(query).sql);
    namedTexts.add(name);
  }
  return query;
}
