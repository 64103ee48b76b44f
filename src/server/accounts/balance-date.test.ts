import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar';
import type { AccountDto, AdjustmentDto, JournalPageDto } from '../../shared/accounts';
import type { AccountHistoryPoint, NetWorthChangeDto, NetWorthPoint } from '../../shared/net-worth-history';
import { expectBooksHold } from '../ledger/test-invariants';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, balanceOf, post, register } from '../transactions/ledger-fixtures';
import { asset, create, liability } from './test-fixtures';

// Balances as of a date (decision 125), valuations (decision 126) and what moved Net Worth (127).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set('2026-11-21T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const TODAY = '2026-11-21';
const cents = (text: string) => Math.round(Number(text) * 100);

/** A year of last year's statement: pay on the 1st, rent on the 3rd, groceries on the 15th. */
function lastYearsStatement(): { date: string; amount: string; type: 'income' | 'expense' }[] {
  const rows: { date: string; amount: string; type: 'income' | 'expense' }[] = [];
  for (let m = 0; m < 12; m++) {
    const month = new Date(Date.UTC(2025, 10 + m, 1)).toISOString().slice(0, 7);
    rows.push({ date: `${month}-01`, amount: '2800.00', type: 'income' });
    rows.push({ date: `${month}-03`, amount: '2300.00', type: 'expense' });
    rows.push({ date: `${month}-15`, amount: `${300 + m}.25`, type: 'expense' });
  }
  return rows.filter((r) => r.date < TODAY);
}

