import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetDetail } from '../../shared/budgets';
import type { BulkResult } from '../../shared/transaction-changes';
import type { CashFlowSummary, Transaction, TransactionSearchPage } from '../../shared/transactions';
import { journalEntryLines, transactionSplits, transactions } from '../db/schema';
import { assertBooksBalance } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, categoryNamed, checking, LONG_AGO, post } from './ledger-fixtures';

// Splits (decision 141): one transaction across categories, posted as one entry with a line per part,
// counted part by part wherever actuals are read. The test clock starts on 2026-11-21.

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let food: string;
let shopping: string;
let salaryCategory: string;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'alice@example.com');
  bob = await signIn(t, 'bob@example.com');
  food = (await categoryNamed(alice, 'Food')).id;
  shopping = (await categoryNamed(alice, 'Shopping')).id;
  salaryCategory = (await categoryNamed(alice, 'Salary')).id;
});
afterAll(async () => {
  await t.close();
});

const split = (
  accountId: string,
  parts = [
    ['62.00', 'food'],
    ['22.50', 'shopping'],
  ] as const,
) =>
  actual({
    accountId,
    amount: '84.50',
    description: 'Target',
    transactionDate: '2026-11-10',
    splits: parts.map(([amount, which], i) => ({
      amount,
      categoryId: which === 'food' ? food : shopping,
      memo: i === 0 ? 'Groceries' : null,
    })),
  });

const linesOf = (journalEntryId: string) =>
  t.database.db
    .select({
      accountId: journalEntryLines.accountId,
      debit: journalEntryLines.debit,
      credit: journalEntryLines.credit,
    })
    .from(journalEntryLines)
    .where(eq(journalEntryLines.journalEntryId, journalEntryId));

const get = async (who: SignedIn, id: string) =>
  (await who.api.get(`/api/transactions/${id}`)).json<Transaction>();
const search = async (who: SignedIn, query: string) => {
  const res = await who.api.get(`/api/transactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionSearchPage>().transactions;
};
const rowCount = async () => (await t.database.db.select().from(transactions)).length;

describe('a split transaction', () => {
  it('posts one balanced entry with a line per part, and answers its parts in order', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const created = await post(alice, split(account.id));
    expect(created.categoryId).toBeNull();
    expect(created.splits).toEqual([
      { categoryId: food, categoryName: 'Food', amount: '62.00', memo: 'Groceries' },
      { categoryId: shopping, categoryName: 'Shopping', amount: '22.50', memo: null },
    ]);
    const lines = await linesOf(created.journalEntryId as string);
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => [l.debit, l.credit]).sort()).toEqual([
      ['0.00', '84.50'],
      ['22.50', '0.00'],
      ['62.00', '0.00'],
    ]);
    expect(await balanceOf(alice, account.id)).toBe('915.50');
    await assertBooksBalance(t, alice.user.id);
  });

  it('counts each part in budgets and in the month actuals', async () => {
    const carol = await signIn(t, 'carol@example.com');
    const account = await checking(carol, '1000.00', LONG_AGO);
    const [f, s] = [(await categoryNamed(carol, 'Food')).id, (await categoryNamed(carol, 'Shopping')).id];
    await post(
      carol,
      actual({
        accountId: account.id,
        amount: '84.50',
        transactionDate: '2026-11-10',
        splits: [
          { categoryId: f, amount: '62.00' },
          { categoryId: s, amount: '22.50' },
        ],
      }),
    );
    const res = await carol.api.post('/api/budgets', {
      name: 'November',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      items: [
        { categoryId: f, amount: '400.00' },
        { categoryId: s, amount: '100.00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const budget = res.json<BudgetDetail>();
    const byName = Object.fromEntries(budget.items.map((i) => [i.categoryName, i.actualAmount]));
    expect(byName).toEqual({ Food: '62.00', Shopping: '22.50' });
    expect(budget.totals.actualExpenses).toBe('84.50');
    const summary = (await carol.api.get('/api/cash-flow/summary')).json<CashFlowSummary>();
    expect(summary.actuals.find((m) => m.month === '2026-11')?.expenses).toBe('84.50');
  });

  it('is found by the category of any of its parts, and not as uncategorized', async () => {
    const dave = await signIn(t, 'dave@example.com');
    const account = await checking(dave, '1000.00', LONG_AGO);
    const [f, s] = [(await categoryNamed(dave, 'Food')).id, (await categoryNamed(dave, 'Shopping')).id];
    const created = await post(
      dave,
      actual({
        accountId: account.id,
        amount: '30.00',
        splits: [
          { categoryId: f, amount: '10.00' },
          { categoryId: s, amount: '20.00' },
        ],
      }),
    );
    await post(dave, actual({ accountId: account.id, amount: '5.00', description: 'Corner shop' }));
    expect((await search(dave, `categoryId=${s}`)).map((r) => r.id)).toEqual([created.id]);
    expect((await search(dave, 'uncategorized=true')).map((r) => r.description)).toEqual(['Corner shop']);
  });

  it('keeps its parts through an edit that leaves them out, and refuses an amount they no longer make', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const created = await post(alice, split(account.id));
    const { splits: _parts, ...rest } = split(account.id);
    const renamed = await alice.api.put(`/api/transactions/${created.id}`, {
      ...rest,
      description: 'Target #1234',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Transaction>().splits.map((p) => p.amount)).toEqual(['62.00', '22.50']);

    const before = await balanceOf(alice, account.id);
    const res = await alice.api.put(`/api/transactions/${created.id}`, { ...rest, amount: '90.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.splits).toBe(
      'The parts must add up to the amount',
    );
    expect(await balanceOf(alice, account.id)).toBe(before);
    expect((await get(alice, created.id)).amount).toBe('84.50');
  });

  it('becomes one category again when an edit names one, or sends no parts', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const one = await post(alice, split(account.id));
    const { splits: _parts, ...rest } = split(account.id);
    const named = await alice.api.put(`/api/transactions/${one.id}`, { ...rest, categoryId: food });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<Transaction>()).toMatchObject({ categoryId: food, splits: [] });
    expect(await linesOf(named.json<Transaction>().journalEntryId as string)).toHaveLength(2);

    const two = await post(alice, split(account.id));
    const emptied = await alice.api.put(`/api/transactions/${two.id}`, { ...rest, splits: [] });
    expect(emptied.json<Transaction>()).toMatchObject({ categoryId: null, splits: [] });
    await assertBooksBalance(t, alice.user.id);
  });

  it.each([
    ['parts that do not add up', { splits: [{ amount: '10.00' }, { amount: '10.00' }] }, 'splits'],
    ['a single part', { splits: [{ amount: '84.50' }] }, 'splits'],
    ['a category beside the parts', { categoryId: 'FOOD' }, 'categoryId'],
    ['a transfer', { type: 'transfer', toAccountId: 'SAVINGS' }, 'splits'],
    ['a recurring item', { isRecurring: true, recurringFrequency: 'monthly' }, 'splits'],
    ['a zero part', { splits: [{ amount: '84.50' }, { amount: '0' }] }, 'splits.1.amount'],
    [
      'a long memo',
      { splits: [{ amount: '42.25', memo: 'x'.repeat(201) }, { amount: '42.25' }] },
      'splits.0.memo',
    ],
    [
      'an income category on an expense',
      { splits: [{ amount: '42.25', categoryId: 'SALARY' }, { amount: '42.25' }] },
      'splits.0.categoryId',
    ],
    [
      'another user’s category',
      { splits: [{ amount: '42.25', categoryId: 'BOB' }, { amount: '42.25' }] },
      'splits.0.categoryId',
    ],
  ])('refuses %s with a 400, and changes nothing', async (_label, patch, field) => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const savings = await checking(alice, '0.00', LONG_AGO);
    const bobFood = (await categoryNamed(bob, 'Food')).id;
    const ids: Record<string, string> = {
      FOOD: food,
      SAVINGS: savings.id,
      SALARY: salaryCategory,
      BOB: bobFood,
    };
    const resolve = (v: unknown) => (typeof v === 'string' && v in ids ? ids[v] : v);
    const body: Record<string, unknown> = { ...split(account.id) };
    for (const [key, value] of Object.entries(patch)) {
      body[key] =
        key === 'splits'
          ? (value as Record<string, string>[]).map((p) => ({
              ...p,
              categoryId: resolve(p.categoryId ?? food),
            }))
          : resolve(value);
    }
    const count = await rowCount();
    const res = await alice.api.post('/api/transactions', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(await rowCount()).toBe(count);
    expect(await balanceOf(alice, account.id)).toBe('1000.00');
  });

  it('is not another user’s to read, edit or delete', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const created = await post(alice, split(account.id));
    expect((await bob.api.get(`/api/transactions/${created.id}`)).statusCode).toBe(404);
    expect((await bob.api.put(`/api/transactions/${created.id}`, split(account.id))).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/transactions/${created.id}`)).statusCode).toBe(404);
    expect((await get(alice, created.id)).splits).toHaveLength(2);
  });
});

