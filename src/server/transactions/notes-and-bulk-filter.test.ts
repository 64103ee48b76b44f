import { describe, expect, it } from 'vitest';
import type { BulkResult, TransactionCount } from '../../shared/transaction-changes';
import type { Transaction, TransactionSearchPage } from '../../shared/transactions';
import { assertBooksBalance } from '../loans/loan-fixtures';
import { startAppWithUsers } from '../test/app-with-users';
import { type SignedIn, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { actual, balanceOf, categoryNamed, checking, LONG_AGO, post } from './ledger-fixtures';

// Notes searched beside the payee, the count of a search, and bulk changes of "all N matching this
// filter" (decision 141).

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

const search = async (who: SignedIn, query: string) => {
  const res = await who.api.get(`/api/transactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionSearchPage>().transactions;
};
const count = async (who: SignedIn, query: string) => {
  const res = await who.api.get(`/api/transactions/count?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionCount>().count;
};

describe('notes', () => {
  it('are kept, searched like the payee (case and accents aside), kept by an edit that leaves them out', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const row = await post(
      alice,
      actual({ accountId: account.id, description: 'Amazon', notes: '  Cadeau pour Zoé  ' }),
    );
    expect(row.notes).toBe('Cadeau pour Zoé');
    await post(alice, actual({ accountId: account.id, description: 'Zoo tickets' }));
    expect((await search(alice, 'q=zoe')).map((r) => r.description)).toEqual(['Amazon']);
    expect((await search(alice, 'q=zo')).map((r) => r.description).sort()).toEqual(['Amazon', 'Zoo tickets']);
    expect(await search(bob, 'q=zoe')).toEqual([]);

    const { notes: _n, ...rest } = actual({ accountId: account.id, description: 'Amazon.com' });
    const renamed = await alice.api.put(`/api/transactions/${row.id}`, rest);
    expect(renamed.json<Transaction>().notes).toBe('Cadeau pour Zoé');
    const cleared = await alice.api.put(`/api/transactions/${row.id}`, { ...rest, notes: '' });
    expect(cleared.json<Transaction>().notes).toBeNull();
  });

  it('refuse more than 1,000 characters or a NUL with a 400 naming notes', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    for (const notes of ['x'.repeat(1001), 'a\u0000b']) {
      const res = await alice.api.post('/api/transactions', actual({ accountId: account.id, notes }));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.notes).toBeTruthy();
    }
  });
});

describe('all N matching this filter', () => {
  it('counts what a search finds, and a bulk change with the filter takes exactly those, undoably', async () => {
    const carol = await signIn(t, 'carol@example.com');
    const account = await checking(carol, '1000.00', LONG_AGO);
    for (let i = 0; i < 7; i++) {
      await post(carol, actual({ accountId: account.id, amount: '10.00', description: `Coffee ${i}` }));
    }
    await post(carol, actual({ accountId: account.id, amount: '50.00', description: 'Groceries' }));
    expect(await count(carol, 'q=coffee')).toBe(7);
    expect(await count(carol, '')).toBe(8);
    // The totals of every match, whatever page a list has loaded.
    const all = (await carol.api.get('/api/transactions/count?limit=')).statusCode;
    expect(all).toBe(400);
    expect((await carol.api.get('/api/transactions/count?q=coffee')).json<TransactionCount>()).toEqual({
      count: 7,
      baseCurrency: 'USD',
      income: '0.00',
      expenses: '70.00',
      missingRates: [],
    });
    expect(await count(bob, 'q=coffee')).toBe(0);

    const food = await categoryNamed(carol, 'Food');
    const res = await carol.api.post('/api/transactions/bulk', {
      filter: { q: 'coffee' },
      action: 'setCategory',
      categoryId: food.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkResult>().changed).toBe(7);
    expect(await count(carol, `categoryId=${food.id}`)).toBe(7);
    expect(await count(carol, 'uncategorized=true')).toBe(1);
    await assertBooksBalance(t, carol.user.id);

    const undo = await carol.api.post('/api/transactions/restore', {
      changeId: res.json<BulkResult>().changeId,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await count(carol, 'uncategorized=true')).toBe(8);

    const deleted = await carol.api.post('/api/transactions/bulk', {
      filter: { min: '20' },
      action: 'delete',
    });
    expect(deleted.json<BulkResult>().changed).toBe(1);
    expect(await balanceOf(carol, account.id)).toBe('930.00');
  });

  it.each([
    ['ids and a filter together', { ids: ['00000000-0000-4000-8000-000000000000'], filter: {} }, 'filter'],
    ['neither ids nor a filter', {}, 'ids'],
    ['an unknown filter param', { filter: { payee: 'x' } }, 'filter.payee'],
    ['a bad date in the filter', { filter: { from: '2026-13-01' } }, 'filter.from'],
    ['a filter that finds nothing', { filter: { q: 'no such payee anywhere' } }, 'filter'],
  ])('refuses %s with a 400, and changes nothing', async (_label, body, field) => {
    const dave = await signIn(t, `dave-${field}-${Object.keys(body).length}@example.com`);
    const account = await checking(dave, '1000.00', LONG_AGO);
    await post(dave, actual({ accountId: account.id }));
    const res = await dave.api.post('/api/transactions/bulk', {
      action: 'setCleared',
      cleared: true,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(await count(dave, 'cleared=true')).toBe(0);
  });

  it('names the filter when it takes in a transfer a category cannot go on', async () => {
    const frank = await signIn(t, 'frank@example.com');
    const account = await checking(frank, '1000.00', LONG_AGO);
    const savings = await checking(frank, '0.00', LONG_AGO);
    await post(
      frank,
      actual({ accountId: account.id, description: 'Move', type: 'transfer', toAccountId: savings.id }),
    );
    const food = await categoryNamed(frank, 'Food');
    const res = await frank.api.post('/api/transactions/bulk', {
      filter: { q: 'move' },
      action: 'setCategory',
      categoryId: food.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.filter).toMatch(/filter by type/);
  });

  it('a filter reads only the signed-in user’s rows', async () => {
    const erin = await signIn(t, 'erin@example.com');
    const account = await checking(erin, '1000.00', LONG_AGO);
    await post(erin, actual({ accountId: account.id, description: 'Erin only' }));
    const res = await bob.api.post('/api/transactions/bulk', {
      filter: { q: 'Erin only' },
      action: 'delete',
    });
    expect(res.statusCode).toBe(400);
    expect(await count(erin, 'q=erin')).toBe(1);
  });

  it('refuses a bad count param with a 400 naming it', async () => {
    const res = await alice.api.get('/api/transactions/count?min=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('min');
  });
});