describe('balance as of a date', () => {
  it('keeps 4,250 today after a year of older transactions, and computes every earlier day backward', async () => {
    const who = await signIn(t, 'as-of@example.com');
    const checking = await create(who.api, asset({ currentBalance: '4250.00' }));
    expect(checking.trackedSince).toBe(TODAY);
    const rows = lastYearsStatement();
    const posted = [];
    for (const row of rows) {
      posted.push(
        await post(
          who,
          actual({
            amount: row.amount,
            type: row.type,
            description: `${row.type} ${row.date}`,
            transactionDate: row.date,
            accountId: checking.id,
          }),
        ),
      );
    }
    expect(await balanceOf(who, checking.id)).toBe('4250.00');
    const signed = rows.map((r) => ({
      date: r.date,
      cents: (r.type === 'income' ? 1 : -1) * cents(r.amount),
    }));
    const later = (d: string) => signed.filter((r) => r.date > d).reduce((s, r) => s + r.cents, 0);
    const start = '2025-11-01';

    // The opening is dated on the first entry, for whatever makes today's 4,250 hold.
    const listed = (await who.api.get('/api/accounts')).json<AccountDto[]>()[0];
    expect(listed?.trackedSince).toBe(start);
    const reg = await register(who, checking.id, '?limit=500');
    const opening = reg.rows.at(-1);
    expect(opening).toMatchObject({ kind: 'opening', date: start });
    expect(cents(opening?.amount ?? '0')).toBe(425_000 - later(start) - (signed[0]?.cents ?? 0));
    // Every register row's running balance: 4,250 less what came after it.
    for (const [i, row] of reg.rows.entries()) {
      const newer = reg.rows.slice(0, i).reduce((s, r) => s + cents(r.amount), 0);
      expect(cents(row.balance), `${row.date} ${row.description}`).toBe(425_000 - newer);
    }
    // Every day's history, for the account and for Net Worth: 4,250 less what is dated after it; the
    // day before the start, nothing (the account is not part of Net Worth before it is tracked).
    const daily = (
      await who.api.get(`/api/accounts/${checking.id}/history?from=2025-10-30&to=${TODAY}&interval=day`)
    ).json<AccountHistoryPoint[]>();
    const worth = (await who.api.get(`/api/net-worth/history?from=2025-10-30&to=${TODAY}&interval=day`)).json<
      NetWorthPoint[]
    >();
    expect(daily).toHaveLength(worth.length);
    for (const [i, point] of daily.entries()) {
      const expected = point.date < start ? 0 : 425_000 - later(point.date);
      expect(cents(point.balance), point.date).toBe(expected);
      expect(cents(worth[i]?.netWorth ?? ''), point.date).toBe(expected);
    }
    expect(daily.find((p) => p.date === '2025-10-31')?.balance).toBe('0.00');

    // Deleting the first entry moves the start later; deleting a newer one leaves today as it was.
    expect((await who.api.delete(`/api/transactions/${posted[0]?.id}`)).statusCode).toBe(204);
    expect(await balanceOf(who, checking.id)).toBe('4250.00');
    const moved = await register(who, checking.id, '?limit=500');
    expect(moved.rows.at(-1)).toMatchObject({ kind: 'opening', date: '2025-11-03' });
    expect((await who.api.get('/api/accounts')).json<AccountDto[]>()[0]?.trackedSince).toBe('2025-11-03');

    // An entry after the balance was stated moves today's balance.
    await post(who, actual({ amount: '50.00', transactionDate: TODAY, accountId: checking.id }));
    expect(await balanceOf(who, checking.id)).toBe('4200.00');

    // What moved Net Worth in the last 12 months: the account's appearance is not growth.
    const change = (await who.api.get('/api/net-worth/change?from=2025-11-21')).json<NetWorthChangeDto>();
    expect(change).toMatchObject({ from: '2025-11-21', to: TODAY, end: '4200.00' });
    const within = signed.filter((r) => r.date > '2025-11-21').reduce((s, r) => s + r.cents, 0) - 5_000;
    expect(cents(change.growth)).toBe(within);
    expect(cents(change.savings)).toBe(within);
    expect(change.newAccounts).toBe('0.00'); // it started before the period
    expect(cents(change.start) + cents(change.growth) + cents(change.newAccounts)).toBe(cents(change.end));
    const all = (await who.api.get('/api/net-worth/change?from=2025-10-01')).json<NetWorthChangeDto>();
    expect(all.accountsStarted).toEqual([
      { accountId: checking.id, accountName: 'Checking', trackedSince: '2025-11-03' },
    ]);
    expect(cents(all.newAccounts)).toBeGreaterThan(0);
    expect(cents(all.growth) + cents(all.newAccounts)).toBe(cents(all.end) - cents(all.start));
    await expectBooksHold(t.database.db);
  });

  it('takes a past balance date; refuses one in the future or not a date, changing nothing', async () => {
    const who = await signIn(t, 'balance-date@example.com');
    const card = await create(who.api, liability({ currentBalance: '800.00', balanceDate: '2026-10-01' }));
    expect(card.trackedSince).toBe('2026-10-01');
    await post(who, actual({ amount: '120.00', transactionDate: '2026-10-15', accountId: card.id }));
    expect(await balanceOf(who, card.id)).toBe('920.00');
    // Older than the stated date: already counted in it.
    await post(who, actual({ amount: '60.00', transactionDate: '2026-09-10', accountId: card.id }));
    expect(await balanceOf(who, card.id)).toBe('920.00');
    const history = (
      await who.api.get(`/api/accounts/${card.id}/history?from=2026-09-09&to=2026-10-15&interval=day`)
    ).json<AccountHistoryPoint[]>();
    expect(history.find((p) => p.date === '2026-09-09')?.balance).toBe('0.00');
    expect(history.find((p) => p.date === '2026-09-10')?.balance).toBe('800.00');
    expect(history.find((p) => p.date === '2026-10-15')?.balance).toBe('920.00');

    // Editing with a balance date states the balance on that date.
    const edited = await who.api.put(
      `/api/accounts/${card.id}`,
      liability({ currentBalance: '700.00', balanceDate: '2026-10-01' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AccountDto>().currentBalance).toBe('820.00');

    for (const balanceDate of [addDays(TODAY, 1), '2026-02-30', '1899-12-31', 'today']) {
      const before = (await who.api.get('/api/accounts')).json<AccountDto[]>();
      const res = await who.api.post('/api/accounts', asset({ balanceDate }));
      expect(res.statusCode, balanceDate).toBe(400);
      expect(res.json().fields, balanceDate).toHaveProperty(['balanceDate']);
      const put = await who.api.put(`/api/accounts/${card.id}`, liability({ balanceDate }));
      expect(put.statusCode, balanceDate).toBe(400);
      expect(put.json().fields, balanceDate).toHaveProperty(['balanceDate']);
      expect((await who.api.get('/api/accounts')).json<AccountDto[]>()).toEqual(before);
    }
    await expectBooksHold(t.database.db);
  });
});

describe('valuations', () => {
  it('records a value on a date against unrealized gains, listed newest first and shown as its own kind', async () => {
    const who = await signIn(t, 'valuer@example.com');
    const house = await create(
      who.api,
      asset({
        accountName: 'House',
        accountSubtype: 'primary_residence',
        currentBalance: '400000.00',
        balanceDate: '2026-01-15',
      }),
    );
    const first = await who.api.post(`/api/accounts/${house.id}/valuations`, {
      date: '2026-06-30',
      value: '425000.00',
      source: 'appraisal',
      notes: 'Bank appraisal',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AdjustmentDto>()).toMatchObject({
      accountId: house.id,
      adjustmentType: 'valuation',
      previousValue: '400000.00',
      newValue: '425000.00',
      adjustmentAmount: '25000.00',
      adjustmentDate: '2026-06-30',
      source: 'appraisal',
      notes: 'Bank appraisal',
    });
    const second = await who.api.post(`/api/accounts/${house.id}/valuations`, {
      date: '2026-10-01',
      value: '415000.00',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await balanceOf(who, house.id)).toBe('415000.00');

    const list = (await who.api.get(`/api/accounts/${house.id}/valuations`)).json<AdjustmentDto[]>();
    expect(list.map((v) => [v.adjustmentDate, v.newValue, v.adjustmentAmount, v.source])).toEqual([
      ['2026-10-01', '415000.00', '-10000.00', 'manual'],
      ['2026-06-30', '425000.00', '25000.00', 'appraisal'],
    ]);
    const rows = (await register(who, house.id)).rows;
    expect(rows.map((r) => [r.kind, r.date, r.amount, r.counterparty])).toEqual([
      ['valuation', '2026-10-01', '-10000.00', 'Unrealized Gains/Losses'],
      ['valuation', '2026-06-30', '25000.00', 'Unrealized Gains/Losses'],
      ['opening', '2026-01-15', '400000.00', 'Opening Balance Equity'],
    ]);
    const journal = (await who.api.get('/api/journal-entries')).json<JournalPageDto>();
    expect(journal.entries[0]?.lines.map((l) => l.account).sort()).toEqual([
      'House',
      'Unrealized Gains/Losses',
    ]);

    // Valued since the year began: 15,000 of growth, none of it the house's appearance.
    const change = (await who.api.get('/api/net-worth/change?from=2026-01-15')).json<NetWorthChangeDto>();
    expect(change).toMatchObject({ valuations: '15000.00', growth: '15000.00', newAccounts: '0.00' });

    // Bad input is a 400 naming the field; another user's account or a liability is refused.
    const cases: [unknown, string][] = [
      [{ date: addDays(TODAY, 1), value: '1.00' }, 'date'],
      [{ date: '2026-02-30', value: '1.00' }, 'date'],
      [{ date: TODAY }, 'value'],
      [{ date: TODAY, value: '-5.00' }, 'value'],
      [{ date: TODAY, value: '5', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await who.api.post(`/api/accounts/${house.id}/valuations`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await who.api.get(`/api/accounts/${house.id}/valuations`)).json()).toHaveLength(2);
    const card = await create(who.api, liability());
    const onCard = await who.api.post(`/api/accounts/${card.id}/valuations`, { date: TODAY, value: '1.00' });
    expect(onCard.statusCode).toBe(400);
    const other = await signIn(t, 'not-the-owner@example.com');
    expect(
      (await other.api.post(`/api/accounts/${house.id}/valuations`, { date: TODAY, value: '1.00' }))
        .statusCode,
    ).toBe(404);
    expect((await other.api.get(`/api/accounts/${house.id}/valuations`)).statusCode).toBe(404);
    await expectBooksHold(t.database.db);
  });

  it("editing a house's value on a later day records a valuation", async () => {
    const who = await signIn(t, 'house-edit@example.com');
    const house = await create(
      who.api,
      asset({
        accountName: 'Car',
        accountSubtype: 'car',
        currentBalance: '30000.00',
        balanceDate: '2026-03-01',
      }),
    );
    const res = await who.api.put(
      `/api/accounts/${house.id}`,
      asset({ accountName: 'Car', accountSubtype: 'car', currentBalance: '27500.00' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = (await who.api.get(`/api/accounts/${house.id}/valuations`)).json<AdjustmentDto[]>();
    expect(list).toMatchObject([{ adjustmentDate: TODAY, previousValue: '30000.00', newValue: '27500.00' }]);
    expect((await register(who, house.id)).rows[0]).toMatchObject({ kind: 'valuation', amount: '-2500.00' });
  });

  it('GET /api/net-worth/change refuses bad ranges naming the field', async () => {
    const who = await signIn(t, 'change-ranges@example.com');
    const cases: [string, string][] = [
      ['/api/net-worth/change', 'from'],
      ['/api/net-worth/change?from=2026-02-30', 'from'],
      ['/api/net-worth/change?from=2026-11-01&to=2026-10-01', 'from'],
      [`/api/net-worth/change?from=${addDays(TODAY, 1)}`, 'from'],
      ['/api/net-worth/change?from=2026-01-01&foo=1', 'foo'],
    ];
    for (const [url, field] of cases) {
      const res = await who.api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toHaveProperty([field]);
    }
    const empty = (await who.api.get('/api/net-worth/change?from=2026-01-01')).json<NetWorthChangeDto>();
    expect(empty).toMatchObject({ start: '0.00', end: '0.00', growth: '0.00', accountsStarted: [] });
  });
});
