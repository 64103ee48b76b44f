import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../shared/transaction-cursor';
import {
  TRANSACTION_MESSAGES as M,
  SEARCH_MESSAGES as S,
  type Transaction,
  type TransactionSearchPage,
} from '../../shared/transactions';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { create, oneOff, salary } from './test-fixtures';

// GET /api/transactions with a search or filters (decision 135): { transactions, next }, newest first.

let t: TestApp;
let carol: SignedIn;
let mallory: SignedIn;
let checking: string;
let savings: string;
let food: string;
let fun: string;

async function account(who: SignedIn, accountName: string): Promise<string> {
  const res = await who.api.post('/api/accounts', { accountName, accountNumber: '1', accountType: 'ASSET' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function category(who: SignedIn, name: string): Promise<string> {
  const res = await who.api.post('/api/budget-categories', { name, type: 'expense' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function search(q: string, who: SignedIn = carol): Promise<TransactionSearchPage> {
  const res = await who.api.get(`/api/transactions?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionSearchPage>();
}

const names = async (q: string) => (await search(q)).transactions.map((x) => x.description);

beforeAll(async () => {
  t = await startTestApp();
  carol = await signIn(t, 'carol@example.com');
  mallory = await signIn(t, 'mallory@example.com');
  checking = await account(carol, 'Checking');
  savings = await account(carol, 'Savings');
  food = await category(carol, 'Food Search');
  fun = await category(carol, 'Fun Search');
  const base = { ...oneOff, accountId: checking };
  // Oldest first; the list answers newest first.
  await create(carol, {
    ...base,
    description: 'Café Crème',
    amount: '4.50',
    categoryId: food,
    transactionDate: '2026-09-01',
  });
  await create(carol, {
    ...base,
    description: 'WHOLE FOODS #12',
    amount: '120.00',
    categoryId: food,
    transactionDate: '2026-09-15',
  });
  await create(carol, {
    ...base,
    description: 'Cinema 100%_off',
    amount: '18.00',
    categoryId: fun,
    transactionDate: '2026-10-01',
  });
  await create(carol, {
    ...base,
    description: 'Unfiled thing',
    amount: '60.00',
    tags: [],
    transactionDate: '2026-10-10',
  });
  await create(carol, {
    ...base,
    type: 'income',
    description: 'Refund from cafe',
    amount: '7.25',
    transactionDate: '2026-10-20',
  });
  await create(carol, {
    ...base,
    type: 'transfer',
    description: 'To savings',
    amount: '500.00',
    toAccountId: savings,
    tags: [],
    transactionDate: '2026-11-01',
  });
  // A plan: never in the search (decision 133), even when its words match.
  await create(carol, { ...salary, description: 'Cafe subscription', transactionDate: '2026-11-02' });
  // Another user's rows never appear.
  await create(mallory, { ...oneOff, description: 'Café of Mallory', transactionDate: '2026-10-05' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/transactions: search and filters', () => {
  it('finds a substring of the description whatever its case and accents, only the user’s actual ones', async () => {
    expect(await names('q=cafe')).toEqual(['Refund from cafe', 'Café Crème']);
    expect(await names('q=CAFÉ')).toEqual(['Refund from cafe', 'Café Crème']);
    expect(await names('q=creme')).toEqual(['Café Crème']);
    expect(await names('q=whole%20foods')).toEqual(['WHOLE FOODS #12']);
    expect(await names('q=nothing-like-this')).toEqual([]);
    expect((await search('q=cafe', mallory)).transactions.map((x) => x.description)).toEqual([
      'Café of Mallory',
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(await names('q=100%25_')).toEqual(['Cinema 100%_off']);
    expect(await names('q=%25')).toEqual(['Cinema 100%_off']);
    expect(await names('q=_')).toEqual(['Cinema 100%_off']);
  });

  it('filters by account, category, Uncategorized and type', async () => {
    expect(await names(`accountId=${savings}`)).toEqual(['To savings']);
    expect(await names(`categoryId=${food}`)).toEqual(['WHOLE FOODS #12', 'Café Crème']);
    // Transfers have no category by nature: Uncategorized is income and expenses not yet filed.
    expect(await names('uncategorized=true')).toEqual(['Refund from cafe', 'Unfiled thing']);
    expect(await names('type=income')).toEqual(['Refund from cafe']);
    expect(await names('type=transfer')).toEqual(['To savings']);
    const transfer = (await search('type=transfer')).transactions[0] as Transaction;
    expect(transfer.toAccountName).toBe('Savings');
  });

  it('filters by date range and by amount, inclusive', async () => {
    expect(await names('from=2026-10-01&to=2026-10-20')).toEqual([
      'Refund from cafe',
      'Unfiled thing',
      'Cinema 100%_off',
    ]);
    expect(await names('to=2026-09-15')).toEqual(['WHOLE FOODS #12', 'Café Crème']);
    expect(await names('min=18&max=120.00')).toEqual(['Unfiled thing', 'Cinema 100%_off', 'WHOLE FOODS #12']);
    expect(await names('min=500')).toEqual(['To savings']);
    expect(await names('max=4.50')).toEqual(['Café Crème']);
  });

  it('combines filters', async () => {
    expect(await names(`q=cafe&type=expense&categoryId=${food}&from=2026-08-01`)).toEqual(['Café Crème']);
    expect(await names(`accountId=${checking}&min=100&q=o`)).toEqual(['To savings', 'WHOLE FOODS #12']);
  });

  it('filters by cleared (decision 138), alone and with other filters', async () => {
    const idOf = async (q: string) => ((await search(q)).transactions[0] as Transaction).id;
    for (const id of [await idOf('q=whole%20foods'), await idOf('q=refund')]) {
      const res = await carol.api.request('PATCH', `/api/transactions/${id}/cleared`, { cleared: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await names('cleared=true')).toEqual(['Refund from cafe', 'WHOLE FOODS #12']);
    expect(await names('cleared=false')).toEqual([
      'To savings',
      'Unfiled thing',
      'Cinema 100%_off',
      'Café Crème',
    ]);
    expect(await names('cleared=true&q=cafe')).toEqual(['Refund from cafe']);
    expect(await names(`cleared=false&categoryId=${food}`)).toEqual(['Café Crème']);
    // Another user's cleared rows never appear.
    expect((await search('cleared=true', mallory)).transactions).toEqual([]);
  });

  it('pages with an opaque cursor that walks the whole set once, newest first', async () => {
    const all = await names('limit=1000&from=1900-01-01');
    expect(all).toHaveLength(6);
    const seen: string[] = [];
    let page = await search('limit=2&from=1900-01-01');
    seen.push(...page.transactions.map((x) => x.description));
    while (page.next !== null) {
      expect(page.transactions).toHaveLength(2);
      page = await search(`limit=2&from=1900-01-01&cursor=${page.next}`);
      seen.push(...page.transactions.map((x) => x.description));
    }
    expect(seen).toEqual(all);
    // Exactly a page left: the last page says so with next = null, not with an empty page after it.
    expect((await search('limit=6&from=1900-01-01')).next).toBeNull();
  });

  it('keeps rows recorded the same day apart by the time they were recorded', async () => {
    const dave = await signIn(t, 'dave@example.com');
    for (const description of ['one', 'two', 'three']) {
      await create(dave, { ...oneOff, description });
      t.clock.advance(1000);
    }
    const first = await search('limit=1&type=expense', dave);
    const second = await search(`limit=1&type=expense&cursor=${first.next}`, dave);
    const third = await search(`limit=1&type=expense&cursor=${second.next}`, dave);
    expect([first, second, third].map((p) => p.transactions[0]?.description)).toEqual([
      'three',
      'two',
      'one',
    ]);
    expect(third.next).toBeNull();
  });

  it('keeps the plain list for ?limit=, offset and recurring', async () => {
    const plain = (await carol.api.get('/api/transactions?limit=10')).json<Transaction[]>();
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toHaveLength(6);
    const plans = (await carol.api.get('/api/transactions?type=income&recurring=true')).json<Transaction[]>();
    expect(plans.map((x) => x.description)).toEqual(['Cafe subscription']);
  });

  const forged = encodeCursor({ date: '2026-10-10', at: '2026-10-10T00:00:00.000000Z', id: 'x' });
  it.each([
    [`q=${'x'.repeat(101)}`, 'q', S.q],
    ['q=a%00b', 'q', S.q],
    ['accountId=savings', 'accountId', M.accountId],
    ['categoryId=1', 'categoryId', S.categoryId],
    ['uncategorized=false', 'uncategorized', S.uncategorized],
    [
      'uncategorized=true&categoryId=00000000-0000-4000-8000-000000000000',
      'uncategorized',
      S.categoryAndUncategorized,
    ],
    ['type=gift', 'type', M.type],
    ['from=2026-02-30', 'from', S.from],
    ['to=yesterday', 'to', S.to],
    ['from=2026-10-02&to=2026-10-01', 'to', S.toBeforeFrom],
    ['min=-1', 'min', S.min],
    ['max=ten', 'max', S.max],
    ['min=10&max=9.99', 'max', S.maxBelowMin],
    ['cleared=yes', 'cleared', S.cleared],
    ['cursor=not-a-cursor!', 'cursor', S.cursor],
    ['cursor=eyJ4IjoxfQ', 'cursor', S.cursor],
    [`cursor=${forged}`, 'cursor', S.cursor],
    ['limit=0&q=a', 'limit', M.limit],
    ['q=a&offset=10', 'offset', S.offsetWithSearch],
    ['q=a&recurring=true', 'recurring', S.recurringWithSearch],
  ])('refuses %s with a 400 naming the field', async (q, field, message) => {
    const res = await carol.api.get(`/api/transactions?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });

  it('refuses a tampered cursor (its last character changed)', async () => {
    const page = await search('limit=1&from=1900-01-01');
    const next = page.next as string;
    const tampered = `${next.slice(0, -3)}${next.endsWith('A') ? 'B' : 'A'}$$`;
    const res = await carol.api.get(`/api/transactions?cursor=${encodeURIComponent(tampered)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.cursor).toBe(S.cursor);
  });

  it('a cursor of another user’s row reveals nothing of theirs', async () => {
    const theirs = await search('limit=1&q=mallory', mallory);
    const page = await search(
      `limit=50&cursor=${encodeCursor({ date: '2099-01-01', at: '2099-01-01T00:00:00.000000Z', id: (theirs.transactions[0] as Transaction).id })}`,
    );
    expect(page.transactions.some((x) => x.description.includes('Mallory'))).toBe(false);
    expect(page.transactions).toHaveLength(6);
  });
});
