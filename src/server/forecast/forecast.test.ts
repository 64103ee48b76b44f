import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashFlowForecastDto } from '../../shared/cash-flow-forecast';
import type { LoanPayload, LoanView } from '../../shared/loans';
import type { TransactionInput } from '../../shared/transactions';
import { asset, create as createAccount, liability } from '../accounts/test-fixtures';
import { balanceOf, CAR, createLoan } from '../loans/loan-fixtures';
import { apiClient, type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// The test clock starts on 2026-11-21.
let t: TestApp;
let home: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  home = await signIn(t, 'household@example.com');
});
afterAll(async () => {
  await t.close();
});

const recurring = (
  type: 'income' | 'expense',
  amount: string,
  frequency: TransactionInput['recurringFrequency'],
  start: string,
  accountId: string | null,
): TransactionInput => ({
  amount,
  type,
  description: `${type} ${frequency}`,
  transactionDate: start,
  isRecurring: true,
  recurringFrequency: frequency,
  accountId,
});

async function add(who: SignedIn, body: TransactionInput): Promise<void> {
  const res = await who.api.post('/api/transactions', body);
  expect(res.statusCode, res.body).toBe(201);
}

// A 0% personal loan of $1,200 over one year from 2026-06-15: $100 on the 15th, paid off 2027-06-15.
const smallLoan: LoanPayload = {
  name: 'Sofa',
  loanCategory: 'personal',
  loanType: 'Variable Rate',
  principal: '1200.00',
  interestRate: '0',
  termYears: 1,
  startDate: '2026-06-15',
  homePrice: null,
  downPayment: null,
  propertyTax: '0',
  insurance: '0',
  supplementalInsurance: '0',
};

