import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/transactions';
import { transactions } from '../db/schema';
import { startAppWithUsers } from '../test/app-with-users';
import { apiClient, type SignedIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { create, oneOff, salary } from './test-fixtures';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

describe('PUT and DELETE /api/transactions/:id', () => {
  it('replaces a transaction, recomputing or clearing its recurring fields', async () => {
    const created = await create(alice, salary);
    const weekly = await alice.api.put(`/api/transactions/${created.id}`, {
      ...salary,
      amount: '2100',
      recurringFrequency: 'weekly',
    });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json<Transaction>()).toMatchObject({
      id: created.id,
      amount: '2100.00',
      recurringFrequency: 'weekly',
      nextDueDate: '2026-11-21',
    });
    const oneTime = await alice.api.put(`/api/transactions/${created.id}`, { ...oneOff, type: 'income' });
    expect(oneTime.json<Transaction>()).toMatchObject({
      type: 'income',
      isRecurring: false,
      recurringFrequency: null,
      recurringStartDate: null,
      nextDueDate: null,
    });
  });

  it('refuses a bad edit and changes nothing', async () => {
    const created = await create(alice, oneOff);
    const res = await alice.api.put(`/api/transactions/${created.id}`, { ...oneOff, amount: '-1' });
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, created.id));
    expect(row?.amount).toBe('42.50');
  });

  it('deletes, and a second delete is a 404', async () => {
    const created = await create(alice, oneOff);
    expect((await alice.api.delete(`/api/transactions/${created.id}`)).statusCode).toBe(204);
    expect((await alice.api.delete(`/api/transactions/${created.id}`)).statusCode).toBe(404);
    expect((await alice.api.put(`/api/transactions/${created.id}`, oneOff)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s transaction, whatever the verb, and leaves it alone', async () => {
    const mine = await create(alice, oneOff);
    const edit = await bob.api.put(`/api/transactions/${mine.id}`, { ...oneOff, amount: '1.00' });
    expect(edit.statusCode).toBe(404);
    expect((await bob.api.delete(`/api/transactions/${mine.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, mine.id));
    expect(row?.amount).toBe('42.50');
  });

  it('answers 404 for an id that is not a uuid, and 401 when signed out', async () => {
    expect((await alice.api.put('/api/transactions/not-a-uuid', oneOff)).statusCode).toBe(404);
    expect((await alice.api.delete('/api/transactions/1')).statusCode).toBe(404);
    const created = await create(alice, oneOff);
    expect((await apiClient(t).delete(`/api/transactions/${created.id}`)).statusCode).toBe(401);
    expect((await apiClient(t).put(`/api/transactions/${created.id}`, oneOff)).statusCode).toBe(401);
  });
});
