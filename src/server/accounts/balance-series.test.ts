import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../domain/calendar';
import { bucketOf } from '../../domain/ledger/balance-series';
import type { AccountDto } from '../../shared/accounts';
import { type BalanceSeriesDto, SERIES_POINTS_MAX } from '../../shared/balance-series';
import type { RegisterRow } from '../../shared/register';
import { expectBooksHold } from '../ledger/test-invariants';
import { CAR, createLoan } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, LONG_AGO, post, register } from '../transactions/ledger-fixtures';
import { asset, create, liability } from './test-fixtures';

// GET /api/accounts/:id/balance-series (decision 164): each point is the balance the register shows
// after the last entry of its day, for every kind of entry, carried on to today or the range's end,
// and a long history is thinned to the last day of each bucket, never cut short.

const TODAY = '2026-11-21';

let t: TestApp;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'series@example.com');
});
afterAll(async () => {
  await t.close();
});

async function series(who: SignedIn, accountId: string, query = ''): Promise<BalanceSeriesDto> {
  const res = await who.api.get(`/api/accounts/${accountId}/balance-series${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BalanceSeriesDto>();
}

/** Every row of the account's register, newest first, page after page. */
async function wholeRegister(who: SignedIn, accountId: string): Promise<RegisterRow[]> {
  const rows: RegisterRow[] = [];
  let before: string | null = null;
  do {
    const page = await register(
      who,
      accountId,
      `?limit=500${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    );
    rows.push(...page.rows);
    before = page.next;
  } while (before);
  return rows;
}

/**
 * What the series must be, from the register alone: the balance after the newest row of each day with
 * rows in the range, and with `from`, of `from` itself when rows come before it.
 */
function expectedPoints(rows: readonly RegisterRow[], from: IsoDate | null, to: IsoDate | null) {
  const endOf = (day: IsoDate) => rows.find((r) => r.date <= day)?.balance;
  const days = new Set<IsoDate>();
  for (const r of rows) {
    if (to !== null && r.date > to) continue;
    days.add(from !== null && r.date < from ? from : r.date);
  }
  // Carried on to the range's end: `to`, or today (the test clock's) without it.
  const end = to !== null && to < TODAY ? to : TODAY;
  if (days.size > 0 && [...days].every((d) => d < end)) days.add(end);
  return [...days].sort().map((date) => ({ date, balance: endOf(date) }));
}

async function expectAsRegister(
  who: SignedIn,
  account: AccountDto,
  from: IsoDate | null,
  to: IsoDate | null,
) {
  const rows = await wholeRegister(who, account.id);
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const got = await series(who, account.id, query.size > 0 ? `?${query}` : '');
  const inRange = rows.filter((r) => (from === null || r.date >= from) && (to === null || r.date <= to));
  expect(got).toMatchObject({
    accountId: account.id,
    currency: account.currency,
    from,
    to,
    entries: inRange.length,
    bucket: { unit: 'day', size: 1 },
  });
  expect(got.points).toEqual(expectedPoints(rows, from, to));
  return got;
}

