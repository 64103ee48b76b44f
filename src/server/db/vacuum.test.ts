import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { vacuumDue } from './vacuum';

// The embedded database's vacuum (decision 183): due by autovacuum's rules, and after a start once.

let test: TestDatabase;
const db = () => test.database.db;

/** A table's dead rows, and its pages marked all-visible against its pages. */
async function state(): Promise<{ dead: number; visible: number; pages: number }> {
  const result = await db().execute(sql`
    select s.n_dead_tup::int as dead, c.relallvisible::int as visible, c.relpages::int as pages
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'vacuum_probe'`);
  return (result as unknown as { rows: { dead: number; visible: number; pages: number }[] }).rows[0]!;
}

/** The statistics counters reach the views a second after a write, or at once when flushed. */
const flushCounters = () => db().execute(sql`select pg_stat_force_next_flush()`);

beforeAll(async () => {
  test = await createTestDatabase();
  await db().execute(sql`create table vacuum_probe (id integer primary key, note text not null)`);
});
afterAll(async () => {
  await test.destroy();
});

describe.skipIf(process.env.TEST_DATABASE_URL)('vacuumDue on the embedded database', () => {
  it("vacuums a table past its inserted rows' threshold, then only once its dead rows pass a fifth", async () => {
    await db().execute(sql`insert into vacuum_probe select g, 'row ' || g from generate_series(1, 5000) g`);
    await flushCounters();
    expect(await vacuumDue(db())).toContain('vacuum_probe');
    const clean = await state();
    expect(clean.dead).toBe(0);
    expect(clean.visible).toBe(clean.pages);
    expect(await vacuumDue(db())).not.toContain('vacuum_probe');

    // 500 dead rows of 5,000: under the threshold of 50 + 1,000.
    await db().execute(sql`update vacuum_probe set note = note || '.' where id <= 500`);
    await flushCounters();
    expect((await state()).dead).toBe(500);
    expect(await vacuumDue(db())).not.toContain('vacuum_probe');

    // 1,600 dead rows: past it. The vacuum reclaims them and marks the pages all-visible again.
    await db().execute(sql`delete from vacuum_probe where id > 3900`);
    await flushCounters();
    expect(await vacuumDue(db())).toContain('vacuum_probe');
    const after = await state();
    expect(after.dead).toBe(0);
    expect(after.visible).toBe(after.pages);
  });

  it('vacuums once a table whose counters started again at zero, as after a restart', async () => {
    // Rows deleted, then the counters reset, as a restart resets them: nothing says they are dead.
    await db().execute(sql`delete from vacuum_probe where id > 2000`);
    await flushCounters();
    await db().execute(sql`select pg_stat_reset()`);
    const vacuums = async () => {
      const result = await db().execute(
        sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'vacuum_probe'`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    expect(await vacuums()).toBe(0);
    expect(await vacuumDue(db())).toContain('vacuum_probe');
    await flushCounters();
    expect(await vacuums()).toBe(1);
    const after = await state();
    expect(after.visible).toBe(after.pages);
    expect(await vacuumDue(db())).not.toContain('vacuum_probe');
  });
});
