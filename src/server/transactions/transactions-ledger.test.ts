import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/transactions';
import { snapshot } from '../accounts/test-fixtures';
import { journalEntries, transactions } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { CAR } from '../loans/loan-fixtures';
import { startAppWithUsers } from '../test/app-with-users';
import type { SignedIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import {
  actual,
  balanceOf,
  categoryNamed,
  checking,
  creditCard,
  LONG_AGO,
  netWorth,
  post,
  register,
} from './ledger-fixtures';

// Actual income, expenses and transfers on the ledger (issue 10, docs/decisions/023).

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

const entryLines = async (entryId: string | null) => {
  expect(entryId).not.toBeNull();
  const journal = (await alice.api.get('/api/journal-entries?limit=100')).json<{
    entries: { id: string; entryDate: string; lines: { account: string; debit: string; credit: string }[] }[];
  }>();
  return journal.entries.find((e) => e.id === entryId);
};

describe('actual transactions on the ledger', () => {
  it('posts an expense from checking to its category, and edits and deletes it exactly', async () => {
    const account = await checking(alice, '5000.00', LONG_AGO);
    const before = await netWorth(alice);
    const food = await categoryNamed(alice, 'Food');
    const spent = await post(alice, actual({ amount: '123.45', accountId: account.id, categoryId: food.id }));
    expect(spent).toMatchObject({ accountId: account.id, categoryId: food.id, toAccountId: null });
    expect(await balanceOf(alice, account.id)).toBe('4876.55');
    expect(Number(await netWorth(alice))).toBeCloseTo(Number(before) - 123.45, 2);
    expect((await entryLines(spent.journalEntryId))?.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'Food', debit: '123.45' }),
        expect.objectContaining({ account: 'Checking', credit: '123.45' }),
      ]),
    );

    const edited = await alice.api.put(`/api/transactions/${spent.id}`, {
      ...actual({
        amount: '23.45',
        accountId: account.id,
        categoryId: food.id,
        transactionDate: '2026-11-19',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<Transaction>();
    expect(after.journalEntryId).not.toBe(spent.journalEntryId);
    expect(await balanceOf(alice, account.id)).toBe('4976.55');
    expect((await entryLines(after.journalEntryId))?.entryDate).toBe('2026-11-19');
    // The old entry is gone, not left beside the new one.
    const entries = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.transactionId, spent.id));
    expect(entries).toHaveLength(1);

    expect((await alice.api.delete(`/api/transactions/${spent.id}`)).statusCode).toBe(204);
    expect(await balanceOf(alice, account.id)).toBe('5000.00');
    expect(
      await t.database.db.select().from(journalEntries).where(eq(journalEntries.transactionId, spent.id)),
    ).toEqual([]);
    await expectBooksHold(t.database.db);
  });

  it('posts income into the account, and an uncategorized one to Uncategorized income', async () => {
    const account = await checking(alice, '100.00', LONG_AGO);
    const salary = await post(
      alice,
      actual({ type: 'income', amount: '2000.00', accountId: account.id, tags: ['income-salary'] }),
    );
    expect(salary.categoryId).toBe((await categoryNamed(alice, 'Salary')).id);
    const gift = await post(alice, actual({ type: 'income', amount: '50.00', accountId: account.id }));
    expect(gift.categoryId).toBeNull();
    expect(await balanceOf(alice, account.id)).toBe('2150.00');
    expect((await entryLines(gift.journalEntryId))?.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ account: 'Uncategorized income', credit: '50.00' })]),
    );
  });

  it('raises what is owed on a credit card charged with an expense', async () => {
    const card = await creditCard(alice, '500.00', LONG_AGO);
    const before = Number(await netWorth(alice));
    await post(alice, actual({ amount: '80.25', accountId: card.id, tags: ['expense-shopping'] }));
    expect(await balanceOf(alice, card.id)).toBe('580.25');
    expect(Number(await netWorth(alice))).toBeCloseTo(before - 80.25, 2);
  });

  it('moves a transfer between two accounts without touching Net Worth or cash flow', async () => {
    const from = await checking(alice, '1000.00', LONG_AGO);
    const card = await creditCard(alice, '300.00', LONG_AGO);
    const before = await netWorth(alice);
    const paid = await post(
      alice,
      actual({
        type: 'transfer',
        amount: '200.00',
        accountId: from.id,
        toAccountId: card.id,
        description: 'Pay Visa',
        transactionDate: '2026-11-21',
      }),
    );
    expect(paid).toMatchObject({ type: 'transfer', categoryId: null, toAccountId: card.id });
    expect(await balanceOf(alice, from.id)).toBe('800.00');
    expect(await balanceOf(alice, card.id)).toBe('100.00');
    expect(await netWorth(alice)).toBe(before);
    const summary = (await alice.api.get('/api/cash-flow/summary')).json<{
      actuals: { month: string; income: string; expenses: string }[];
    }>();
    const november = summary.actuals.find((m) => m.month === '2026-11');
    // Only the card charge above counts (the first expense was deleted); the transfer is neither.
    expect(november?.expenses).toBe('80.25');
    const rows = (await register(alice, from.id)).rows;
    expect(rows.find((r) => r.transactionId === paid.id)).toMatchObject({
      kind: 'transfer',
      amount: '-200.00',
      balance: '800.00',
      counterparty: 'Visa',
      transactionId: paid.id,
    });
  });

  it('keeps a transaction without an account a record that moves nothing', async () => {
    const before = await snapshot(t, alice.user.id);
    const record = await post(alice, actual({ amount: '10.00' }));
    expect(record.journalEntryId).toBeNull();
    const after = await snapshot(t, alice.user.id);
    expect(after.entries).toEqual(before.entries);
    expect(after.accountRows).toEqual(before.accountRows);
  });
});

