import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/transactions';
import { buildApp } from '../app';
import { transactions } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { apiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, checking, LONG_AGO, post } from './ledger-fixtures';

// Recurring items with an account post each occurrence when it falls due (issue 10).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const occurrencesOf = async (itemId: string) =>
  t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.recurringParentId, itemId))
    .orderBy(transactions.occurrenceDate);

const rent = (accountId: string) =>
  actual({
    amount: '1000.00',
    description: 'Rent',
    transactionDate: '2026-08-31',
    isRecurring: true,
    recurringFrequency: 'monthly',
    accountId,
    tags: ['expense-housing'],
  });

describe('recurring items with an account', () => {
  it('posts every occurrence from its start through today, on month-end-clamped dates, once', async () => {
    const who = await signIn(t, 'rent@example.com');
    const account = await checking(who, '10000.00', LONG_AGO);
    const item = await post(who, rent(account.id));
    // Aug 31, Sep 30, Oct 31 are due by Nov 21; Nov 30 is not.
    expect((await occurrencesOf(item.id)).map((o) => o.occurrenceDate)).toEqual([
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
    ]);
    expect(await balanceOf(who, account.id)).toBe('7000.00');
    expect(item.journalEntryId).toBeNull();
    expect(item.nextDueDate).toBe('2026-11-30');

    // Reads on the same day, on a second instance over the same database, and concurrent ones: nothing more.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock.now,
      logger: false,
    });
    await second.ready();
    const again = apiClient({ ...t, app: second }, who.cookie);
    await Promise.all([
      again.get('/api/accounts'),
      who.api.get('/api/balance-sheet'),
      again.get('/api/transactions'),
    ]);
    expect(await occurrencesOf(item.id)).toHaveLength(3);

    // Time passes: the Nov 30 occurrence posts on the first read after it, once, from any instance.
    t.clock.advance(10 * DAY);
    await Promise.all([
      again.get('/api/balance-sheet'),
      who.api.get('/api/accounts'),
      again.get('/api/accounts'),
      who.api.get('/api/cash-flow/summary'),
    ]);
    await second.close();
    expect((await occurrencesOf(item.id)).map((o) => o.occurrenceDate)).toEqual([
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
    ]);
    expect(await balanceOf(who, account.id)).toBe('6000.00');
    t.clock.set('2026-11-21T12:00:00Z');
    await expectBooksHold(t.database.db);
  });

  it('keeps a deleted occurrence deleted, and an edited amount changes only later occurrences', async () => {
    const who = await signIn(t, 'edits@example.com');
    const account = await checking(who, '10000.00', LONG_AGO);
    const item = await post(who, rent(account.id));
    const [, september] = await occurrencesOf(item.id);
    expect((await who.api.delete(`/api/transactions/${september?.id}`)).statusCode).toBe(204);
    expect(await balanceOf(who, account.id)).toBe('8000.00');

    // A posted occurrence can be edited on its own.
    const [august] = await occurrencesOf(item.id);
    const editedAugust = await who.api.put(`/api/transactions/${august?.id}`, {
      ...actual({
        amount: '950.00',
        description: 'Rent (discount)',
        transactionDate: '2026-08-31',
        accountId: account.id,
      }),
    });
    expect(editedAugust.statusCode, editedAugust.body).toBe(200);
    expect(editedAugust.json<Transaction>().recurringParentId).toBe(item.id);
    expect(await balanceOf(who, account.id)).toBe('8050.00');

    const raised = await who.api.put(`/api/transactions/${item.id}`, {
      ...rent(account.id),
      amount: '1200.00',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    // Nothing already posted changes.
    expect(await balanceOf(who, account.id)).toBe('8050.00');
    t.clock.advance(10 * DAY);
    expect(await balanceOf(who, account.id)).toBe('6850.00');
    const rows = await occurrencesOf(item.id);
    expect(rows.map((o) => [o.occurrenceDate, o.amount])).toEqual([
      ['2026-08-31', '950.00'],
      ['2026-10-31', '1000.00'],
      ['2026-11-30', '1200.00'],
    ]);
    t.clock.set('2026-11-21T12:00:00Z');
    await expectBooksHold(t.database.db);
  });

  it('leaves posted occurrences in place when the item is deleted, and posts no more', async () => {
    const who = await signIn(t, 'stop@example.com');
    const account = await checking(who, '10000.00', LONG_AGO);
    const item = await post(who, rent(account.id));
    expect((await who.api.delete(`/api/transactions/${item.id}`)).statusCode).toBe(204);
    const kept = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, who.user.id), eq(transactions.description, 'Rent')));
    expect(kept).toHaveLength(3);
    expect(kept.every((r) => r.recurringParentId === null)).toBe(true);
    // Nov 30 passes: no occurrence of the deleted item posts.
    t.clock.advance(10 * DAY);
    expect(await balanceOf(who, account.id)).toBe('7000.00');
    t.clock.set('2026-11-21T12:00:00Z');
  });

  it('keeps a recurring item without an account a projection that posts nothing', async () => {
    const who = await signIn(t, 'projection@example.com');
    const item = await post(who, { ...rent('x'), accountId: null });
    expect(await occurrencesOf(item.id)).toEqual([]);
  });

  it('refuses to make an occurrence recur itself', async () => {
    const who = await signIn(t, 'recur@example.com');
    const account = await checking(who, '10000.00', LONG_AGO);
    const item = await post(who, rent(account.id));
    const [first] = await occurrencesOf(item.id);
    const res = await who.api.put(`/api/transactions/${first?.id}`, rent(account.id));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.isRecurring).toBeTruthy();
  });
});
