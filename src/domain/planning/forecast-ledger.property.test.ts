import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromEpochDay, type IsoDate, toEpochDay } from '../calendar';
import { loanPaymentEntry } from '../ledger';
import {
  balanceOnDate,
  extraPaymentProblem,
  type Loan,
  type OneOffExtraPayment,
  paidOffOn,
  paymentsDueBetween,
} from '../loans';
import { cashFlowForecast } from './forecast';
import { monthOf } from './months';

// Decision 131: what the forecast says a month's loan payments will be is what the ledger posts in that
// month when the clock gets there. The ledger side is simulated as the server posts (loans/service.ts,
// ledger-postings.ts): recorded extras on their own dates, and, each time the clock moves, the scheduled
// payments due since the last posted period, with the domain's own posting (loanPaymentEntry).

const TODAY = '2026-11-21';
const MONTHS = 24;
const FUNDING = 'checking';

const loans: fc.Arbitrary<Loan> = fc.record({
  principal: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 100_000, max: 60_000_000 })),
  ratePercentUnits: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500_000 })),
  termMonths: fc.integer({ min: 1, max: 5 }).map((y) => y * 12),
  // Started up to three years ago, or later this month.
  startDate: fc.integer({ min: -3 * 366, max: 5 }).map((days) => addDays(TODAY, days)),
});

/** A wish for an extra: a day since the start, and how much of the balance on it (1 = pay it off). */
const wishes = fc.array(
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.01, max: 1, noNaN: true })),
  {
    maxLength: 4,
  },
);

/** The extras that recording would accept (extraPaymentProblem), in the order wished. */
function recordExtras(loan: Loan, wished: [number, number][], payOffToday: boolean): OneOffExtraPayment[] {
  const recorded: OneOffExtraPayment[] = [];
  const span = toEpochDay(TODAY) - toEpochDay(loan.startDate);
  const candidates = wished.map(([at, share]) => {
    const date = fromEpochDay(toEpochDay(loan.startDate) + Math.floor(Math.max(0, span) * at));
    return { date, share };
  });
  if (payOffToday) candidates.push({ date: TODAY, share: 1 });
  for (const { date, share } of candidates) {
    if (date > TODAY) continue;
    const balance = balanceOnDate(loan, date, { oneOff: recorded });
    const amount = Math.max(1, Math.floor(balance * share));
    const candidate = { date, amount };
    if (extraPaymentProblem(loan, recorded, candidate, TODAY) === null) recorded.push(candidate);
  }
  return recorded;
}

/** What the funding account pays for one posted scheduled payment. */
function posted(principal: number, interest: number): number {
  const draft = loanPaymentEntry({
    liabilityAccountId: 'loan',
    interestExpenseAccountId: 'interest',
    fundingAccountId: FUNDING,
    principal,
    interest,
  });
  return draft?.lines.find((l) => l.accountId === FUNDING)?.credit ?? 0;
}

describe('the forecast against the ledger as time moves on (decision 131)', () => {
  it('each month’s forecast loan payments are what the ledger posts in that month', () => {
    fc.assert(
      fc.property(
        loans,
        wishes,
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 45 }), { minLength: 1, maxLength: 40 }),
        (loan, wished, payOffToday, steps) => {
          const extras = recordExtras(loan, wished, payOffToday);
          const forecast = cashFlowForecast({
            today: TODAY,
            monthCount: MONTHS,
            startBalance: 0n,
            items: [],
            loans: [{ loan, extras }],
          });
          // The ledger today: every payment that pays something, due by today, is posted.
          const schedule = (to: IsoDate) => paymentsDueBetween(loan, loan.startDate, to, { oneOff: extras });
          let lastPosted = schedule(TODAY).filter((r) => r.payment > 0).length;
          const postedByMonth = new Map<string, number>();
          // The clock moves in uneven steps until past the forecast's last month.
          let clock = TODAY;
          const horizon = addDays(TODAY, MONTHS * 31 + 31);
          let step = 0;
          while (clock < horizon) {
            clock = addDays(clock, steps[step % steps.length] ?? 1);
            step++;
            for (const row of schedule(clock).filter((r) => r.period > lastPosted)) {
              const amount = posted(row.principal, row.interest);
              if (amount > 0)
                postedByMonth.set(monthOf(row.date), (postedByMonth.get(monthOf(row.date)) ?? 0) + amount);
              lastPosted = row.period;
            }
          }
          for (const month of forecast.months) {
            expect(month.loanPayments, month.month).toBe(BigInt(postedByMonth.get(month.month) ?? 0));
          }
          // Paid off: nothing in the months after the payoff's.
          const payoffMonth = monthOf(paidOffOn(loan, { oneOff: extras }));
          for (const month of forecast.months) {
            if (month.month > payoffMonth) expect(month.loanPayments, month.month).toBe(0n);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts an extra paid today never again, and a loan it paid off has no further payment (issue 21)', () => {
    // 6,000 at 0 % over a year from 2026-06-03: five payments of 500 by today leave 3,500, paid today.
    const loan: Loan = { principal: 600_000, ratePercentUnits: 0, termMonths: 12, startDate: '2026-06-03' };
    expect(balanceOnDate(loan, TODAY)).toBe(350_000);
    const extras = [{ date: TODAY, amount: 350_000 }];
    const forecast = cashFlowForecast({
      today: TODAY,
      monthCount: 3,
      startBalance: 200_000n,
      items: [],
      loans: [{ loan, extras }],
    });
    expect(forecast.months.map((m) => [m.month, m.loanPayments, m.balance])).toEqual([
      ['2026-11', 0n, 200_000n],
      ['2026-12', 0n, 200_000n],
      ['2027-01', 0n, 200_000n],
    ]);
    expect(forecast.firstNegativeMonth).toBeNull();
    // With interest: paid off on the 21st, no interest-only payment on the next due date.
    const mortgage: Loan = { ...loan, principal: 10_000_000, ratePercentUnits: 65_000, termMonths: 360 };
    const payoff = [{ date: TODAY, amount: balanceOnDate(mortgage, TODAY) }];
    const after = cashFlowForecast({
      today: TODAY,
      monthCount: 3,
      startBalance: 0n,
      items: [],
      loans: [{ loan: mortgage, extras: payoff }],
    });
    expect(after.months.map((m) => m.loanPayments)).toEqual([0n, 0n, 0n]);
    // Without the extra the December payment is there.
    const without = cashFlowForecast({
      today: TODAY,
      monthCount: 2,
      startBalance: 0n,
      items: [],
      loans: [{ loan: mortgage }],
    });
    expect(without.months[1]?.loanPayments).toBe(63_207n);
  });
});