describe('what a transaction names is checked', () => {
  it("answers 404 for another user's account or category, and changes nothing", async () => {
    const bobs = await checking(bob, '10.00', LONG_AGO);
    const bobsFood = await categoryNamed(bob, 'Food');
    const own = await checking(alice, '10.00', LONG_AGO);
    const count = async () =>
      (await t.database.db.select().from(transactions).where(eq(transactions.userId, alice.user.id))).length;
    const rows = await count();
    const foreignAccount = await alice.api.post('/api/transactions', actual({ accountId: bobs.id }));
    expect(foreignAccount.statusCode).toBe(404);
    expect(foreignAccount.json()).toMatchObject({ error: 'Account not found' });
    const foreignCategory = await alice.api.post(
      '/api/transactions',
      actual({ accountId: own.id, categoryId: bobsFood.id }),
    );
    expect(foreignCategory.statusCode).toBe(404);
    expect(foreignCategory.json()).toMatchObject({ error: 'Category not found' });
    const foreignTransfer = await alice.api.post(
      '/api/transactions',
      actual({ type: 'transfer', accountId: own.id, toAccountId: bobs.id }),
    );
    expect(foreignTransfer.statusCode).toBe(404);
    expect(await count()).toBe(rows);
    expect(await balanceOf(bob, bobs.id)).toBe('10.00');
    expect(await balanceOf(alice, own.id)).toBe('10.00');
  });

  it.each([
    ['a transfer without a destination', { type: 'transfer' as const, toAccountId: null }, 'toAccountId'],
    ['a transfer to the same account', { type: 'transfer' as const, toAccountId: 'SAME' }, 'toAccountId'],
    [
      'a transfer with a category',
      { type: 'transfer' as const, toAccountId: 'OTHER', categoryId: 'CAT' },
      'categoryId',
    ],
    ['a destination on an expense', { toAccountId: 'OTHER' }, 'toAccountId'],
    ['a malformed account id', { accountId: 'not-an-id' }, 'accountId'],
    ['an income category on an expense', { categoryId: 'INCOME_CAT' }, 'categoryId'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_label, patch, field) => {
    const own = await checking(alice, '10.00', LONG_AGO);
    const other = await checking(alice, '20.00', LONG_AGO);
    const salaryCat = await categoryNamed(alice, 'Salary');
    const resolve = (v: unknown) =>
      v === 'SAME' ? own.id : v === 'OTHER' ? other.id : v === 'CAT' || v === 'INCOME_CAT' ? salaryCat.id : v;
    const body = Object.fromEntries(
      Object.entries({ ...actual({ accountId: own.id }), ...patch }).map(([k, v]) => [k, resolve(v)]),
    );
    const before = await snapshot(t, alice.user.id);
    const res = await alice.api.post('/api/transactions', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBeTruthy();
    const after = await snapshot(t, alice.user.id);
    expect(after.entries).toEqual(before.entries);
    expect(after.accountRows).toEqual(before.accountRows);
  });

  it("refuses a loan's own account: its balance moves only through the loan", async () => {
    const res = await alice.api.post('/api/loan', CAR);
    expect(res.statusCode, res.body).toBe(201);
    const loanAccount = res.json<{ accountId: string }>().accountId;
    const refused = await alice.api.post('/api/transactions', actual({ accountId: loanAccount }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields.accountId).toMatch(/loan/);
  });
});
