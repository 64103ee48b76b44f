import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar';
import { b64, checking, commitNew } from '../imports/test-helpers';
import { signIn } from '../test/client';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test/test-app';
import { refreshStatistics } from './statistics';

// The planner's statistics follow a bulk write (decision 160): the embedded database has no autovacuum,
// so an import analyzes the tables it grew, and a later look finds nothing left to do.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the planner believes a table holds, and what it holds. */
async function believed(table: string): Promise<{ believed: number; holds: number }> {
  const { rows } = (await t.database.db.execute(sql`
    select c.reltuples::int as believed, (select count(*)::int from ${sql.identifier(table)}) as holds
    from pg_class c where c.relname = ${table}`)) as unknown as {
    rows: { believed: number; holds: number }[];
  };
  return rows[0] ?? { believed: -1, holds: -1 };
}

describe('refreshStatistics', () => {
  it('analyzes the tables an import grew, and then finds none', async () => {
    const who = await signIn(t, 'statistics@example.com');
    const account = await checking(who);
    let csv = 'Date,Description,Amount\n';
    for (let i = 0; i < 3000; i += 1)
      csv += `${addDays('2021-01-01', i % 700)},Shop ${i},-${1 + (i % 90)}.25\n`;
    await commitNew(who, account.id, { fileName: 'bank.csv', content: b64(csv) });
    for (const table of ['journal_entry_lines', 'journal_entries', 'transactions']) {
      const { believed: guess, holds } = await believed(table);
      expect(holds, table).toBeGreaterThanOrEqual(3000);
      expect(Math.abs(guess - holds), `${table}: believed ${guess}, holds ${holds}`).toBeLessThan(holds / 10);
    }
    expect(await refreshStatistics(t.database.db)).toEqual([]);
  });
});

describe('refreshStatistics on a table of its own', () => {
  let test: TestDatabase;
  const db = () => test.database.db;
  const estimatedRows = async (): Promise<number> => {
    const result = await db().execute(
      sql`select reltuples::integer as n from pg_class where oid = to_regclass('statistics_probe')`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? Number.NaN;
  };
  const add = (from: number, count: number) =>
    db().execute(
      sql`insert into statistics_probe select g, 'row ' || g from generate_series(${from}::int, ${from + count - 1}::int) g`,
    );
  beforeAll(async () => {
    test = await createTestDatabase();
    await db().execute(sql`create table statistics_probe (id integer not null, note text not null)`);
  });
  afterAll(async () => {
    await test.destroy();
  });

  it('analyzes a table that grew, skips one that grew little, and analyzes it again once grown', async () => {
    await add(1, 4_000);
    expect(await refreshStatistics(db())).toContain('statistics_probe');
    expect(await estimatedRows()).toBe(4_000);

    await add(4_001, 50);
    expect(await refreshStatistics(db())).not.toContain('statistics_probe');
    expect(await estimatedRows()).toBe(4_000);

    await add(4_051, 5_000);
    expect(await refreshStatistics(db())).toContain('statistics_probe');
    expect(await estimatedRows()).toBe(9_050);
  });

  it('runs refreshes one after the other: the second finds the first one done', async () => {
    // An import's refresh that meets the minute's round (decision 168).
    await add(9_051, 10_000);
    const [first, second] = await Promise.all([refreshStatistics(db()), refreshStatistics(db())]);
    expect(first).toContain('statistics_probe');
    expect(second).toEqual([]);
    expect(await estimatedRows()).toBe(19_050);
  });
});
