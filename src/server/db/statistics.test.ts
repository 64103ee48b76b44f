import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { analyzeGrownTables } from './statistics';

// After a bulk write, statistics are taken again only for tables that have none or grew past a tenth
// since (decision 159): the embedded database never runs autovacuum.

const probe = pgTable('statistics_probe', { id: integer('id').notNull(), note: text('note').notNull() });

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

describe('analyzeGrownTables', () => {
  it('analyzes a table without statistics, skips one that grew little, and analyzes it again once grown', async () => {
    await add(1, 1_000);
    await analyzeGrownTables(db(), [probe]);
    expect(await estimatedRows()).toBe(1_000);

    await add(1_001, 50);
    await analyzeGrownTables(db(), [probe]);
    expect(await estimatedRows()).toBe(1_000);

    await add(1_051, 5_000);
    await analyzeGrownTables(db(), [probe]);
    expect(await estimatedRows()).toBe(6_050);
  });
});
