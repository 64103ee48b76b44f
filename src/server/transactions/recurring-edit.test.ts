import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Transaction } from '../../shared/transactions';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, checking, LONG_AGO, post } from './ledger-fixtures';

// Editing a recurring item that already posted its occurrences, as the edit form does (it sends the
// next date it computes from the item's own date): the item's next due date stays the next occurrence
// not yet posted, and nothing already posted changes.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

it('keeps the next due date after what is posted when a posting item is edited', async () => {
  const who = await signIn(t, 'rent-edit@example.com');
  const account = await checking(who, '10000.00', LONG_AGO);
  const rent = actual({
    amount: '1000.00',
    description: 'Rent',
    transactionDate: '2026-08-31',
    isRecurring: true,
    recurringFrequency: 'monthly',
    recurringStartDate: '2026-08-31',
    nextDueDate: '2026-09-30',
    accountId: account.id,
    tags: ['expense-housing'],
  });
  const item = await post(who, rent);
  // Aug 31, Sep 30 and Oct 31 are posted by today (Nov 21).
  expect(item.nextDueDate).toBe('2026-11-30');
  expect(await balanceOf(who, account.id)).toBe('7000.00');

  const res = await who.api.put(`/api/transactions/${item.id}`, { ...rent, amount: '1100.00' });
  expect(res.statusCode, res.body).toBe(200);
  const edited = res.json<Transaction>();
  expect(edited.amount).toBe('1100.00');
  expect(edited.nextDueDate).toBe('2026-11-30');
  expect(await balanceOf(who, account.id)).toBe('7000.00');

  // Weekly from now on: the next one is the first weekly date after what is posted.
  const weekly = await who.api.put(`/api/transactions/${item.id}`, { ...rent, recurringFrequency: 'weekly' });
  expect(weekly.json<Transaction>().nextDueDate).toBe('2026-11-23');
});
