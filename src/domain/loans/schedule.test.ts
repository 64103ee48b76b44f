import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './schedule';
import { referenceSchedule } from './test-reference';
import type { AmortizationSchedule, ExtraPayments, Loan } from './types';

const MORTGAGE: Loan = {
  principal: 40_000_000,
  ratePercentUnits: 65_000,
  termMonths: 360,
  startDate: '2026-01-15',
};

function schedule(loan: Loan, extraPayments?: ExtraPayments): AmortizationSchedule {
  return amortizationSchedule({ ...loan, extraPayments });
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

describe('amortizationSchedule', () => {
  it('400,000 at 6.5% over 30 years', () => {
    const s = schedule(MORTGAGE);
    expect(s.monthlyPayment).toBe(252_827);
    expect(s.months).toBe(360);
    expect(s.rows[0]).toEqual({
      period: 1,
      date: '2026-02-15',
      payment: 252_827,
      interest: 216_667,
      principal: 36_160,
      extra: 0,
      balance: 39_963_840,
    });
    // 2,528.27 × 360 − 400,000 = 510,177.20 is the usual quoted figure; rounding the payment down by
    // 0.21 cent leaves a shortfall that the last payment absorbs (2,530.88), hence 2.61 more interest.
    expect(s.totalInterest).toBe(51_017_981);
    expect(s.totalPaid).toBe(91_017_981);
    expect(s.rows.at(-1)).toMatchObject({ period: 360, date: '2056-01-15', payment: 253_088, balance: 0 });
    expect(s.payoffDate).toBe('2056-01-15');
    expect(s.rows).toEqual(referenceSchedule(MORTGAGE));
  });

  // Totals differ from payment × months − principal by the last payment's true-up.
  it.each<[Loan, number, number]>([
    [
      { principal: 20_000_000, ratePercentUnits: 40_000, termMonths: 360, startDate: '2026-03-01' },
      95_483,
      14_373_943,
    ],
    [
      { principal: 10_000_000, ratePercentUnits: 50_000, termMonths: 180, startDate: '2026-03-01' },
      79_079,
      4_234_324,
    ],
    [
      { principal: 2_500_000, ratePercentUnits: 70_000, termMonths: 60, startDate: '2026-03-01' },
      49_503,
      470_182,
    ],
  ])('%o pays %i a month and %i interest in total, as the reference does', (loan, payment, interest) => {
    const s = schedule(loan);
    expect(s.monthlyPayment).toBe(payment);
    expect(s.totalInterest).toBe(interest);
    expect(s.rows).toEqual(referenceSchedule(loan));
  });

  it('keeps a loan started on the 31st on month ends without drifting', () => {
    const s = schedule({ ...MORTGAGE, startDate: '2027-12-31', termMonths: 15 });
    expect(s.rows.map((r) => r.date)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
      '2029-01-31',
      '2029-02-28',
      '2029-03-31',
    ]);
  });

  it('splits a zero-rate loan evenly, the last payment taking the remainder', () => {
    const even = schedule({
      principal: 1_200_000,
      ratePercentUnits: 0,
      termMonths: 60,
      startDate: '2026-01-01',
    });
    expect(even.rows.every((r) => r.payment === 20_000 && r.interest === 0)).toBe(true);
    expect(even.totalInterest).toBe(0);
    const uneven = schedule({ principal: 100, ratePercentUnits: 0, termMonths: 3, startDate: '2026-01-01' });
    expect(uneven.rows.map((r) => r.payment)).toEqual([33, 33, 34]);
  });

  it('pays a one-month loan off in one payment of principal plus interest', () => {
    const s = schedule({
      principal: 1_000_000,
      ratePercentUnits: 120_000,
      termMonths: 1,
      startDate: '2026-01-31',
    });
    expect(s.rows).toEqual([
      {
        period: 1,
        date: '2026-02-28',
        payment: 1_010_000,
        interest: 10_000,
        principal: 1_000_000,
        extra: 0,
        balance: 0,
      },
    ]);
    expect(s.payoffDate).toBe('2026-02-28');
  });

  it('pays off early with a monthly extra and stops at zero', () => {
    const base = schedule(MORTGAGE);
    const s = schedule(MORTGAGE, { monthly: 20_000 });
    expect(s.months).toBe(293);
    expect(s.payoffDate).toBe('2050-06-15');
    expect(s.totalInterest).toBe(39_828_729);
    expect(base.totalInterest - s.totalInterest).toBe(11_189_252);
    expect(s.rows.at(-1)?.balance).toBe(0);
    // The extra comes off the balance first (decision 036); the last payment takes what is left.
    const last = s.rows.at(-1)!;
    const before = s.rows.at(-2)!.balance;
    expect(last.extra).toBe(Math.min(20_000, before));
    expect(last.principal).toBe(before - last.extra);
    expect(s.rows).toEqual(referenceSchedule(MORTGAGE, { monthly: 20_000 }));
  });

  it('applies a one-off extra with the first payment due on or after its date', () => {
    const oneOff = [
      { date: '2025-06-01', amount: 100 }, // before the first due date: period 1
      { date: '2026-03-15', amount: 200 }, // on a due date: that period (2)
      { date: '2026-03-16', amount: 300 }, // the day after: the next period (3)
      { date: '2026-04-10', amount: 400 }, // same period as the previous one: summed
      { date: '2099-01-01', amount: 500 }, // after the last payment: ignored
    ];
    const s = schedule(MORTGAGE, { oneOff });
    expect(s.rows.slice(0, 4).map((r) => r.extra)).toEqual([100, 200, 700, 0]);
    expect(s.rows).toEqual(referenceSchedule(MORTGAGE, { oneOff }));
  });

  it('caps extras at the remaining balance', () => {
    const loan: Loan = {
      principal: 100_000,
      ratePercentUnits: 60_000,
      termMonths: 12,
      startDate: '2026-01-01',
    };
    // Paid off on the start date by a one-off extra: nothing more is owed, not even interest (decision 131).
    const s = schedule(loan, { monthly: 50_000, oneOff: [{ date: '2026-01-01', amount: 1_000_000_000 }] });
    expect(s.months).toBe(1);
    expect(s.rows[0]).toMatchObject({ payment: 0, interest: 0, principal: 0, extra: 100_000, balance: 0 });
    expect(s.totalPaid).toBe(100_000);
    // A monthly extra is paid with the payment, on the due date: that period's interest is owed.
    const withPayment = schedule(loan, { monthly: 1_000_000 });
    expect(withPayment.rows[0]).toMatchObject({ interest: 500, balance: 0 });
    expect(withPayment.totalPaid).toBe(100_000 + 500);
    expect(withPayment.rows).toEqual(referenceSchedule(loan, { monthly: 1_000_000 }));
    const monthly = schedule(loan, { monthly: 40_000 });
    expect(monthly.rows.map((r) => r.balance).at(-1)).toBe(0);
    expect(sum(monthly.rows.map((r) => r.principal + r.extra))).toBe(100_000);
    expect(monthly.rows).toEqual(referenceSchedule(loan, { monthly: 40_000 }));
  });

  it('starts a monthly extra with the first payment due on or after monthlyFrom', () => {
    const s = schedule(MORTGAGE, { monthly: 20_000, monthlyFrom: '2027-01-10' });
    expect(s.rows.slice(0, 11).every((r) => r.extra === 0)).toBe(true);
    expect(s.rows[10]?.date).toBe('2026-12-15');
    expect(s.rows[11]).toMatchObject({ date: '2027-01-15', extra: 20_000 });
    expect(s.rows.slice(11, -1).every((r) => r.extra === 20_000)).toBe(true);
    // Later than from the start, sooner than never.
    expect(s.months).toBeGreaterThan(schedule(MORTGAGE, { monthly: 20_000 }).months);
    expect(s.months).toBeLessThan(360);
    expect(s.rows).toEqual(referenceSchedule(MORTGAGE, { monthly: 20_000, monthlyFrom: '2027-01-10' }));
    // A start before the loan's means every payment.
    expect(schedule(MORTGAGE, { monthly: 20_000, monthlyFrom: '2000-01-01' })).toEqual(
      schedule(MORTGAGE, { monthly: 20_000 }),
    );
    expect(() => schedule(MORTGAGE, { monthly: 1, monthlyFrom: '2027-02-30' })).toThrow(RangeError);
  });

  it('rejects bad extras and dates', () => {
    expect(() => schedule(MORTGAGE, { monthly: -1 })).toThrow(RangeError);
    expect(() => schedule(MORTGAGE, { monthly: 0.5 })).toThrow(RangeError);
    expect(() => schedule(MORTGAGE, { oneOff: [{ date: '2026-02-30', amount: 1 }] })).toThrow(RangeError);
    expect(() => schedule({ ...MORTGAGE, startDate: '2026-1-5' })).toThrow(RangeError);
  });
});
