import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { keepEmbeddedDatabaseTidy } from './upkeep';

// The embedded database's upkeep (decisions 160 and 183): its rounds analyze and vacuum a table that
// grew, as autovacuum would on a server.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

it('analyzes and vacuums a table that grew, in its first round', async () => {
  const db = test.database.db;
  await db.execute(sql`create table upkeep_probe (id integer primary key, note text not null)`);
  await db.execute(sql`insert into upkeep_probe select g, 'row ' || g from generate_series(1, 5000) g`);
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const errors: unknown[] = [];
  const stop = keepEmbeddedDatabaseTidy(db, { firstAfterMs: 0, everyMs: 60_000 }, (e) => errors.push(e));
  try {
    await expect
      .poll(
        async () => {
          const result = await db.execute(sql`
            select analyze_count::int as analyzed, vacuum_count::int as vacuumed
            from pg_stat_user_tables where relname = 'upkeep_probe'`);
          return (result as unknown as { rows: { analyzed: number; vacuumed: number }[] }).rows[0];
        },
        { timeout: 20_000 },
      )
      .toEqual({ analyzed: 1, vacuumed: 1 });
  } finally {
    stop();
  }
  expect(errors).toEqual([]);
});
