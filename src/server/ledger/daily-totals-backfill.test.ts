import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, categoryNamed, checking, creditCard, LONG_AGO, post } from '../transactions/ledger-fixtures';
import { expectBooksHold, ledgerViolations } from './test-invariants';

// Migration 0026 keeps the totals per account and day for every account, with each day's number of
// lines (decision 166). On books written before it, its last two statements count the income and
// expense days' lines and add every other account's days.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const backfill = readFileSync(
  join(import.meta.dirname, '../db/migrations/0026_daily_totals_for_every_account.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .slice(-2);

describe('migration 0026 on books kept before it', () => {
  it('brings every account’s daily totals and line counts to what their lines say', async () => {
    const who = await signIn(t, 'backfill@example.com');
    const account = await checking(who, '1000.00', LONG_AGO);
    const card = await creditCard(who, '200.00', LONG_AGO);
    const food = await categoryNamed(who, 'Food');
    for (const [amount, date] of [
      ['12.00', '2026-01-05'],
      ['30.00', '2026-01-05'],
      ['7.50', '2026-03-10'],
    ] as const) {
      await post(who, actual({ accountId: account.id, categoryId: food.id, amount, transactionDate: date }));
    }
    await post(who, actual({ accountId: card.id, amount: '55.00', transactionDate: '2026-02-01' }));
    // As before 0026: only income and expense accounts had daily totals, and no day counted its lines.
    await t.database.db.execute(sql`
      delete from ledger_account_daily_totals t using accounts a
      where a.id = t.account_id and a.account_type not in ('INCOME', 'EXPENSE')`);
    await t.database.db.execute(sql`update ledger_account_daily_totals set lines = 0`);
    expect((await ledgerViolations(t.database.db)).totalsOff.length).toBeGreaterThan(0);

    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
    await expectBooksHold(t.database.db);
  });
});
