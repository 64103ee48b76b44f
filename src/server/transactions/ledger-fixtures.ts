// Helpers for the tests of transactions on the ledger: accounts, categories and balances by API.
import { expect } from 'vitest';
import type { AccountDto, BalanceSheetDto } from '../../shared/accounts';
import type { CategoryDto } from '../../shared/categories';
import type { RegisterPage } from '../../shared/register';
import type { Transaction, TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount, liability } from '../accounts/test-fixtures';
import type { SignedIn } from '../test/client';

/**
 * Accounts holding `balance` on `balanceDate` (default the user's today: entries dated before it are
 * already counted in it, decision 125). Tests of entries moving a balance state it on an earlier day.
 */
export const checking = (who: SignedIn, balance = '5000.00', balanceDate?: string) =>
  createAccount(who.api, asset({ accountName: 'Checking', currentBalance: balance, balanceDate }));
export const creditCard = (who: SignedIn, owed = '500.00', balanceDate?: string) =>
  createAccount(who.api, liability({ accountName: 'Visa', currentBalance: owed, balanceDate }));

/** A balance date before every entry the ledger tests post. */
export const LONG_AGO = '2020-01-01';

export async function balanceOf(who: SignedIn, accountId: string): Promise<string> {
  const res = await who.api.get('/api/accounts');
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<AccountDto[]>().find((a) => a.id === accountId);
  if (!found) throw new Error(`account ${accountId} not listed`);
  return found.currentBalance;
}

export async function netWorth(who: SignedIn): Promise<string> {
  return (await who.api.get('/api/balance-sheet')).json<BalanceSheetDto>().netWorth;
}

export async function categories(who: SignedIn): Promise<CategoryDto[]> {
  const res = await who.api.get('/api/budget-categories');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CategoryDto[]>();
}

export async function categoryNamed(who: SignedIn, name: string): Promise<CategoryDto> {
  const found = (await categories(who)).find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}

export async function register(who: SignedIn, accountId: string, query = ''): Promise<RegisterPage> {
  const res = await who.api.get(`/api/accounts/${accountId}/register${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RegisterPage>();
}

export const actual = (patch: Partial<TransactionInput>): TransactionInput => ({
  amount: '100.00',
  type: 'expense',
  description: 'Groceries',
  transactionDate: '2026-11-20',
  isRecurring: false,
  tags: [],
  ...patch,
});

export async function post(who: SignedIn, body: TransactionInput): Promise<Transaction> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Transaction>();
}