describe('GET /api/cash-flow-projections', () => {
  it('projects the hand-computed household to the cent, with the first negative month', async () => {
    // Balances stated before the household's past entries, which then move them (decision 125).
    const checking = await createAccount(
      home.api,
      asset({ currentBalance: '2250.00', balanceDate: '2026-01-01' }),
    );
    await createAccount(
      home.api,
      asset({
        accountName: 'Savings',
        accountNumber: 'SAV',
        accountSubtype: 'savings',
        currentBalance: '300.00',
        balanceDate: '2026-01-01',
      }),
    );
    // Neither counts as cash.
    await createAccount(
      home.api,
      asset({
        accountName: 'Brokerage',
        accountNumber: 'BRK',
        accountSubtype: 'brokerage',
        currentBalance: '10000',
      }),
    );
    await createAccount(home.api, liability());
    // Pay every other Friday from 13 Nov, rent on the 31st from 31 Oct, groceries every Monday from 2 Nov:
    // what fell due through today is posted to checking (+1500 − 2000 − 3 × 250), so cash today is
    // 2250 − 1250 + 300 = 1300.
    await add(home, recurring('income', '1500.00', 'biweekly', '2026-11-13', checking.id));
    await add(home, recurring('expense', '2000.00', 'monthly', '2026-10-31', checking.id));
    await add(home, recurring('expense', '250.00', 'weekly', '2026-11-02', checking.id));
    await createLoan(home.api, smallLoan);

    const res = await home.api.get('/api/cash-flow-projections?months=9');
    expect(res.statusCode, res.body).toBe(200);
    const forecast = res.json<CashFlowForecastDto>();
    expect(forecast.startingBalance).toBe('1300.00');
    const rows = forecast.months.map((m) => [
      m.month,
      m.income,
      m.expenses,
      m.loanPayments,
      m.net,
      m.balance,
    ]);
    expect(rows).toEqual([
      // After the 21st: pay 27th; rent 30th (clamped); groceries 23rd, 30th.
      ['2026-11', '1500.00', '2500.00', '0.00', '-1000.00', '300.00'],
      // Pay 11, 25; rent 31; groceries 7, 14, 21, 28; loan 15.
      ['2026-12', '3000.00', '3000.00', '100.00', '-100.00', '200.00'],
      ['2027-01', '3000.00', '3000.00', '100.00', '-100.00', '100.00'],
      // Rent on the 28th.
      ['2027-02', '3000.00', '3000.00', '100.00', '-100.00', '0.00'],
      // Five Mondays.
      ['2027-03', '3000.00', '3250.00', '100.00', '-350.00', '-350.00'],
      // Three paydays: 2, 16, 30.
      ['2027-04', '4500.00', '3000.00', '100.00', '1400.00', '1050.00'],
      ['2027-05', '3000.00', '3250.00', '100.00', '-350.00', '700.00'],
      // The last loan payment.
      ['2027-06', '3000.00', '3000.00', '100.00', '-100.00', '600.00'],
      // Paid off: nothing more.
      ['2027-07', '3000.00', '3000.00', '0.00', '0.00', '600.00'],
    ]);
    expect(forecast.firstNegativeMonth).toBe('2027-03');
    expect(forecast.past).toEqual([]);
  });

  it('defaults to 12 months and goes to 60', async () => {
    const twelve = (await home.api.get('/api/cash-flow-projections')).json<CashFlowForecastDto>();
    expect(twelve.months).toHaveLength(12);
    const sixty = (await home.api.get('/api/cash-flow-projections?months=60')).json<CashFlowForecastDto>();
    expect(sixty.months).toHaveLength(60);
    expect(sixty.months[59]?.month).toBe('2031-10');
    expect(sixty.months.slice(0, 12)).toEqual(twelve.months);
  });

  it('shows past months’ actuals beside what was projected', async () => {
    const res = await home.api.get('/api/cash-flow-projections?months=1&from=2026-10');
    expect(res.statusCode, res.body).toBe(200);
    const { past } = res.json<CashFlowForecastDto>();
    expect(past.map((p) => p.month)).toEqual(['2026-10']);
    expect(past[0]).toMatchObject({
      // October: the rent on the 31st was projected and posted; the loan's 15 Oct payment was projected.
      projected: { income: '0.00', expenses: '2000.00', loanPayments: '100.00', net: '-2100.00' },
      actual: { income: '0.00', expenses: '2000.00', net: '-2000.00' },
    });
    // The cash accounts held 2,550 since January: at the end of October, that less the rent paid.
    expect(past[0]?.actual.balance).toBe('550.00');
  });

  it('keeps a note on a month, replaces it, and removes it when emptied', async () => {
    const put = await home.api.put('/api/cash-flow-projections/2027-03', {
      notes: 'Move savings to checking',
    });
    expect(put.statusCode, put.body).toBe(200);
    await home.api.put('/api/cash-flow-projections/2027-03', { notes: 'Sell the bike' });
    await home.api.put('/api/cash-flow-projections/2026-10', { notes: 'Rent went up' });
    const forecast = (
      await home.api.get('/api/cash-flow-projections?from=2026-10')
    ).json<CashFlowForecastDto>();
    expect(forecast.months.find((m) => m.month === '2027-03')?.note).toBe('Sell the bike');
    expect(forecast.past[0]?.note).toBe('Rent went up');
    await home.api.put('/api/cash-flow-projections/2027-03', { notes: '' });
    const after = (await home.api.get('/api/cash-flow-projections')).json<CashFlowForecastDto>();
    expect(after.months.every((m) => m.note === null)).toBe(true);
    // Another user sees none of it.
    const other = await signIn(t, 'other@example.com');
    const theirs = (
      await other.api.get('/api/cash-flow-projections?from=2026-10')
    ).json<CashFlowForecastDto>();
    expect(theirs.past[0]?.note).toBeNull();
    expect(theirs.startingBalance).toBe('0.00');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/cash-flow-projections?months=0', 'months'],
      ['/api/cash-flow-projections?months=61', 'months'],
      ['/api/cash-flow-projections?months=abc', 'months'],
      ['/api/cash-flow-projections?from=2025-10', 'from'],
      ['/api/cash-flow-projections?from=2026-12', 'from'],
      ['/api/cash-flow-projections?from=2026-13', 'from'],
      ['/api/cash-flow-projections?other=1', 'other'],
    ];
    for (const [url, field] of cases) {
      const res = await home.api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toHaveProperty([field]);
    }
    const badMonth = await home.api.put('/api/cash-flow-projections/2031-11', { notes: 'x' });
    expect(badMonth.json().fields).toHaveProperty('month');
    const long = await home.api.put('/api/cash-flow-projections/2027-01', { notes: 'x'.repeat(1001) });
    expect(long.json().fields).toHaveProperty('notes');
    expect((await apiClient(t).get('/api/cash-flow-projections')).statusCode).toBe(401);
  });
});

