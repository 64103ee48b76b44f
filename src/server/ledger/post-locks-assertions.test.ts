import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Cents } from '../../domain/money';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { checking, LONG_AGO } from '../transactions/ledger-fixtures';
import { insertEntries } from './insert-entries';
import { postJournalEntries } from './post-entry';
import { ensureSystemAccount } from './system-accounts';

// A post's insert locks and answers the assertions of the accounts it moves in the same call
// (decision 181): the accounts' rows first, through the lines' triggers, then their assertions, so a
// balance stated at the same moment waits for the post instead of being computed without it.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const cents = (n: number) => n as Cents;

async function household(email: string) {
  const who = await signIn(t, email);
  // The balance stated on LONG_AGO is the account's first assertion: it owns the opening entry.
  const account = await checking(who, '1000.00', LONG_AGO);
  const expense = await ensureSystemAccount(t.database.db, who.user.id, 'uncategorized_expense');
  const entry = (amount: number, entryDate = '2019-06-01') => ({
    entryDate,
    description: `An expense on ${entryDate}`,
    lines: [
      { accountId: expense, debit: cents(amount), credit: cents(0) },
      { accountId: account.id, debit: cents(0), credit: cents(amount) },
    ],
  });
  return { who, account, expense, entry };
}

describe('posting an entry', () => {
  it("answers the assertions of the accounts its lines move, the account's stated balance included", async () => {
    const { who, account, entry } = await household('held-assertions@example.com');
    const posted = await t.database.db.transaction((tx) =>
      insertEntries(tx, who.user.id, [entry(2500)], undefined, { lockAssertions: true }),
    );
    expect(posted.ids).toHaveLength(1);
    expect(posted.assertions).toEqual([
      expect.objectContaining({
        accountId: account.id,
        assertDate: LONG_AGO,
        balance: '1000.00',
        throughAt: null,
      }),
    ]);
    // Without the option the call locks nothing and answers none.
    const plain = await t.database.db.transaction((tx) => insertEntries(tx, who.user.id, [entry(100)]));
    expect(plain.assertions).toEqual([]);
  });

  it('keeps a balance stated before the entry holding', async () => {
    const { who, account, entry } = await household('stated-before@example.com');
    await t.database.db.transaction((tx) => postJournalEntries(tx, who.user.id, [entry(2500)]));
    const res = await who.api.get('/api/accounts');
    expect(
      res.json<{ id: string; currentBalance: string }[]>().find((a) => a.id === account.id)?.currentBalance,
    ).toBe('1000.00');
  });

  const template = inject('pgTemplate');
  it.skipIf(!template)('holds the account and its assertions until it commits', async () => {
    const { who, account, entry } = await household('locked-assertions@example.com');
    const url = new URL(inject('pgAdminUrl'));
    const [assertion] = (
      await t.database.db.transaction((tx) =>
        insertEntries(tx, who.user.id, [entry(1)], undefined, { lockAssertions: true }),
      )
    ).assertions;
    const other = new pg.Client({ connectionString: await databaseUrlOf(url) });
    await other.connect();
    try {
      await t.database.db.transaction(async (tx) => {
        // Dated after the stated balance: nothing to recompute, so only the post's own lock holds it.
        await postJournalEntries(tx, who.user.id, [entry(300, '2026-01-01')]);
        // Another connection can take neither lock while the post is open.
        const tryLock = (sql: string, id: string) => other.query(`${sql} for update nowait`, [id]);
        await expect(tryLock('select id from accounts where id = $1', account.id)).rejects.toMatchObject({
          code: '55P03',
        });
        await expect(
          tryLock('select id from balance_assertions where id = $1', assertion?.id ?? ''),
        ).rejects.toMatchObject({ code: '55P03' });
      });
      // Committed: both are free again.
      await other.query('select id from balance_assertions where id = $1 for update nowait', [assertion?.id]);
    } finally {
      await other.end();
    }
  });
});

/** The URL of the test's own database: the admin URL with the database the app is connected to. */
async function databaseUrlOf(admin: URL): Promise<string> {
  const rows = (await t.database.hotRead<{ name: string }>(
    { name: 'nw_test_database_name', text: 'select current_database() as name' },
    [],
  )) as { name: string }[];
  const url = new URL(admin);
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}
