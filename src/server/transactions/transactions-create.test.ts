import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_ERRORS } from '../../domain/money';
import {
  TRANSACTION_MESSAGES as M,
  type Transaction,
  type TransactionInput,
} from '../../shared/transactions';
import { transactions } from '../db/schema';
import { apiClient, type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { create, oneOff, salary } from './test-fixtures';

let t: TestApp;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'alice@example.com');
});
afterAll(async () => {
  await t.close();
});

const countRows = async (userId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId))).length;

describe('POST /api/transactions', () => {
  it('records an actual transaction with its recurring fields null', async () => {
    const created = await create(alice, { ...oneOff, amount: '42.5' });
    expect(created).toMatchObject({
      amount: '42.50',
      type: 'expense',
      description: 'Groceries',
      transactionDate: '2026-11-20',
      isRecurring: false,
      recurringFrequency: null,
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
      tags: ['expense-food'],
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, created.id));
    expect(row?.amount).toBe('42.50');
    expect(row?.userId).toBe(alice.user.id);
  });

  it.each<[TransactionInput['recurringFrequency'], string, string]>([
    // Today is 2026-11-21: each next date is still to come (a past one moves on, as the next test shows).
    ['daily', '2026-11-21', '2026-11-22'],
    ['weekly', '2026-11-14', '2026-11-21'],
    ['biweekly', '2026-11-14', '2026-11-28'],
    ['monthly', '2027-01-31', '2027-02-28'],
    ['monthly', '2028-01-31', '2028-02-29'],
    ['quarterly', '2026-11-30', '2027-02-28'],
    ['yearly', '2028-02-29', '2029-02-28'],
  ])('computes the next due date of a %s item on %s: %s', async (frequency, date, next) => {
    const created = await create(alice, { ...salary, recurringFrequency: frequency, transactionDate: date });
    expect(created.nextDueDate).toBe(next);
    expect(created.recurringStartDate).toBe(date);
  });

  it('keeps the anchor of an earlier start: a series on the 31st returns to the 31st', async () => {
    const created = await create(alice, {
      ...salary,
      recurringFrequency: 'monthly',
      recurringStartDate: '2027-01-31',
      transactionDate: '2027-02-28',
    });
    expect(created.nextDueDate).toBe('2027-03-31');
  });

  it("moves a forecast-only item's next date on once it is past, to the first still to come", async () => {
    // No account: the item only feeds the forecast and never posts, so nothing else moves its date.
    const who = await signIn(t, 'next-due@example.com');
    const rent = await create(who, {
      ...salary,
      type: 'expense',
      description: 'Allotment rent',
      recurringFrequency: 'monthly',
      transactionDate: '2026-09-30',
      recurringEndDate: '2027-01-31',
      tags: ['expense-housing'],
    });
    // Saved today (2026-11-21) with its last date on 30 September: October's is past, November's to come.
    expect(rent.nextDueDate).toBe('2026-11-30');
    // A session lasts weeks, not the months this walks through: each look signs in again, as the same user.
    const nextOf = async () => {
      const again = await signIn(t, 'next-due@example.com');
      const one = (await again.api.get(`/api/transactions/${rent.id}`)).json<Transaction>();
      const listed = (await again.api.get('/api/transactions?recurring=true&limit=100')).json<
        Transaction[]
      >();
      expect(listed.find((row) => row.id === rent.id)?.nextDueDate).toBe(one.nextDueDate);
      return one.nextDueDate;
    };
    try {
      expect(await nextOf()).toBe('2026-11-30');
      // A series from the 30th stays on it.
      t.clock.set('2026-12-02T12:00:00Z');
      expect(await nextOf()).toBe('2026-12-30');
      t.clock.set('2026-12-30T12:00:00Z');
      expect(await nextOf()).toBe('2026-12-30');
      t.clock.set('2027-01-04T12:00:00Z');
      expect(await nextOf()).toBe('2027-01-30');
      // Past its end, nothing is next.
      t.clock.set('2027-02-01T12:00:00Z');
      expect(await nextOf()).toBeNull();
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('keeps a given next due date, and gives none past the end date', async () => {
    expect((await create(alice, { ...salary, nextDueDate: '2026-12-01' })).nextDueDate).toBe('2026-12-01');
    const ended = await create(alice, { ...salary, recurringEndDate: '2026-11-20' });
    expect([ended.recurringEndDate, ended.nextDueDate]).toEqual(['2026-11-20', null]);
  });

  it('accepts a minimal payload: no recurring fields and no tags', async () => {
    const created = await create(alice, {
      amount: '1',
      type: 'income',
      description: 'Gift',
      transactionDate: '2026-11-01',
    });
    expect([created.amount, created.isRecurring, created.tags]).toEqual(['1.00', false, []]);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['no amount', { amount: undefined }, 'amount', M.amountRequired],
    ['an empty amount', { amount: '  ' }, 'amount', M.amountRequired],
    ['a number amount', { amount: 42.5 }, 'amount', M.amountType],
    ['a garbled amount', { amount: '4x' }, 'amount', MONEY_ERRORS.format],
    ['three decimals', { amount: '1.005' }, 'amount', MONEY_ERRORS.decimals],
    ['a zero amount', { amount: '0.00' }, 'amount', M.amountPositive],
    ['a negative amount', { amount: '-5.00' }, 'amount', MONEY_ERRORS.negative],
    ['an amount of $10 billion', { amount: '10000000000.00' }, 'amount', MONEY_ERRORS.tooLarge],
    ['an unknown type', { type: 'gift' }, 'type', M.type],
    ['an empty description', { description: ' ' }, 'description', M.descriptionRequired],
    ['a long description', { description: 'x'.repeat(201) }, 'description', M.descriptionLong],
    ['no date', { transactionDate: undefined }, 'transactionDate', M.date],
    ['a date that does not exist', { transactionDate: '2026-02-30' }, 'transactionDate', M.date],
    ['a date in another format', { transactionDate: '11/20/2026' }, 'transactionDate', M.date],
    ['a text isRecurring', { isRecurring: 'yes' }, 'isRecurring', M.isRecurring],
    ['a frequency on a one-off', { recurringFrequency: 'weekly' }, 'recurringFrequency', M.notRecurring],
    ['a next date on a one-off', { nextDueDate: '2026-12-01' }, 'nextDueDate', M.notRecurring],
    ['tags that are not a list', { tags: 'food' }, 'tags', M.tags],
    ['too many tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', M.tags],
    ['an empty tag', { tags: [''] }, 'tags.0', M.tags],
    ['an unknown field', { budgetId: 'x' }, 'budgetId', 'Unknown field'],
  ];
  const badRecurring: [string, Record<string, unknown>, string, string][] = [
    ['no frequency', { recurringFrequency: null }, 'recurringFrequency', M.frequencyRequired],
    ['an unknown frequency', { recurringFrequency: 'fortnightly' }, 'recurringFrequency', M.frequency],
    ['a bad start date', { recurringStartDate: '2026-13-01' }, 'recurringStartDate', M.date],
    ['a bad end date', { recurringEndDate: '2026-02-29' }, 'recurringEndDate', M.date],
    ['an end before the date', { recurringEndDate: '2026-11-13' }, 'recurringEndDate', M.endBeforeStart],
    [
      'an end before the start',
      { recurringStartDate: '2026-12-01', recurringEndDate: '2026-11-30' },
      'recurringEndDate',
      M.endBeforeStart,
    ],
    ['a next date on the date', { nextDueDate: '2026-11-14' }, 'nextDueDate', M.nextDueNotAfter],
  ];

  it.each([
    ...bad.map(([name, patch, field, message]) => [name, { ...oneOff, ...patch }, field, message] as const),
    ...badRecurring.map(
      ([name, patch, field, message]) =>
        [`recurring with ${name}`, { ...salary, ...patch }, field, message] as const,
    ),
  ])('refuses %s with a 400 naming the field, changing nothing', async (_name, body, field, message) => {
    const before = await countRows(alice.user.id);
    const res = await alice.api.post('/api/transactions', body);
    expect(res.statusCode).toBe(400);
    const json = res.json<{ error: string; fields: Record<string, string> }>();
    expect(json.fields[field]).toBe(message);
    expect(json.error).toContain(message);
    expect(await countRows(alice.user.id)).toBe(before);
  });

  it('refuses bodies that are not a JSON object', async () => {
    for (const body of [null, [], 'amount=1']) {
      const res = await alice.api.post('/api/transactions', body);
      expect([400, 415]).toContain(res.statusCode);
    }
    const form = await alice.api.request('POST', '/api/transactions', 'amount=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
  });

  it('needs a signed-in user and a same-origin request', async () => {
    expect((await apiClient(t).post('/api/transactions', oneOff)).statusCode).toBe(401);
    const foreign = await alice.api.request('POST', '/api/transactions', oneOff, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
