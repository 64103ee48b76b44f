// A book with a bit of everything, for the export and restore tests.
import { expect } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import { asset, create as createAccount, liability } from '../accounts/test-fixtures';
import { budgets } from '../db/schema';
import { commitNew, fixtureB64 } from '../imports/test-helpers';
import { CAR, createLoan } from '../loans/loan-fixtures';
import type { SignedIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { create as createTransaction, oneOff, salary } from '../transactions/test-fixtures';

export async function fillBook(t: TestApp, who: SignedIn): Promise<{ checking: AccountDto }> {
  const checking = await createAccount(
    who.api,
    asset({ accountName: 'Checking', currentBalance: '1000.00' }),
  );
  const card = await createAccount(who.api, liability({ accountName: 'Visa', currentBalance: '250.00' }));
  // A house held since January and valued in June: an opening on a past date and a valuation
  // against Unrealized Gains/Losses (decisions 125, 126).
  const house = await createAccount(
    who.api,
    asset({
      accountName: 'House',
      accountNumber: 'HOUSE-1',
      accountSubtype: 'primary_residence',
      currentBalance: '400000.00',
      balanceDate: '2026-01-02',
    }),
  );
  const valued = await who.api.post(`/api/accounts/${house.id}/valuations`, {
    date: '2026-06-30',
    value: '425000.00',
    source: 'appraisal',
  });
  expect(valued.statusCode, valued.body).toBe(201);
  await createTransaction(who, { ...oneOff, accountId: checking.id });
  // A receipt split across two categories, with notes (decision 141).
  const categories = (await who.api.get('/api/budget-categories')).json<{ id: string; name: string }[]>();
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? 'missing';
  await createTransaction(who, {
    ...oneOff,
    accountId: checking.id,
    description: 'Target',
    amount: '84.50',
    tags: [],
    notes: 'Birthday party',
    splits: [
      { categoryId: categoryId('Food'), amount: '62.00', memo: 'Cake' },
      { categoryId: categoryId('Shopping'), amount: '22.50' },
    ],
  });
  await createTransaction(who, { ...salary, accountId: checking.id, transactionDate: '2026-09-01' });
  await createTransaction(who, {
    ...oneOff,
    type: 'transfer',
    description: 'Pay the card',
    accountId: checking.id,
    toAccountId: card.id,
    tags: [],
  });
  // A balance assertion: the balance set by hand today.
  const put = await who.api.put(`/api/accounts/${checking.id}`, {
    ...asset({ accountName: 'Checking' }),
    currentBalance: '5000.00',
  });
  expect(put.statusCode, put.body).toBe(200);
  const loan = await createLoan(who.api, CAR);
  const extra = await who.api.post(`/api/loans/${loan.id}/extra-payments`, {
    amount: '1000.00',
    paymentDate: '2026-01-15',
  });
  expect(extra.statusCode, extra.body).toBe(201);
  // A mortgage on the house the user already has, its past payments not taken from checking.
  await createLoan(who.api, {
    ...CAR,
    name: 'Mortgage',
    loanCategory: 'mortgage',
    loanType: '30-Year Fixed',
    principal: '200000.00',
    termYears: 30,
    startDate: '2026-03-01',
    assetAccountId: house.id,
    fundingAccountId: checking.id,
    postPastPayments: false,
  });
  await commitNew(who, checking.id, { fileName: 'jan.csv', content: fixtureB64('us-bank-debit-credit.csv') });
  // A rule that names a category and the account, applied once (a run that can be undone). The import
  // proposed Food for Whole Foods, a payee it commonly knows (decision 191): the rule says Shopping.
  const shopping = (await who.api.get('/api/budget-categories'))
    .json<{ id: string; slug: string | null; type: string }[]>()
    .find((c) => c.slug === 'shopping' && c.type === 'expense');
  const rule = await who.api.post('/api/rules', {
    conditions: [
      { field: 'payee', operator: 'startsWith', value: 'WHOLE FOODS' },
      { field: 'account', operator: 'is', accountId: checking.id },
    ],
    actions: [{ type: 'setCategory', categoryId: shopping?.id }],
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const run = await who.api.post(`/api/rules/${rule.json<{ id: string }>().id}/apply`);
  expect(run.statusCode, run.body).toBe(201);
  await t.database.db.insert(budgets).values({
    userId: who.user.id,
    name: '2026',
    startDate: '2026-01-01',
    totalIncome: '60000.00',
    totalExpenses: '45000.00',
  });
  return { checking };
}
