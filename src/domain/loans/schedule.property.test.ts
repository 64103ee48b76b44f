import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../calendar';
import { balanceOnDate, compareWithExtras } from './queries';
import { amortizationSchedule } from './schedule';
import { loanStartDate } from './test-arbitraries';
import { referenceSchedule } from './test-reference';
import type { ExtraPayments, Loan } from './types';

const loan: fc.Arbitrary<Loan> = fc.record({
  principal: fc.oneof(fc.integer({ min: 1, max: 100_000_000_000 }), fc.integer({ min: 1, max: 100_000_000 })),
  ratePercentUnits: fc.oneof(
    fc.integer({ min: 0, max: 500_000 }),
    fc.constant(0),
    fc.integer({ min: 10_000, max: 100_000 }),
  ),
  termMonths: fc.integer({ min: 1, max: 480 }),
  startDate: loanStartDate,
});

function extrasFor(l: Loan): fc.Arbitrary<ExtraPayments> {
  return fc.record({
    monthly: fc.integer({ min: 0, max: Math.ceil(l.principal / 10) }),
    monthlyFrom: fc.option(
      fc.integer({ min: -2, max: l.termMonths + 2 }).map((k) => addMonths(l.startDate, k)),
      { nil: undefined },
    ),
    oneOff: fc.array(
      fc.record({
        date: fc
          .integer({ min: -2, max: l.termMonths + 2 })
          .chain((k) =>
            fc.integer({ min: 0, max: 27 }).map((d) => addMonths(addMonths(l.startDate, k), 0, 1 + d)),
          ),
        amount: fc.integer({ min: 0, max: l.principal }),
      }),
      { maxLength: 5 },
    ),
  });
}

const loanWithExtras = loan.chain((l) => extrasFor(l).map((extras) => ({ l, extras })));

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

describe('amortization properties', () => {
  it('repays exactly the principal, the balance never rises and ends at 0, interest is never negative', () => {
    fc.assert(
      fc.property(loanWithExtras, fc.boolean(), ({ l, extras }, useExtras) => {
        const s = amortizationSchedule({ ...l, extraPayments: useExtras ? extras : undefined });
        expect(sum(s.rows.map((r) => r.principal + r.extra))).toBe(l.principal);
        expect(s.rows.at(-1)?.balance).toBe(0);
        expect(s.months).toBe(s.rows.length);
        expect(s.months).toBeLessThanOrEqual(l.termMonths);
        expect(s.totalInterest).toBe(sum(s.rows.map((r) => r.interest)));
        expect(s.totalPaid).toBe(l.principal + s.totalInterest);
        // Plain checks per row: expect() per row is too slow for hundreds of 480-row schedules.
        let previous = l.principal;
        const broken = s.rows.filter((row) => {
          const bad =
            row.interest < 0 ||
            row.principal < 0 ||
            row.extra < 0 ||
            row.payment !== row.interest + row.principal ||
            row.balance !== previous - row.principal - row.extra ||
            row.balance > previous ||
            !Number.isSafeInteger(row.balance);
          previous = row.balance;
          return bad;
        });
        expect(broken).toEqual([]);
        // Without extras only a rounded-up payment can finish early, and then it never overpays at the end.
        if (!useExtras && s.months < l.termMonths) {
          expect(s.rows.at(-1)?.payment).toBeLessThanOrEqual(s.monthlyPayment);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('matches the independent BigInt reference row for row', () => {
    fc.assert(
      fc.property(loanWithExtras, ({ l, extras }) => {
        expect(amortizationSchedule({ ...l, extraPayments: extras }).rows).toEqual(
          referenceSchedule(l, extras),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('never increases total interest nor lengthens the loan when extras are added', () => {
    fc.assert(
      fc.property(loanWithExtras, ({ l, extras }) => {
        const savings = compareWithExtras(l, extras);
        expect(savings.interestSaved).toBeGreaterThanOrEqual(0);
        expect(savings.monthsSaved).toBeGreaterThanOrEqual(0);
        expect(savings.newPayoffDate <= savings.originalPayoffDate).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('adding one more extra on top of others never costs more interest', () => {
    fc.assert(
      fc.property(
        loanWithExtras,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        ({ l, extras }, k, amount) => {
          const more = {
            ...extras,
            oneOff: [...(extras.oneOff ?? []), { date: addMonths(l.startDate, k), amount }],
          };
          const a = amortizationSchedule({ ...l, extraPayments: extras });
          const b = amortizationSchedule({ ...l, extraPayments: more });
          expect(b.totalInterest).toBeLessThanOrEqual(a.totalInterest);
          expect(b.months).toBeLessThanOrEqual(a.months);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('balanceOnDate never rises over time and agrees with the schedule', () => {
    fc.assert(
      fc.property(
        loanWithExtras,
        fc.array(fc.integer({ min: -400, max: 15_000 }), { minLength: 2, maxLength: 8 }),
        ({ l, extras }, offsets) => {
          const days = [...offsets].sort((a, b) => a - b);
          const start = new Date(`${l.startDate}T00:00:00Z`).getTime();
          const dates = days.map((d) => new Date(start + d * 86_400_000).toISOString().slice(0, 10));
          const balances = dates.map((d) => balanceOnDate(l, d, extras));
          for (let i = 1; i < balances.length; i++) expect(balances[i]).toBeLessThanOrEqual(balances[i - 1]!);
          const rows = amortizationSchedule({ ...l, extraPayments: extras }).rows;
          for (const [i, d] of dates.entries()) {
            const paid = rows.filter((r) => r.date <= d);
            const last = paid.at(-1);
            // One-offs paid since the last due date count from their own date, up to what the next
            // payment applies of them.
            const ahead = sum(
              (extras.oneOff ?? [])
                .filter((e) => e.date <= d && (last === undefined || e.date > last.date))
                .map((e) => e.amount),
            );
            const next = rows[paid.length];
            const expected = (last?.balance ?? l.principal) - Math.min(ahead, next?.extra ?? 0);
            expect(balances[i]).toBe(expected);
            // On a due date nothing is ahead: the balance is the schedule's row.
            if (last?.date === d) expect(balances[i]).toBe(last.balance - Math.min(ahead, next?.extra ?? 0));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
