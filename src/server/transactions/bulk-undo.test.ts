import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHANGE_ID_HEADER } from '../../shared/headers';
import { BULK_MAX, type BulkResult } from '../../shared/transaction-changes';
import type { Transaction } from '../../shared/transactions';
import { importedTransactions, imports, transactions } from '../db/schema';
import { assertBooksBalance } from '../loans/loan-fixtures';
import { startAppWithUsers } from '../test/app-with-users';
import type { SignedIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { actual, balanceOf, categoryNamed, checking, LONG_AGO, post } from './ledger-fixtures';
import { create, salary } from './test-fixtures';

// Bulk changes and undo (decision 139): one database transaction each, the books balanced at every step.

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

const bulk = (who: SignedIn, body: object) => who.api.post('/api/transactions/bulk', body);
const restore = (who: SignedIn, changeId: string) => who.api.post('/api/transactions/restore', { changeId });
const rowsOf = (ids: string[]) =>
  t.database.db.select().from(transactions).where(inArray(transactions.id, ids)).orderBy(transactions.id);

async function threeExpenses(who: SignedIn) {
  const account = await checking(who, '1000.00', LONG_AGO);
  const ids: string[] = [];
  for (const amount of ['10.00', '20.00', '30.00']) {
    ids.push((await post(who, actual({ accountId: account.id, amount }))).id);
  }
  return { account, ids };
}

describe('POST /api/transactions/bulk', () => {
  it('sets the category of many, re-posting them, and an undo puts every one back', async () => {
    const { account, ids } = await threeExpenses(alice);
    const food = await categoryNamed(alice, 'Food');
    const before = await rowsOf(ids);
    const res = await bulk(alice, { ids, action: 'setCategory', categoryId: food.id });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BulkResult>();
    expect(result.changed).toBe(3);
    for (const id of ids) {
      const row = (await alice.api.get(`/api/transactions/${id}`)).json<Transaction>();
      expect(row.categoryName).toBe('Food');
    }
    await assertBooksBalance(t, alice.user.id);
    expect(await balanceOf(alice, account.id)).toBe('940.00');

    const undone = await restore(alice, result.changeId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await rowsOf(ids)).toEqual(before);
    await assertBooksBalance(t, alice.user.id);
    // Undoing twice finds nothing to undo.
    expect((await restore(alice, result.changeId)).statusCode).toBe(404);
  });

  it('marks many cleared, and undoes it', async () => {
    const { ids } = await threeExpenses(alice);
    const res = await bulk(alice, { ids, action: 'setCleared', cleared: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(ids)).map((r) => r.cleared)).toEqual([true, true, true]);
    await restore(alice, res.json<BulkResult>().changeId);
    expect((await rowsOf(ids)).map((r) => r.cleared)).toEqual([false, false, false]);
  });

  it('deletes many with their entries, and an undo restores them exactly, entries re-posted', async () => {
    const { account, ids } = await threeExpenses(alice);
    await t.database.db
      .update(transactions)
      .set({ cleared: true })
      .where(eq(transactions.id, ids[0] as string));
    const before = await rowsOf(ids);
    const res = await bulk(alice, { ids, action: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(ids)).toEqual([]);
    expect(await balanceOf(alice, account.id)).toBe('1000.00');
    await assertBooksBalance(t, alice.user.id);

    expect((await restore(alice, res.json<BulkResult>().changeId)).statusCode).toBe(200);
    expect(await rowsOf(ids)).toEqual(before);
    expect(await balanceOf(alice, account.id)).toBe('940.00');
    for (const id of ids) {
      expect(
        (await alice.api.get(`/api/transactions/${id}`)).json<Transaction>().journalEntryId,
      ).not.toBeNull();
    }
    await assertBooksBalance(t, alice.user.id);
  });

  it('answers 404 and changes nothing when any id is not the user’s', async () => {
    const { ids } = await threeExpenses(alice);
    const theirs = await threeExpenses(bob);
    const before = await rowsOf(ids);
    for (const action of ['delete', 'setCleared'] as const) {
      const res = await bulk(bob, { ids: [...theirs.ids, ids[0]], action, cleared: true });
      expect(res.statusCode).toBe(404);
    }
    expect(await rowsOf(ids)).toEqual(before);
    expect((await rowsOf(theirs.ids)).map((r) => r.cleared)).toEqual([false, false, false]);
  });

  it('refuses bad input with a 400 naming the field, and more than the bound', async () => {
    const { ids } = await threeExpenses(alice);
    const cases: [object, string][] = [
      [{ ids: [], action: 'delete' }, 'ids'],
      [{ ids: ['nope'], action: 'delete' }, 'ids'],
      [{ ids, action: 'archive' }, 'action'],
      [{ ids, action: 'setCategory' }, 'categoryId'],
      [{ ids, action: 'setCleared' }, 'cleared'],
      [{ ids: Array.from({ length: BULK_MAX + 1 }, () => ids[0]), action: 'delete' }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const res = await bulk(alice, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      // The field, or one item of it ("ids.0").
      const fields = Object.keys(res.json<{ fields: object }>().fields);
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        fields.join(),
      ).toBe(true);
    }
    // The bound itself is accepted: 5,000 ids fit in the body (unknown ones are a 404, nothing changed).
    const most = Array.from(
      { length: BULK_MAX },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await bulk(alice, { ids: most, action: 'delete' })).statusCode).toBe(404);
    const salaryCategory = await categoryNamed(alice, 'Salary');
    const wrongType = await bulk(alice, { ids, action: 'setCategory', categoryId: salaryCategory.id });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ fields: { categoryId: expect.any(String) } });
    expect((await rowsOf(ids)).every((r) => r.categoryId === null)).toBe(true);
    expect((await restore(alice, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('undo of a single delete', () => {
  it('answers the change id in a header; the undo restores row, links and entry, once, for its owner', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const item = await create(alice, { ...salary, accountId: account.id, transactionDate: '2026-11-07' });
    const [occurrence] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.recurringParentId, item.id));
    if (!occurrence) throw new Error('no occurrence posted');
    const balance = await balanceOf(alice, account.id);

    // The recurring item first: its occurrence is unlinked; then the occurrence itself.
    const delItem = await alice.api.delete(`/api/transactions/${item.id}`);
    expect(delItem.statusCode).toBe(204);
    const itemChange = String(delItem.headers[CHANGE_ID_HEADER]);
    const delOccurrence = await alice.api.delete(`/api/transactions/${occurrence.id}`);
    const occurrenceChange = String(delOccurrence.headers[CHANGE_ID_HEADER]);
    expect(await balanceOf(alice, account.id)).not.toBe(balance);
    await assertBooksBalance(t, alice.user.id);

    // Someone else's change is not found, and changes nothing. Undone newest first, as the toasts go.
    expect((await restore(bob, itemChange)).statusCode).toBe(404);
    expect((await restore(alice, occurrenceChange)).statusCode).toBe(200);
    expect((await restore(alice, itemChange)).statusCode).toBe(200);
    const [back] = await rowsOf([occurrence.id]);
    expect(back).toEqual(occurrence);
    expect(await balanceOf(alice, account.id)).toBe(balance);
    await assertBooksBalance(t, alice.user.id);
    expect((await restore(alice, occurrenceChange)).statusCode).toBe(404);
  });

  it('keeps an imported row’s link to its import', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const row = await post(alice, actual({ accountId: account.id }));
    const [imp] = await t.database.db
      .insert(imports)
      .values({
        userId: alice.user.id,
        accountId: account.id,
        fileName: 'x.csv',
        format: 'csv',
        rowsImported: 1,
        rowsSkipped: 0,
      })
      .returning();
    if (!imp) throw new Error('no import');
    await t.database.db
      .insert(importedTransactions)
      .values({ transactionId: row.id, importId: imp.id, accountId: account.id, bankId: 'FIT-1' });
    const del = await alice.api.delete(`/api/transactions/${row.id}`);
    await restore(alice, String(del.headers[CHANGE_ID_HEADER]));
    const links = await t.database.db
      .select()
      .from(importedTransactions)
      .where(eq(importedTransactions.transactionId, row.id));
    expect(links).toEqual([
      { transactionId: row.id, importId: imp.id, accountId: account.id, bankId: 'FIT-1' },
    ]);
  });

  it('cannot be undone once the undo window has passed', async () => {
    const account = await checking(alice, '1000.00', LONG_AGO);
    const row = await post(alice, actual({ accountId: account.id }));
    const del = await alice.api.delete(`/api/transactions/${row.id}`);
    t.clock.advance(11 * 60_000);
    expect((await restore(alice, String(del.headers[CHANGE_ID_HEADER]))).statusCode).toBe(404);
    expect(await rowsOf([row.id])).toEqual([]);
  });
});
