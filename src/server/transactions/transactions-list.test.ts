import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_MESSAGES as M, type Transaction } from '../../shared/transactions';
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
    expect(list.map((x) => x.description)).toEqual(Array.from({ length: 12 }, (_, i) => `Item ${12 - i}`));
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
    expect(await get('?limit=10')).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${12 - i}`));
    expect(await get('?type=income')).toEqual(['Item 12', 'Item 10', 'Item 8', 'Item 6', 'Item 4', 'Item 2']);
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
});
