import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT_DEFAULT, TRANSACTION_MESSAGES as M, type Transaction } from '../../shared/transactions';
import { apiClient, type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { create, oneOff, salary } from './test-fixtures';

let t: TestApp;
let bob: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  bob = await signIn(t, 'bob@example.com');
});
afterAll(async () => {
  await t.close();
});

/** The one-off items of the fixture below, newest first (every third one is a recurring plan). */
const ACTUAL = [11, 10, 8, 7, 5, 4, 2, 1].map((day) => `Item ${day}`);

describe('GET /api/transactions', () => {
  let carol: SignedIn;
  beforeAll(async () => {
    carol = await signIn(t, 'carol@example.com');
    // 12 items on 12 distinct days, alternating income / expense, every third one recurring.
    for (let day = 1; day <= 12; day++) {
      const recurring = day % 3 === 0;
      await create(carol, {
        ...(recurring ? salary : oneOff),
        type: day % 2 === 0 ? 'income' : 'expense',
        description: `Item ${day}`,
        transactionDate: `2026-10-${String(day).padStart(2, '0')}`,
      });
    }
  });

  it('lists newest first, and only the signed-in user’s', async () => {
    const list = (await carol.api.get('/api/transactions')).json<Transaction[]>();
    // The recurring items are plans: without ?recurring=true the list holds actual transactions.
    expect(list.map((x) => x.description)).toEqual(ACTUAL);
    const bobs = (await bob.api.get('/api/transactions')).json<Transaction[]>();
    expect(bobs.some((x) => x.description.startsWith('Item'))).toBe(false);
  });

  it('breaks ties on the same date by the time recorded, newest first', async () => {
    const dave = await signIn(t, 'dave@example.com');
    await create(dave, { ...oneOff, description: 'first' });
    t.clock.advance(1000);
    await create(dave, { ...oneOff, description: 'second' });
    const list = (await dave.api.get('/api/transactions')).json<Transaction[]>();
    expect(list.map((x) => x.description)).toEqual(['second', 'first']);
  });

  it('honours ?limit=, the type and recurring filters, and combinations', async () => {
    const get = async (q: string) =>
      (await carol.api.get(`/api/transactions${q}`)).json<Transaction[]>().map((x) => x.description);
    expect(await get('?limit=5')).toEqual(ACTUAL.slice(0, 5));
    expect(await get('?type=income&recurring=false')).toEqual(['Item 10', 'Item 8', 'Item 4', 'Item 2']);
    expect(await get('?recurring=true')).toEqual(['Item 12', 'Item 9', 'Item 6', 'Item 3']);
    expect(await get('?recurring=false&type=expense&limit=2')).toEqual(['Item 11', 'Item 7']);
  });

  it.each([
    ['?limit=0', 'limit', M.limit],
    ['?limit=1001', 'limit', M.limit],
    ['?limit=ten', 'limit', M.limit],
    ['?limit=1&limit=2', 'limit', M.limit],
    ['?type=gift', 'type', M.type],
    ['?recurring=yes', 'recurring', M.recurring],
    ['?page=2', 'page', 'Unknown field'],
  ])('refuses %s with a 400', async (q, field, message) => {
    const res = await carol.api.get(`/api/transactions${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });

  it('needs a signed-in user', async () => {
    expect((await apiClient(t).get('/api/transactions')).statusCode).toBe(401);
  });

  it('answers one page at a time, with the total in X-Total-Count (issue 27: 2.17 MB in one answer)', async () => {
    const page = async (q: string) => {
      const res = await carol.api.get(`/api/transactions${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return {
        names: res.json<Transaction[]>().map((x) => x.description),
        total: res.headers['x-total-count'],
      };
    };
    expect(await page('?limit=5')).toEqual({ names: ACTUAL.slice(0, 5), total: '8' });
    expect(await page('?limit=5&offset=5')).toEqual({ names: ACTUAL.slice(5), total: '8' });
    expect(await page('?limit=5&offset=50')).toEqual({ names: [], total: '8' });
    expect((await page('?type=income&recurring=false&limit=2')).total).toBe('4');
    expect((await page('?recurring=true&limit=2')).total).toBe('4');
    expect((await carol.api.get('/api/transactions?offset=-1')).statusCode).toBe(400);
  });

  it('answers at most LIST_LIMIT_DEFAULT rows when no limit is asked', async () => {
    const erin = await signIn(t, 'erin@example.com');
    const account = await erin.api.post('/api/accounts', {
      accountName: 'Checking',
      accountNumber: '1',
      accountType: 'ASSET',
    });
    // A daily series posts an occurrence a day (325 through 2026-11-21): more than one page.
    await create(erin, {
      ...salary,
      recurringFrequency: 'daily',
      transactionDate: '2026-01-01',
      accountId: account.json().id,
    });
    const res = await erin.api.get('/api/transactions');
    expect(res.json<Transaction[]>()).toHaveLength(LIST_LIMIT_DEFAULT);
    // The occurrences; the series itself is a plan (?recurring=true).
    expect(Number(res.headers['x-total-count'])).toBe(325);
  });

  it('reads one transaction by id, and only the user’s own', async () => {
    const list = (await carol.api.get('/api/transactions?limit=1')).json<Transaction[]>();
    const one = list[0] as Transaction;
    const res = await carol.api.get(`/api/transactions/${one.id}`);
    expect(res.json<Transaction>()).toEqual(one);
    expect((await bob.api.get(`/api/transactions/${one.id}`)).statusCode).toBe(404);
  });
});