// Issue 21 and decision 131: an extra already posted is never counted again, and a loan it paid off
// pays nothing more; what the forecast says is what the ledger posts as the clock moves on.
describe('GET /api/cash-flow-projections with extra payments', () => {
  const payExtra = async (who: SignedIn, loan: LoanView, amount: string) => {
    const res = await who.api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount,
      paymentDate: '2026-11-21',
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('counts an extra paid today never again, and nothing after the payoff it made', async () => {
    const who = await signIn(t, 'payoff-forecast@example.com');
    // 2,000 stated before the loan began, so its cash and payments move checking (decision 125).
    const checking = await createAccount(
      who.api,
      asset({ currentBalance: '2000.00', balanceDate: '2026-06-01' }),
    );
    // 6,000 at 0 % over a year from 3 June into checking: five payments of 500 leave 3,500. The
    // issue's figures post the past through checking (decision 128), so the extra leaves 2,000.
    const loan = await createLoan(who.api, {
      ...smallLoan,
      name: 'Bike',
      principal: '6000.00',
      startDate: '2026-06-03',
      fundingAccountId: checking.id,
      postPastPayments: true,
    });
    expect(loan.currentBalance).toBe('3500.00');
    await payExtra(who, loan, '3500.00');
    const res = await who.api.get('/api/cash-flow-projections?months=3');
    expect(res.statusCode, res.body).toBe(200);
    const forecast = res.json<CashFlowForecastDto>();
    expect(forecast.startingBalance).toBe('2000.00');
    expect(forecast.months.map((m) => [m.month, m.loanPayments, m.balance])).toEqual([
      ['2026-11', '0.00', '2000.00'],
      ['2026-12', '0.00', '2000.00'],
      ['2027-01', '0.00', '2000.00'],
    ]);
    expect(forecast.firstNegativeMonth).toBeNull();
  });

  it('counts a projection due today, which posts nowhere, and not a posted item due today', async () => {
    const who = await signIn(t, 'due-today@example.com');
    const checking = await createAccount(
      who.api,
      asset({ currentBalance: '1000.00', balanceDate: '2026-10-01' }),
    );
    // Both fall on the 21st, today: the rent is posted to checking, the side income is a projection.
    await add(who, recurring('expense', '100.00', 'monthly', '2026-10-21', checking.id));
    await add(who, recurring('income', '50.00', 'monthly', '2026-10-21', null));
    const items = (await who.api.get('/api/transactions?recurring=true&limit=100')).json<
      { accountId: string | null; nextDueDate: string | null }[]
    >();
    expect(items.find((i) => i.accountId === null)?.nextDueDate).toBe('2026-11-21');
    const forecast = (await who.api.get('/api/cash-flow-projections?months=2')).json<CashFlowForecastDto>();
    // The rent of Oct 21 and today's are on the ledger.
    expect(forecast.startingBalance).toBe('800.00');
    expect(forecast.months.map((m) => [m.month, m.income, m.expenses, m.balance])).toEqual([
      ['2026-11', '50.00', '0.00', '850.00'],
      ['2026-12', '50.00', '100.00', '800.00'],
    ]);
  });

  it('projects each month’s balance as the ledger then posts it', async () => {
    const who = await signIn(t, 'clock-forecast@example.com');
    const checking = await createAccount(who.api, asset({ currentBalance: '10000.00' }));
    // Payments on the 30th (28th in February); one paid down by an extra today, one paid off by it.
    const car = await createLoan(who.api, { ...CAR, fundingAccountId: checking.id });
    await payExtra(who, car, '1000.00');
    const bike = await createLoan(who.api, {
      ...CAR,
      name: 'Bike',
      principal: '3000.00',
      interestRate: '9',
      startDate: '2026-03-10',
      fundingAccountId: checking.id,
    });
    await payExtra(who, bike, bike.currentBalance);
    const forecast = (await who.api.get('/api/cash-flow-projections?months=4')).json<CashFlowForecastDto>();
    expect(forecast.startingBalance).toBe(await balanceOf(t, checking.id));
    // The car's regular payment each month, nothing for the bike.
    expect(forecast.months.map((m) => m.loanPayments)).toEqual(Array(4).fill(car.monthlyPayment));
    try {
      for (const [month, end] of [
        ['2026-11', '2026-11-30'],
        ['2026-12', '2026-12-31'],
        ['2027-01', '2027-01-31'],
        ['2027-02', '2027-02-28'],
      ]) {
        t.clock.set(`${end}T12:00:00Z`);
        // Sessions last 30 days: sign in again at each month's end.
        const again = await signIn(t, 'clock-forecast@example.com');
        const read = await again.api.get('/api/loans');
        expect(read.statusCode).toBe(200);
        const projected = forecast.months.find((m) => m.month === month);
        expect(await balanceOf(t, checking.id), month).toBe(projected?.balance);
      }
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });
});
