import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../calendar';
import { balanceOnDate } from './queries';
import { amortizationSchedule } from './schedule';
import { paidAndToCome } from './split';
import { loanStartDate } from './test-arbitraries';
import type { Loan } from './types';

// A 12,000.00 loan at 12 % over 12 months, from 2026-01-15: a payment of 1,066.19 on the 15th.
const LOAN: Loan = {
  principal: 1_200_000,
  ratePercentUnits: 120_000,
  termMonths: 12,
  startDate: '2026-01-15',
};

describe('paidAndToCome', () => {
  const schedule = amortizationSchedule(LOAN);
  const [first, second] = schedule.rows;

  it.each([
    ['before the first payment', '2026-02-14', 0],
    ['on the first due date', '2026-02-15', 1],
    ['between the first and second', '2026-03-14', 1],
    ['on the second', '2026-03-15', 2],
    ['after the last', '2027-06-01', 12],
  ])('%s (%s) counts %i payments as paid', (_, asOf, paid) => {
    const rows = schedule.rows.slice(0, paid);
    const split = paidAndToCome(schedule, asOf);
    expect(split.principalPaid).toBe(rows.reduce((s, r) => s + r.principal + r.extra, 0));
    expect(split.interestPaid).toBe(rows.reduce((s, r) => s + r.interest, 0));
  });

  it('gives the first payments known values', () => {
    // 1 % a month on 12,000.00 is 120.00 of interest; the rest of 1,066.19 is principal.
    expect(first).toMatchObject({ interest: 12_000, principal: 94_619 });
    expect(second?.interest).toBe(11_054);
    expect(paidAndToCome(schedule, '2026-03-15')).toMatchObject({
      principalPaid: 94_619 + 95_565,
      interestPaid: 23_054,
    });
  });

  it('counts extras as principal', () => {
    const withExtra = amortizationSchedule({ ...LOAN, extraPayments: { monthly: 10_000 } });
    const split = paidAndToCome(withExtra, '2026-02-15');
    expect(split.principalPaid).toBe((withExtra.rows[0]?.principal ?? 0) + 10_000);
  });

  it('counts a one-off extra paid before the payment it goes with as paid', () => {
    const extras = { oneOff: [{ date: '2026-03-01', amount: 50_000 }] };
    const withExtra = amortizationSchedule({ ...LOAN, extraPayments: extras });
    const split = paidAndToCome(withExtra, '2026-03-01', extras);
    expect(split.principalPaid).toBe((withExtra.rows[0]?.principal ?? 0) + 50_000);
    expect(split.principalToCome).toBe(balanceOnDate(LOAN, '2026-03-01', extras));
  });

  it('adds up to the principal and the total interest, and leaves the ledger balance to come', () => {
    const loan = fc.record({
      principal: fc.integer({ min: 1, max: 100_000_000 }),
      ratePercentUnits: fc.integer({ min: 0, max: 300_000 }),
      termMonths: fc.integer({ min: 1, max: 480 }),
      startDate: loanStartDate,
    });
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: -3, max: 500 }),
        fc.integer({ min: 0, max: 27 }),
        fc.array(
          fc.record({
            month: fc.integer({ min: 0, max: 480 }),
            day: fc.integer({ min: 0, max: 27 }),
            share: fc.integer({ min: 0, max: 100 }),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 50 }),
        (l, months, day, oneOffs, monthlyShare) => {
          const extras = {
            monthly: Math.floor((l.principal * monthlyShare) / 1000),
            oneOff: oneOffs.map((o) => ({
              date: addMonths(addMonths(l.startDate, o.month), 0, 1 + o.day),
              amount: Math.floor((l.principal * o.share) / 100),
            })),
          };
          const s = amortizationSchedule({ ...l, extraPayments: extras });
          const asOf = addMonths(addMonths(l.startDate, months), 0, 1 + day);
          const split = paidAndToCome(s, asOf, extras);
          expect(split.principalPaid + split.principalToCome).toBe(l.principal);
          expect(split.interestPaid + split.interestToCome).toBe(s.totalInterest);
          // What is still to come is what the loan's account owes on that day.
          expect(split.principalToCome).toBe(balanceOnDate(l, asOf, extras));
        },
      ),
    );
  });
});
