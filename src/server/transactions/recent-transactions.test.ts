import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import type { CategoryDto } from '../../shared/categories';
import type { Transaction, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Recent transactions are what actually happened (docs/decisions/133): a recurring item is a plan and
// its posted occurrences are the transactions; a transfer names the account the money went to.

let t: TestApp;
let who: SignedIn;
let checking: AccountDto;
let template: Transaction;

async function post(body: TransactionInput): Promise<Transaction> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Transaction>();
}

const list = async (query: string) => {
  const res = await who.api.get(`/api/transactions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Transaction[]>();
};

beforeAll(async () => {
  // The test clock starts on 2026-11-21.
  t = await startTestApp();
  who = await signIn(t, 'recent@example.com');
  checking = await createAccount(who.api, asset({ currentBalance: '5000.00' }));
  const savings = await createAccount(
    who.api,
    asset({ accountName: 'Savings', accountNumber: 'SAV-1', accountSubtype: 'savings', currentBalance: '0' }),
  );
  const categories = (await who.api.get('/api/budget-categories')).json<CategoryDto[]>();
  template = await post({
    amount: '120.00',
    type: 'expense',
    description: 'Groceries',
    transactionDate: '2026-10-05',
    isRecurring: true,
    recurringFrequency: 'monthly',
    accountId: checking.id,
    categoryId: categories.find((c) => c.name === 'Food')?.id ?? null,
  });
  await post({
    amount: '300.00',
    type: 'transfer',
    description: 'Put aside',
    transactionDate: '2026-11-20',
    accountId: checking.id,
    toAccountId: savings.id,
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/transactions?limit=10', () => {
  it('lists the posted occurrences of a recurring item, not the item itself', async () => {
    const recent = await list('?limit=10');
    const groceries = recent.filter((x) => x.description === 'Groceries');
    expect(groceries.length).toBeGreaterThan(0);
    expect(groceries.every((x) => !x.isRecurring && x.recurringParentId === template.id)).toBe(true);
    expect(groceries.every((x) => x.journalEntryId !== null)).toBe(true);
    expect(recent.some((x) => x.id === template.id)).toBe(false);
    // The plan is still there for the screens that list plans.
    expect((await list('?recurring=true')).map((x) => x.id)).toEqual([template.id]);
  });

  it('names a transfer’s destination account and an expense’s category', async () => {
    const recent = await list('?limit=10');
    const transfer = recent.find((x) => x.type === 'transfer');
    expect(transfer).toMatchObject({ toAccountName: 'Savings', categoryName: null });
    expect(recent.find((x) => x.description === 'Groceries')).toMatchObject({
      toAccountName: null,
      categoryName: 'Food',
    });
    expect((await who.api.get(`/api/transactions/${transfer?.id}`)).json<Transaction>().toAccountName).toBe(
      'Savings',
    );
  });
});
