import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingBalanceEntry } from '../../domain/ledger';
import { accounts, journalEntries, loans } from '../db/schema';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { deleteJournalEntries, ensureSystemAccount, entriesTouchingAccount, postJournalEntry } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function account(userId: string, type: 'ASSET' | 'LIABILITY') {
  const [row] = await t.database.db
    .insert(accounts)
    .values({
      userId,
      accountName: `${type} account`,
      accountNumber: '1',
      accountType: type,
      normalBalance: type === 'ASSET' ? 'debit' : 'credit',
    })
    .returning();
  return row!;
}

const balanceOf = async (id: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.currentBalance;

describe('ledger service', () => {
  it('creates each system account once, even when asked concurrently', async () => {
    const { user } = await signIn(t, 'sys@example.com');
    const ids = await Promise.all(
      [1, 2, 3].map(() => ensureSystemAccount(t.database.db, user.id, 'opening_equity')),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('posts balanced entries and moves cached balances exactly', async () => {
    const { user } = await signIn(t, 'post@example.com');
    const db = t.database.db;
    const equity = await ensureSystemAccount(db, user.id, 'opening_equity');
    const asset = await account(user.id, 'ASSET');
    for (const cents of [10, 20]) {
      const draft = openingBalanceEntry({
        account: { id: asset.id, accountType: 'ASSET', normalBalance: 'debit' },
        amount: cents,
        equityAccountId: equity,
      })!;
      await postJournalEntry(db, {
        userId: user.id,
        entryDate: '2026-11-21',
        description: draft.description,
        lines: draft.lines,
      });
    }
    expect(await balanceOf(asset.id)).toBe('0.30');
    expect(await balanceOf(equity)).toBe('0.30');

    const entries = await entriesTouchingAccount(db, user.id, asset.id);
    expect(entries).toHaveLength(2);
    await deleteJournalEntries(db, user.id, entries);
    expect(await balanceOf(asset.id)).toBe('0.00');
    expect(await balanceOf(equity)).toBe('0.00');
  });

  it('refuses unbalanced lines and accounts of another user, changing nothing', async () => {
    const alice = await signIn(t, 'a2@example.com');
    const bob = await signIn(t, 'b2@example.com');
    const db = t.database.db;
    const mine = await account(alice.user.id, 'ASSET');
    const theirs = await account(bob.user.id, 'ASSET');
    await expect(
      postJournalEntry(db, {
        userId: alice.user.id,
        entryDate: '2026-11-21',
        description: 'x',
        lines: [
          { accountId: mine.id, debit: 100, credit: 0 },
          { accountId: theirs.id, debit: 0, credit: 100 },
        ],
      }),
    ).rejects.toThrow(/another user/);
    await expect(
      postJournalEntry(db, {
        userId: alice.user.id,
        entryDate: '2026-11-21',
        description: 'x',
        lines: [{ accountId: mine.id, debit: 100, credit: 0 }],
      }),
    ).rejects.toThrow();
    expect(await balanceOf(mine.id)).toBe('0.00');
    expect(await balanceOf(theirs.id)).toBe('0.00');
  });

  it('posts a loan period once however often it is posted', async () => {
    const { user } = await signIn(t, 'loan@example.com');
    const db = t.database.db;
    const liability = await account(user.id, 'LIABILITY');
    const funds = await ensureSystemAccount(db, user.id, 'external_funds');
    const [loan] = await db
      .insert(loans)
      .values({
        userId: user.id,
        name: 'Car',
        principal: '1000.00',
        interestRate: '5',
        termYears: 1,
        startDate: '2026-01-01',
        monthlyPayment: '85.61',
      })
      .returning();
    const post = () =>
      postJournalEntry(db, {
        userId: user.id,
        entryDate: '2026-02-01',
        description: 'Loan payment 1',
        loanId: loan!.id,
        loanPeriod: 1,
        lines: [
          { accountId: liability.id, debit: 8144, credit: 0 },
          { accountId: funds, debit: 0, credit: 8144 },
        ],
      });
    expect(await post()).not.toBeNull();
    expect(await post()).toBeNull();
    expect(await db.select().from(journalEntries).where(eq(journalEntries.loanId, loan!.id))).toHaveLength(1);
    expect(await balanceOf(liability.id)).toBe('-81.44');
  });
});
