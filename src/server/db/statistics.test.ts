import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar';
import { b64, checking, commitNew } from '../imports/test-helpers';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
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
