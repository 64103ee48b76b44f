import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAssertions, journalEntries } from '../db/schema';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, checking, post, register } from '../transactions/ledger-fixtures';
import { expectBooksHold } from './test-invariants';

// Migration 0011 turns the plain opening entry of an account opened before decision 125 into its
// earliest assertion: nothing moves when it runs, and the next older entry dates the opening on the
// account's start.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set('2026-11-21T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const conversion = readFileSync(
  join(import.meta.dirname, '../db/migrations/0014_balances_as_of_a_date.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1) as string;

describe('migration 0011 on an account opened before balance dates', () => {
  it('keeps every balance, then counts older entries back from it', async () => {
    const who = await signIn(t, 'legacy@example.com');
    const account = await checking(who, '1000.00');
    // As it was before: a plain opening entry today and no assertion; an entry recorded after it.
    await t.database.db.delete(balanceAssertions).where(eq(balanceAssertions.accountId, account.id));
    await post(who, actual({ amount: '40.00', transactionDate: '2026-11-21', accountId: account.id }));
    expect(await balanceOf(who, account.id)).toBe('960.00');

    await t.database.db.execute(sql.raw(conversion));
    const [converted] = await t.database.db
      .select()
      .from(balanceAssertions)
      .where(eq(balanceAssertions.accountId, account.id));
    expect(converted).toMatchObject({ assertDate: '2026-11-21', balance: '1000.00', kind: 'balance' });
    const [opening] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, converted?.journalEntryId ?? ''));
    expect(opening?.kind).toBe('opening');
    expect(await balanceOf(who, account.id)).toBe('960.00');
    // Running it again adds nothing.
    await t.database.db.execute(sql.raw(conversion));
    expect(
      await t.database.db.select().from(balanceAssertions).where(eq(balanceAssertions.accountId, account.id)),
    ).toHaveLength(1);

    // Last year's entry: already in the 1,000 the account was opened with; the one after stays on top.
    await post(who, actual({ amount: '300.00', transactionDate: '2025-12-01', accountId: account.id }));
    expect(await balanceOf(who, account.id)).toBe('960.00');
    const rows = (await register(who, account.id)).rows;
    expect(rows.at(-1)).toMatchObject({ kind: 'opening', date: '2025-12-01', amount: '1300.00' });
    await expectBooksHold(t.database.db);
  });
});
