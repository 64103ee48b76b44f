import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { preparedPer } from './prepared';
import { users } from './schema';

// A prepared statement's SQL is built once per connection (issue 28), not once per transaction: on
// PostgreSQL the transactions of a request after request take turns on the pool's few connections.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('preparedPer', () => {
  it('builds a statement once for the connection that transactions reuse, and runs it on each', async () => {
    let builds = 0;
    const byId = preparedPer('nw_test_user_by_id', (db, name) => {
      builds += 1;
      return db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(name);
    });
    const emails: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const email = `prepared-${i}@example.com`;
      await t.database.db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.insert(users).values({ id, email });
        // The row is seen only inside this transaction: the statement ran on its connection.
        const [row] = await byId(tx).execute({ id });
        emails.push(row?.email ?? 'not seen');
      });
    }
    expect(emails).toEqual(['prepared-0@example.com', 'prepared-1@example.com', 'prepared-2@example.com']);
    // PostgreSQL's pool hands the connection just released to the next transaction; the embedded
    // database's transactions each have a client of their own.
    expect(builds).toBe(t.database.driver === 'postgres' ? 1 : 3);
  });
});