describe('splits through bulk changes and undo', () => {
  const partsOf = (id: string) =>
    t.database.db
      .select({
        categoryId: transactionSplits.categoryId,
        amount: transactionSplits.amount,
        memo: transactionSplits.memo,
      })
      .from(transactionSplits)
      .where(eq(transactionSplits.transactionId, id))
      .orderBy(transactionSplits.position);

  it('a category set on a split replaces its parts, and the undo puts them back and re-posts them', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const created = await post(alice, split(account.id));
    const before = await partsOf(created.id);
    const res = await alice.api.post('/api/transactions/bulk', {
      ids: [created.id],
      action: 'setCategory',
      categoryId: food,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(alice, created.id)).toMatchObject({ categoryId: food, splits: [] });
    await assertBooksBalance(t, alice.user.id);

    const undone = await alice.api.post('/api/transactions/restore', {
      changeId: res.json<BulkResult>().changeId,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await partsOf(created.id)).toEqual(before);
    const back = await get(alice, created.id);
    expect(back.categoryId).toBeNull();
    expect(await linesOf(back.journalEntryId as string)).toHaveLength(3);
    await assertBooksBalance(t, alice.user.id);
  });

  it('a deleted split comes back with its parts and its entry', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const created = await post(alice, split(account.id));
    const before = await partsOf(created.id);
    const res = await alice.api.delete(`/api/transactions/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect(await partsOf(created.id)).toEqual([]);
    expect(await balanceOf(alice, account.id)).toBe('1000.00');
    const changeId = res.headers['x-change-id'] as string;
    expect((await alice.api.post('/api/transactions/restore', { changeId })).statusCode).toBe(200);
    expect(await partsOf(created.id)).toEqual(before);
    expect(await balanceOf(alice, account.id)).toBe('915.50');
    await assertBooksBalance(t, alice.user.id);
  });
});

describe('the database', () => {
  it('refuses parts that do not add up to their transaction, whatever wrote them', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const created = await post(alice, split(account.id));
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(transactionSplits)
          .set({ amount: '1.00' })
          .where(eq(transactionSplits.transactionId, created.id));
      }),
    ).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(transactions).set({ amount: '100.00' }).where(eq(transactions.id, created.id));
      }),
    ).rejects.toThrow();
    expect((await get(alice, created.id)).splits.map((p) => p.amount)).toEqual(['62.00', '22.50']);
  });
});
