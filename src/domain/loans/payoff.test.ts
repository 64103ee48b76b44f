import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../calendar';
import { extraPaymentProblem } from './extra-check';
import { isPaidOff, paidOffOn } from './payoff';
import { balanceOnDate, compareWithExtras, paymentsDueBetween } from './queries';
import { interestSavedByEach } from './savings';
import type { Loan, OneOffExtraPayment } from './types';

// Issue 11 items 7–9 in the domain: the payoff date, an extra of exactly the balance on any date, and
// savings that add up.

const CAR: Loan = { principal: 2_500_000, ratePercentUnits: 72_500, termMonths: 60, startDate: '2025-06-30' };

describe('paidOffOn', () => {
  it('is the last payment of a loan left alone: 10,000 at 0 % over a year from 2020-01-01', () => {
    const loan: Loan = { principal: 1_000_000, ratePercentUnits: 0, termMonths: 12, startDate: '2020-01-01' };
    expect(paidOffOn(loan)).toBe('2021-01-01');
    expect(isPaidOff('2021-01-01', '2020-12-31')).toBe(false);
    expect(isPaidOff('2021-01-01', '2021-01-01')).toBe(true);
    expect(isPaidOff(null, '2030-01-01')).toBe(false);
  });

  it('is the day of the extra that cleared the balance, not the next due date', () => {
    const balance = balanceOnDate(CAR, '2026-11-21');
    const extras = { oneOff: [{ date: '2026-11-21', amount: balance }] };
    expect(balanceOnDate(CAR, '2026-11-21', extras)).toBe(0);
    expect(paidOffOn(CAR, extras)).toBe('2026-11-21');
    // Two extras in the period: the second one clears it.
    const split = {
      oneOff: [
        { date: '2026-11-05', amount: 100_000 },
        { date: '2026-11-21', amount: balance - 100_000 },
      ],
    };
    expect(paidOffOn(CAR, split)).toBe('2026-11-21');
  });

  it('leaves no payment after it: not even the period’s interest (decision 131)', () => {
    const balance = balanceOnDate(CAR, '2026-11-21');
    const extras = { oneOff: [{ date: '2026-11-21', amount: balance }] };
    const after = paymentsDueBetween(CAR, '2026-11-21', '2031-12-31', extras);
    // The period the extra fell in carries the extra and nothing else; no period follows it.
    expect(after).toEqual([
      { period: 17, date: '2026-11-30', payment: 0, interest: 0, principal: 0, extra: balance, balance: 0 },
    ]);
  });

  it('is an earlier due date when a monthly extra pays the loan off early', () => {
    const date = paidOffOn(CAR, { monthly: 100_000 });
    expect(date < addMonths(CAR.startDate, 60)).toBe(true);
  });
});

describe('an extra payment of exactly the balance (item 8)', () => {
  const loans: fc.Arbitrary<Loan> = fc.record({
    principal: fc.integer({ min: 100_000, max: 100_000_000 }),
    ratePercentUnits: fc.integer({ min: 0, max: 150_000 }),
    termMonths: fc.integer({ min: 1, max: 30 }).map((y) => y * 12),
    startDate: fc.constant('2020-01-31'),
  });

  it('is accepted on any day from the start to maturity and pays the loan off that day; a cent more is refused', () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 0, max: 30 * 366 }), (loan, days) => {
        const date = new Date(Date.parse(`${loan.startDate}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const balance = balanceOnDate(loan, date);
        const today = '2099-12-31';
        if (balance === 0) {
          expect(extraPaymentProblem(loan, [], { date, amount: 1 }, today)?.field).toBe('amount');
          return;
        }
        expect(extraPaymentProblem(loan, [], { date, amount: balance }, today)).toBeNull();
        expect(extraPaymentProblem(loan, [], { date, amount: balance + 1 }, today)?.field).toBe('amount');
        const extras = { oneOff: [{ date, amount: balance }] };
        expect(balanceOnDate(loan, date, extras)).toBe(0);
        expect(paidOffOn(loan, extras)).toBe(date);
        // Nothing is owed after the payoff (decision 131).
        const later = paymentsDueBetween(loan, date, '2099-12-31', extras);
        expect(later.every((r) => r.payment === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a date after today or before the start, whatever the amount', () => {
    expect(extraPaymentProblem(CAR, [], { date: '2026-11-22', amount: 1 }, '2026-11-21')).toEqual({
      field: 'paymentDate',
      message: 'Payment date cannot be in the future',
    });
    expect(extraPaymentProblem(CAR, [], { date: '2025-06-29', amount: 1 }, '2026-11-21')?.field).toBe(
      'paymentDate',
    );
  });
});

describe('interestSavedByEach (item 9)', () => {
  it('adds up to what all the extras save, and a lone extra saves what it saves alone', () => {
    const a: OneOffExtraPayment = { date: '2025-09-10', amount: 500_000 };
    const b: OneOffExtraPayment = { date: '2026-02-10', amount: 500_000 };
    const [savedA, savedB] = interestSavedByEach(CAR, [a, b]);
    expect(savedA! + savedB!).toBe(compareWithExtras(CAR, { oneOff: [a, b] }).interestSaved);
    expect(interestSavedByEach(CAR, [b])).toEqual([compareWithExtras(CAR, { oneOff: [b] }).interestSaved]);
    expect(interestSavedByEach(CAR, [b])[0]).toBeGreaterThan(savedB!);
  });
});
