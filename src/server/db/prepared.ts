import type { Db } from './client';

// Statements a request makes every time (the refetches after a write, the write's own checks) are
// prepared (decision 170): drizzle builds their SQL once, and PostgreSQL parses and plans them once
// per connection, by name, instead of for every request. Only statements of one fixed text belong
// here: a name stands for one text on every connection.

/**
 * The statement `build` prepares, made once for each database handle (the pool's, or a
 * transaction's) and kept as long as the handle lives.
 */
export function preparedPer<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const made = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}
