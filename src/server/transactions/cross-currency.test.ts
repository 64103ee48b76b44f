import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import type { ExchangeRateDto } from '../../shared/exchange-rates';
import { CHANGE_ID_HEADER } from '../../shared/headers';
import type { Transaction } from '../../shared/transactions';
import { asset, create as createAccount } from '../accounts/test-fixtures';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, categoryNamed, LONG_AGO, post, register } from './ledger-fixtures';

// Transfers between accounts of two currencies (issue 24, decision 152): both amounts, through the
// pair's trading account, each currency balanced, and the rate they imply remembered.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const account = (who: SignedIn, name: string, currency: string, balance = '1000.00') =>
  createAccount(
    who.api,
    asset({ accountName: name, currency, currentBalance: balance, balanceDate: LONG_AGO }),
  );

const transfer = (from: AccountDto, to: AccountDto, amount: string, receivedAmount?: string | null) =>
  actual({
    type: 'transfer',
    description: 'To the euro account',
    amount,
    accountId: from.id,
    toAccountId: to.id,
    ...(receivedAmount === undefined ? {} : { receivedAmount }),
  });

/** The lines of the entry a transaction posted, as (account name, currency, debit, credit). */
async function linesOf(transactionId: string) {
  const rows = await t.database.db
    .select({
      name: accounts.accountName,
      systemKey: accounts.systemKey,
      currency: journalEntryLines.currency,
      debit: journalEntryLines.debit,
      credit: journalEntryLines.credit,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(eq(journalEntries.transactionId, transactionId));
  return rows
    .map((r) => ({ ...r, debit: Number(r.debit).toFixed(2), credit: Number(r.credit).toFixed(2) }))
    .sort((a, b) => `${a.name}${a.currency}`.localeCompare(`${b.name}${b.currency}`));
}

async function ratesOf(who: SignedIn): Promise<ExchangeRateDto[]> {
  const res = await who.api.get('/api/exchange-rates');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExchangeRateDto[]>();
}

describe('a transfer between two currencies', () => {
  it('posts both amounts through the pair’s trading account and remembers the rate', async () => {
    const who = await signIn(t, 'fx-post@example.com');
    const dollars = await account(who, 'Checking', 'USD');
    const euros = await account(who, 'Sparkonto', 'EUR', '0.00');
    const moved = await post(who, transfer(dollars, euros, '108.42', '100.00'));
    expect(moved).toMatchObject({ amount: '108.42', receivedAmount: '100.00', toAccountId: euros.id });
    expect(await balanceOf(who, dollars.id)).toBe('891.58');
    expect(await balanceOf(who, euros.id)).toBe('100.00');
    expect(await linesOf(moved.id)).toEqual([
      { name: 'Checking', systemKey: null, currency: 'USD', debit: '0.00', credit: '108.42' },
      {
        name: 'Currency exchange EUR/USD',
        systemKey: 'trading:EUR:USD',
        currency: 'EUR',
        debit: '0.00',
        credit: '100.00',
      },
      {
        name: 'Currency exchange EUR/USD',
        systemKey: 'trading:EUR:USD',
        currency: 'USD',
        debit: '108.42',
        credit: '0.00',
      },
      { name: 'Sparkonto', systemKey: null, currency: 'EUR', debit: '100.00', credit: '0.00' },
    ]);
    // 1 USD = 100.00 / 108.42 EUR, to 12 significant digits, half-even.
    expect(await ratesOf(who)).toEqual([
      expect.objectContaining({
        rateDate: '2026-11-20',
        base: 'USD',
        quote: 'EUR',
        rate: '0.922339051835',
        source: 'transfer',
      }),
    ]);
    // Each register names the other account, in its own currency's amounts; the trading account is how
    // the entry posts, not where the money went.
    const inEuros = (await register(who, euros.id)).rows[0];
    expect(inEuros).toMatchObject({ counterparty: 'Checking', amount: '100.00' });
    expect((await register(who, dollars.id)).rows[0]).toMatchObject({
      counterparty: 'Sparkonto',
      amount: '-108.42',
    });
    // The trading account is the ledger's: it is not one of the person's accounts.
    const listed = (await who.api.get('/api/accounts')).json<AccountDto[]>();
    expect(listed.map((a) => a.accountName).sort()).toEqual(['Checking', 'Sparkonto']);
    await expectBooksHold(t.database.db);
  });

  it('uses one trading account per pair, whichever way the money goes', async () => {
    const who = await signIn(t, 'fx-pair@example.com');
    const dollars = await account(who, 'Checking', 'USD');
    const euros = await account(who, 'Sparkonto', 'EUR');
    const yen = await account(who, 'Yucho', 'JPY', '100000');
    await post(who, transfer(dollars, euros, '108.42', '100.00'));
    await post(who, { ...transfer(euros, dollars, '50.00', '54.00'), transactionDate: '2026-11-19' });
    await post(who, transfer(yen, euros, '15000', '95.00'));
    const trading = await t.database.db
      .select({ key: accounts.systemKey, type: accounts.accountType })
      .from(accounts)
      .where(and(eq(accounts.userId, who.user.id), eq(accounts.accountType, 'EQUITY')));
    expect(
      trading
        .filter((a) => a.key?.startsWith('trading:'))
        .map((a) => a.key)
        .sort(),
    ).toEqual(['trading:EUR:JPY', 'trading:EUR:USD']);
    expect(await balanceOf(who, yen.id)).toBe('85000.00');
    const rates = await ratesOf(who);
    expect(rates).toContainEqual(expect.objectContaining({ base: 'EUR', quote: 'USD', rate: '1.08' }));
    expect(rates).toContainEqual(
      expect.objectContaining({ base: 'JPY', quote: 'EUR', rate: '0.00633333333333' }),
    );
    await expectBooksHold(t.database.db);
  });

  it('refuses a missing or misplaced received amount, a recurring one and fractions of a yen, naming the field', async () => {
    const who = await signIn(t, 'fx-refuse@example.com');
    const dollars = await account(who, 'Checking', 'USD');
    const savings = await account(who, 'Savings', 'USD');
    const euros = await account(who, 'Sparkonto', 'EUR');
    const yen = await account(who, 'Yucho', 'JPY', '100000');
    const cases: [object, Record<string, unknown>][] = [
      [
        transfer(dollars, euros, '108.42'),
        { receivedAmount: expect.stringContaining('different currencies') },
      ],
      [
        transfer(dollars, euros, '108.42', null),
        { receivedAmount: expect.stringContaining('different currencies') },
      ],
      [
        transfer(dollars, savings, '10.00', '10.00'),
        { receivedAmount: expect.stringContaining('same currency') },
      ],
      [transfer(dollars, euros, '108.42', '0'), { receivedAmount: 'Received amount must be greater than 0' }],
      [
        actual({ accountId: dollars.id, receivedAmount: '5.00' }),
        { receivedAmount: 'Only a transfer has a received amount' },
      ],
      [
        { ...transfer(dollars, euros, '108.42', '100.00'), isRecurring: true, recurringFrequency: 'monthly' },
        { isRecurring: expect.stringContaining('cannot recur') },
      ],
      [transfer(yen, euros, '100.50', '0.60'), { amount: 'JPY has no decimal places: enter a whole amount' }],
      [
        transfer(euros, yen, '10.00', '1600.50'),
        { receivedAmount: 'JPY has no decimal places: enter a whole amount' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await who.api.post('/api/transactions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect((await who.api.get('/api/transactions')).json()).toEqual([]);
    expect(await ratesOf(who)).toEqual([]);
  });

  it('is edited, deleted and restored with its entry, the books holding at every step', async () => {
    const who = await signIn(t, 'fx-edit@example.com');
    const dollars = await account(who, 'Checking', 'USD');
    const savings = await account(who, 'Savings', 'USD');
    const euros = await account(who, 'Sparkonto', 'EUR', '0.00');
    const moved = await post(who, transfer(dollars, euros, '108.42', '100.00'));

    const edited = await who.api.put(`/api/transactions/${moved.id}`, {
      ...transfer(dollars, euros, '220.00', '200.00'),
      transactionDate: '2026-11-18',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await balanceOf(who, dollars.id)).toBe('780.00');
    expect(await balanceOf(who, euros.id)).toBe('200.00');
    expect(await ratesOf(who)).toContainEqual(
      expect.objectContaining({ rateDate: '2026-11-18', base: 'USD', quote: 'EUR', rate: '0.909090909091' }),
    );
    await expectBooksHold(t.database.db);

    // Into a dollar account it is a plain transfer again: one amount, no trading lines.
    const plain = await who.api.put(
      `/api/transactions/${moved.id}`,
      transfer(dollars, savings, '50.00', null),
    );
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<Transaction>().receivedAmount).toBeNull();
    expect((await linesOf(moved.id)).map((l) => l.name)).toEqual(['Checking', 'Savings']);
    expect(await balanceOf(who, euros.id)).toBe('0.00');

    const back = await who.api.put(
      `/api/transactions/${moved.id}`,
      transfer(dollars, euros, '108.42', '100.00'),
    );
    expect(back.statusCode, back.body).toBe(200);
    const deleted = await who.api.delete(`/api/transactions/${moved.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await balanceOf(who, euros.id)).toBe('0.00');
    expect(await balanceOf(who, dollars.id)).toBe('1000.00');
    await expectBooksHold(t.database.db);

    const restored = await who.api.post('/api/transactions/restore', {
      changeId: deleted.headers[CHANGE_ID_HEADER.toLowerCase()],
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await who.api.get(`/api/transactions/${moved.id}`)).json<Transaction>()).toMatchObject({
      amount: '108.42',
      receivedAmount: '100.00',
    });
    expect(await balanceOf(who, euros.id)).toBe('100.00');
    expect((await linesOf(moved.id)).length).toBe(4);
    await expectBooksHold(t.database.db);

    // A bulk delete of it and an expense, undone together.
    const food = await categoryNamed(who, 'Food');
    const spent = await post(who, actual({ accountId: euros.id, categoryId: food.id, amount: '12.50' }));
    const bulk = await who.api.post('/api/transactions/bulk', {
      ids: [moved.id, spent.id],
      action: 'delete',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await balanceOf(who, euros.id)).toBe('0.00');
    const undone = await who.api.post('/api/transactions/restore', { changeId: bulk.json().changeId });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await balanceOf(who, euros.id)).toBe('87.50');
    await expectBooksHold(t.database.db);
  });

  it('leaves a rate unlearned when the transfer is dated after today', async () => {
    const who = await signIn(t, 'fx-future@example.com');
    const dollars = await account(who, 'Checking', 'USD');
    const euros = await account(who, 'Sparkonto', 'EUR');
    await post(who, { ...transfer(dollars, euros, '108.42', '100.00'), transactionDate: '2026-12-01' });
    expect(await ratesOf(who)).toEqual([]);
  });
});

describe('income and expenses in an account of another currency', () => {
  it('post in the account’s currency, whole for a currency without decimals', async () => {
    const who = await signIn(t, 'fx-own@example.com');
    const euros = await account(who, 'Sparkonto', 'EUR');
    const yen = await account(who, 'Yucho', 'JPY', '100000');
    const food = await categoryNamed(who, 'Food');
    const spent = await post(who, actual({ accountId: euros.id, categoryId: food.id, amount: '12.34' }));
    expect((await linesOf(spent.id)).map((l) => [l.name, l.currency])).toEqual([
      ['Food', 'EUR'],
      ['Sparkonto', 'EUR'],
    ]);
    expect(await balanceOf(who, euros.id)).toBe('987.66');

    const fraction = await who.api.post('/api/transactions', actual({ accountId: yen.id, amount: '980.50' }));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fields).toEqual({ amount: 'JPY has no decimal places: enter a whole amount' });
    const split = await who.api.post(
      '/api/transactions',
      actual({
        accountId: yen.id,
        amount: '1000',
        splits: [
          { categoryId: food.id, amount: '999.50' },
          { categoryId: food.id, amount: '0.50' },
        ],
      }),
    );
    expect(split.statusCode).toBe(400);
    expect(split.json().fields).toEqual({
      'splits.0.amount': 'JPY has no decimal places: enter a whole amount',
    });
    const whole = await post(who, actual({ accountId: yen.id, categoryId: food.id, amount: '980' }));
    expect((await linesOf(whole.id)).map((l) => l.currency)).toEqual(['JPY', 'JPY']);
    expect(await balanceOf(who, yen.id)).toBe('99020.00');
    await expectBooksHold(t.database.db);
  });
});
