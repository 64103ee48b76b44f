import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates, fromEpochDay, toEpochDay } from '../calendar';
import { amortizationSchedule } from '../loans';
import { FREQUENCIES, occurrencesBetween } from '../recurrence';
import { cashFlowForecast, type ForecastItem, flowsBetween } from './forecast';
import { lastDayOf, monthOf, monthRange } from './months';

const TODAY = '2026-11-21';

// A household worked out by hand: pay every other Friday, rent on the 31st (clamped to shorter months),
// groceries every Monday, and a 0% loan of $1,200 over a year paid on the 15th (payoff 2027-06-15).
const household: ForecastItem[] = [
  {
    type: 'income',
    amount: 150000,
    frequency: 'biweekly',
    start: '2026-11-13',
    end: null,
    postsToLedger: true,
  },
  {
    type: 'expense',
    amount: 200000,
    frequency: 'monthly',
    start: '2026-10-31',
    end: null,
    postsToLedger: true,
  },
  {
    type: 'expense',
    amount: 25000,
    frequency: 'weekly',
    start: '2026-11-02',
    end: null,
    postsToLedger: true,
  },
];
const loan = { loan: { principal: 120000, ratePercentUnits: 0, termMonths: 12, startDate: '2026-06-15' } };

describe('cashFlowForecast', () => {
  it('projects the household month by month to the cent', () => {
    const forecast = cashFlowForecast({
      today: TODAY,
      monthCount: 9,
      startBalance: 100000n,
      items: household,
      loans: [loan],
    });
    const rows = forecast.months.map((m) => [
      m.month,
      m.income,
      m.expenses,
      m.loanPayments,
      m.net,
      m.balance,
    ]);
    expect(rows).toEqual([
      // Nov (after the 21st): pay 27th; rent 30th; groceries 23rd, 30th.
      ['2026-11', 150000n, 250000n, 0n, -100000n, 0n],
      // Dec: pay 11th, 25th; rent 31st; groceries 7, 14, 21, 28; loan 15th.
      ['2026-12', 300000n, 300000n, 10000n, -10000n, -10000n],
      // Jan: pay 8, 22; rent 31; groceries 4, 11, 18, 25; loan.
      ['2027-01', 300000n, 300000n, 10000n, -10000n, -20000n],
      // Feb: pay 5, 19; rent 28 (clamped); groceries 1, 8, 15, 22; loan.
      ['2027-02', 300000n, 300000n, 10000n, -10000n, -30000n],
      // Mar: pay 5, 19; rent 31; groceries 1, 8, 15, 22, 29; loan.
      ['2027-03', 300000n, 325000n, 10000n, -35000n, -65000n],
      // Apr: pay 2, 16, 30; rent 30; groceries 5, 12, 19, 26; loan.
      ['2027-04', 450000n, 300000n, 10000n, 140000n, 75000n],
      // May: pay 14, 28; rent 31; groceries 3, 10, 17, 24, 31; loan.
      ['2027-05', 300000n, 325000n, 10000n, -35000n, 40000n],
      // Jun: pay 11, 25; rent 30; groceries 7, 14, 21, 28; the last loan payment (15th).
      ['2027-06', 300000n, 300000n, 10000n, -10000n, 30000n],
      // Jul: the loan is paid off and contributes nothing. Pay 9, 23; rent 31; groceries 5, 12, 19, 26.
      ['2027-07', 300000n, 300000n, 0n, 0n, 30000n],
    ]);
    expect(forecast.firstNegativeMonth).toBe('2026-12');
  });

  it('reports no negative month when the balance never drops below zero', () => {
    const forecast = cashFlowForecast({
      today: TODAY,
      monthCount: 3,
      startBalance: 0n,
      items: [
        {
          type: 'income',
          amount: 100,
          frequency: 'monthly',
          start: '2026-01-01',
          end: null,
          postsToLedger: true,
        },
      ],
      loans: [],
    });
    expect(forecast.firstNegativeMonth).toBeNull();
    expect(forecast.months.map((m) => m.balance)).toEqual([0n, 100n, 200n]);
  });

  it('counts nothing outside an item’s start and end', () => {
    const forecast = cashFlowForecast({
      today: TODAY,
      monthCount: 4,
      startBalance: 0n,
      items: [
        {
          type: 'expense',
          amount: 1000,
          frequency: 'monthly',
          start: '2027-01-10',
          end: '2027-01-31',
          postsToLedger: true,
        },
      ],
      loans: [],
    });
    expect(forecast.months.map((m) => m.expenses)).toEqual([0n, 0n, 1000n, 0n]);
    expect(forecast.firstNegativeMonth).toBe('2027-01');
  });

  const anyItem = fc.record({
    type: fc.constantFrom<'income' | 'expense'>('income', 'expense'),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
    frequency: fc.constantFrom(...FREQUENCIES),
    start: fc.integer({ min: toEpochDay('2020-01-01'), max: toEpochDay('2030-12-31') }).map(fromEpochDay),
    end: fc.option(
      fc.integer({ min: toEpochDay('2026-01-01'), max: toEpochDay('2032-12-31') }).map(fromEpochDay),
      { nil: null },
    ),
    postsToLedger: fc.boolean(),
  });
  const anyLoan = fc.record({
    principal: fc.integer({ min: 100, max: 100_000_000 }),
    ratePercentUnits: fc.integer({ min: 0, max: 200_000 }),
    termMonths: fc.integer({ min: 1, max: 360 }),
    startDate: fc.integer({ min: toEpochDay('2000-01-01'), max: toEpochDay('2028-12-31') }).map(fromEpochDay),
  });

  it('counts a projection’s occurrence due today, and not a posted item’s, which the ledger has', () => {
    const rent = { type: 'expense', amount: 5000, frequency: 'monthly', end: null } as const;
    const forecast = (today: string) =>
      cashFlowForecast({
        today,
        monthCount: 2,
        startBalance: 0n,
        items: [
          { ...rent, start: '2026-01-21', postsToLedger: false },
          { ...rent, amount: 70, start: '2026-01-21', postsToLedger: true },
        ],
        loans: [],
      }).months.map((m) => [m.month, m.expenses]);
    expect(forecast('2026-11-21')).toEqual([
      ['2026-11', 5000n],
      ['2026-12', 5070n],
    ]);
    expect(forecast('2026-11-20')).toEqual([
      ['2026-11', 5070n],
      ['2026-12', 5070n],
    ]);
    // Today the 1st: nothing of the month before is counted.
    const first = cashFlowForecast({
      today: '2026-12-01',
      monthCount: 1,
      startBalance: 0n,
      items: [
        { ...rent, start: '2026-01-30', postsToLedger: false },
        { ...rent, amount: 9, start: '2026-01-01', postsToLedger: false },
      ],
      loans: [],
    });
    expect(first.months.map((m) => m.expenses)).toEqual([5009n]);
  });

  it('equals the sum of every occurrence and scheduled payment after today, and the balance runs on', () => {
    fc.assert(
      fc.property(
        fc.array(anyItem, { maxLength: 6 }),
        fc.array(anyLoan, { maxLength: 3 }),
        fc.integer({ min: 1, max: 60 }),
        fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }),
        (items, loans, monthCount, startBalance) => {
          const forecast = cashFlowForecast({
            today: TODAY,
            monthCount,
            startBalance,
            items,
            loans: loans.map((l) => ({ loan: l })),
          });
          const months = monthRange(monthOf(TODAY), monthCount);
          expect(forecast.months.map((m) => m.month)).toEqual(months);
          const end = lastDayOf(months[months.length - 1] as string);
          const after = addDays(TODAY, 1);
          let expected = 0n;
          for (const item of items) {
            if (item.end !== null && compareIsoDates(item.end, item.start) < 0) continue;
            // A projection's occurrence due today is still ahead; a posted item's is on the ledger.
            const count = occurrencesBetween(item, item.postsToLedger ? after : TODAY, end).length;
            expected += BigInt(item.amount * count) * (item.type === 'income' ? 1n : -1n);
          }
          for (const l of loans) {
            for (const row of amortizationSchedule(l).rows) {
              if (compareIsoDates(row.date, TODAY) > 0 && compareIsoDates(row.date, end) <= 0) {
                expected -= BigInt(row.payment);
              }
            }
          }
          const last = forecast.months[forecast.months.length - 1];
          expect(last?.balance).toBe(startBalance + expected);
          let running = startBalance;
          let firstNegative: string | null = null;
          for (const m of forecast.months) {
            expect(m.net).toBe(m.income - m.expenses - m.loanPayments);
            running += m.net;
            expect(m.balance).toBe(running);
            if (running < 0n && firstNegative === null) firstNegative = m.month;
          }
          expect(forecast.firstNegativeMonth).toBe(firstNegative);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('flowsBetween', () => {
  it('leaves out what falls outside the window’s months', () => {
    const flows = flowsBetween(household, [loan], '2026-10-31', '2026-11-30', ['2026-11']);
    // Pay 13th, 27th; rent 30th (the one on Oct 31 is outside); groceries 2, 9, 16, 23, 30; loan 15th.
    expect(flows).toEqual([
      { month: '2026-11', income: 300000n, expenses: 325000n, loanPayments: 10000n, net: -35000n },
    ]);
  });
});