describe('an account balance series', () => {
  it('agrees with the register for openings, assertions, transfers, loans, valuations and currencies', async () => {
    const checking = await create(
      alice.api,
      asset({ accountName: 'Checking', currentBalance: '5000.00', balanceDate: LONG_AGO }),
    );
    const card = await create(
      alice.api,
      liability({ accountName: 'Visa', currentBalance: '300.00', balanceDate: LONG_AGO }),
    );
    const euros = await create(
      alice.api,
      asset({ accountName: 'Sparkonto', currency: 'EUR', currentBalance: '200.00', balanceDate: LONG_AGO }),
    );
    for (const [day, amount, type] of [
      ['2026-03-02', '12.34', 'expense'],
      ['2026-03-02', '2800.00', 'income'],
      ['2026-03-05', '99.99', 'expense'],
      ['2026-04-01', '0.01', 'expense'],
    ] as const) {
      await post(alice, actual({ amount, type, transactionDate: day, accountId: checking.id }));
    }
    // A card payment (a transfer that lowers what is owed) and a transfer into euros.
    await post(
      alice,
      actual({
        type: 'transfer',
        amount: '150.00',
        transactionDate: '2026-03-05',
        accountId: checking.id,
        toAccountId: card.id,
      }),
    );
    await post(
      alice,
      actual({
        type: 'transfer',
        amount: '108.42',
        receivedAmount: '100.00',
        transactionDate: '2026-04-10',
        accountId: checking.id,
        toAccountId: euros.id,
      }),
    );
    await post(alice, actual({ amount: '45.00', transactionDate: '2026-03-20', accountId: card.id }));
    // A balance the person gives on a date: its adjustment is an assertion entry.
    const set = await alice.api.put(`/api/accounts/${checking.id}`, {
      ...asset({ accountName: 'Checking' }),
      currentBalance: '7000.00',
      balanceDate: '2026-05-01',
    });
    expect(set.statusCode, set.body).toBe(200);
    // A house and its valuations; a car loan paid from Checking, its past payments posted.
    const house = await create(
      alice.api,
      asset({
        accountName: 'House',
        accountSubtype: 'primary_residence',
        currentBalance: '400000.00',
        balanceDate: '2026-01-15',
      }),
    );
    for (const [date, value] of [
      ['2026-06-30', '425000.00'],
      ['2026-10-01', '415000.00'],
    ]) {
      const res = await alice.api.post(`/api/accounts/${house.id}/valuations`, { date, value });
      expect(res.statusCode, res.body).toBe(201);
    }
    const loan = await createLoan(alice.api, {
      ...CAR,
      fundingAccountId: checking.id,
      postPastPayments: true,
    });
    const listed = (await alice.api.get('/api/accounts')).json<AccountDto[]>();
    const loanAccount = listed.find((a) => a.id === loan.accountId);
    expect(loanAccount).toBeDefined();

    const kinds = new Set<string>();
    for (const account of [checking, card, euros, house, loanAccount as AccountDto]) {
      for (const r of await wholeRegister(alice, account.id)) kinds.add(r.kind);
      const whole = await expectAsRegister(alice, account, null, null);
      // It ends on the balance the account holds now.
      const now = listed.find((a) => a.id === account.id);
      expect(whole.points.at(-1)?.balance).toBe(now?.currentBalance);
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'assertion',
        'loan',
        'loan_payment',
        'opening',
        'transaction',
        'transfer',
        'valuation',
      ]),
    );
    // A range: what came before `from` is carried into its first point; nothing after `to` counts.
    await expectAsRegister(alice, checking, '2026-03-03', '2026-04-30');
    await expectAsRegister(alice, checking, '2026-03-05', '2026-03-05');
    await expectAsRegister(alice, card, '2026-03-21', null);
    await expectAsRegister(alice, checking, null, '2026-03-04');
    // Before the account's first entry there is nothing to show.
    expect((await series(alice, checking.id, '?to=2019-12-31')).points).toEqual([]);
    await expectBooksHold(t.database.db);
  });

  it('thins a long history to the last day of each week, from the first week to the newest balance', async () => {
    const account = await create(
      alice.api,
      asset({ accountName: 'Everyday', currentBalance: '1000.00', balanceDate: LONG_AGO }),
    );
    // One entry a day for 600 days, through an import like a bank's file.
    const first = '2024-01-01';
    let csv = 'Date,Description,Amount\n';
    for (let i = 0; i < 600; i++)
      csv += `${addDays(first, i)},Shop ${i},-${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}\n`;
    const file = { fileName: 'year.csv', content: Buffer.from(csv).toString('base64') };
    const shown = await alice.api.post(`/api/accounts/${account.id}/imports/preview`, file);
    expect(shown.statusCode, shown.body).toBe(200);
    const rows = shown
      .json<{ rows: { line: number; status: string; categoryId: string | null }[] }>()
      .rows.filter((r) => r.status === 'new')
      .map((r) => ({ line: r.line, categoryId: r.categoryId }));
    expect(rows).toHaveLength(600);
    const done = await alice.api.post(`/api/accounts/${account.id}/imports`, { ...file, rows });
    expect(done.statusCode, done.body).toBe(201);

    const got = await series(alice, account.id);
    const all = await wholeRegister(alice, account.id);
    const daily = expectedPoints(all, null, null);
    expect(daily.length).toBeGreaterThan(SERIES_POINTS_MAX);
    expect(got.entries).toBe(all.length);
    expect(got.bucket).toEqual({ unit: 'week', size: 1 });
    expect(got.points.length).toBeLessThanOrEqual(SERIES_POINTS_MAX);
    // Each week with entries keeps its last day's balance: the opening's week, every week of the
    // import, and the newest balance last.
    const lastOfWeek = new Map<number, { date: IsoDate; balance: string | undefined }>();
    for (const p of daily) lastOfWeek.set(bucketOf(p.date, got.bucket), p);
    expect(got.points).toEqual([...lastOfWeek.values()]);
    expect(got.points.at(-1)).toEqual(daily.at(-1));
    expect(got.points[0]?.date).toBe(LONG_AGO);
  });

  it('answers again from the ledger read cache, and 304 to its tag', async () => {
    const account = await create(alice.api, asset({ accountName: 'Tagged', balanceDate: LONG_AGO }));
    const first = await alice.api.get(`/api/accounts/${account.id}/balance-series`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await alice.api.request('GET', `/api/accounts/${account.id}/balance-series`, undefined, {
      'if-none-match': String(etag),
    });
    expect(again.statusCode).toBe(304);
    // A new entry moves the ledger's version: the series is made afresh.
    await post(alice, actual({ amount: '10.00', transactionDate: '2026-11-20', accountId: account.id }));
    const after = await series(alice, account.id);
    expect(after.points.slice(-2)).toEqual([
      { date: '2026-11-20', balance: '90.00' },
      { date: TODAY, balance: '90.00' },
    ]);
  });

  it('runs to today, to a new day with nothing due though the ledger’s version stays, and stops at `to`', async () => {
    const who = await signIn(t, 'series-today@example.com');
    const house = await create(
      who.api,
      asset({
        accountName: 'House',
        accountSubtype: 'primary_residence',
        currentBalance: '300000.00',
        balanceDate: '2026-01-10',
      }),
    );
    const valued = await who.api.post(`/api/accounts/${house.id}/valuations`, {
      date: '2026-05-12',
      value: '320000.00',
    });
    expect(valued.statusCode, valued.body).toBe(201);
    // Read twice: the second answer is the one the cache keeps (the first brought the books current).
    await who.api.get(`/api/accounts/${house.id}/balance-series`);
    const today = await who.api.get(`/api/accounts/${house.id}/balance-series`);
    const cached = await who.api.request('GET', `/api/accounts/${house.id}/balance-series`, undefined, {
      'if-none-match': String(today.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
    expect(today.json<BalanceSeriesDto>().points).toEqual([
      { date: '2026-01-10', balance: '300000.00' },
      { date: '2026-05-12', balance: '320000.00' },
      { date: TODAY, balance: '320000.00' },
    ]);
    // A range that ends before today ends on its own last day.
    expect((await series(who, house.id, '?to=2026-06-30')).points.at(-1)).toEqual({
      date: '2026-06-30',
      balance: '320000.00',
    });
    expect((await series(who, house.id, '?to=2027-06-30')).points.at(-1)?.date).toBe(TODAY);
    try {
      t.clock.set('2026-11-22T12:00:00Z');
      // Twice: the first read of a new day brings the books current and is not kept; the second is
      // read at the same version as yesterday's, and must not be yesterday's answer.
      for (let i = 0; i < 2; i++) {
        const res = await who.api.request('GET', `/api/accounts/${house.id}/balance-series`, undefined, {
          'if-none-match': String(today.headers.etag),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json<BalanceSeriesDto>().points.at(-1)).toEqual({
          date: '2026-11-22',
          balance: '320000.00',
        });
      }
    } finally {
      t.clock.set(`${TODAY}T12:00:00Z`);
    }
  });

  it("answers 404 for another user's account or one that does not exist", async () => {
    const bob = await signIn(t, 'series-bob@example.com');
    const hers = await create(alice.api, asset({ accountName: 'Private', balanceDate: LONG_AGO }));
    for (const id of [hers.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await bob.api.get(`/api/accounts/${id}/balance-series`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Account not found' });
    }
  });

  it('refuses a bad date, a range that ends before it starts and an unknown field, naming the field', async () => {
    const account = await create(alice.api, asset({ accountName: 'Checked', balanceDate: LONG_AGO }));
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=2026-1-1', 'to'],
      ['from=2026-02-01&to=2026-01-31', 'from'],
      ['from=1899-12-31', 'from'],
      ['limit=5', 'limit'],
    ]) {
      const res = await alice.api.get(`/api/accounts/${account.id}/balance-series?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields), query).toEqual([field]);
    }
  });
});
