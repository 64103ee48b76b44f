import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { searchFold } from './search-fold';

// The search indexes are built on searchFold's expression (migration 0027) and the queries compare
// searchFold of the column: the two must stay the same expression, or every search scans the table.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

/** The plan of one statement, as text, with scans of whole tables made the planner's last resort. */
async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const db = test.database.db;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

describe('searchFold', () => {
  it('is the expression the description and notes indexes are built on', async () => {
    const pattern = searchFold(sql`${'%café%'}`);
    expect(
      await planOf(sql`select id from transactions where ${searchFold(sql`description`)} like ${pattern}`),
    ).toContain('transactions_search_idx');
    expect(
      await planOf(
        sql`select id from transactions where notes is not null and ${searchFold(sql`notes`)} like ${pattern}`,
      ),
    ).toContain('transactions_notes_search_idx');
  });

  it('folds case and accents, with or without accented letters in the text', async () => {
    const folded = async (text: string) => {
      const result = (await test.database.db.execute(
        sql`select ${searchFold(sql`${text}::text`)} as f`,
      )) as unknown as {
        rows: { f: string }[];
      };
      return result.rows[0]?.f;
    };
    expect(await folded('Café RENÉ')).toBe('cafe rene');
    expect(await folded('COFFEE Shop 42')).toBe('coffee shop 42');
    expect(await folded('Łódź Żabka')).toBe('lodz zabka');
  });
});
