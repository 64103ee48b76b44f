import { describe, expect, it } from 'vitest';
import { balanceOnDate, compareWithExtras, extraPaymentSavings, paymentsDueBetween } from './queries';
import { amortizationSchedule } from './schedule';
import type { Loan } from './types';

const LOAN: Loan = {
  principal: 40_000_000,
  ratePercentUnits: 65_000,
  termMonths: 360,
  startDate: '2026-01-31',
};

describe('balanceOnDate', () => {
  const rows = amortizationSchedule(LOAN).rows;

  it('is the principal until the first payment falls due', () => {
    expect(balanceOnDate(LOAN, '2025-06-01')).toBe(40_000_000);
    expect(balanceOnDate(LOAN, '2026-01-31')).toBe(40_000_000);
    expect(balanceOnDate(LOAN, '2026-02-27')).toBe(40_000_000);
  });

  it('drops on each due date, including clamped month ends', () => {
    expect(balanceOnDate(LOAN, '2026-02-28')).toBe(rows[0]?.balance);
    expect(balanceOnDate(LOAN, '2026-03-30')).toBe(rows[0]?.balance);
    expect(balanceOnDate(LOAN, '2026-03-31')).toBe(rows[1]?.balance);
    expect(balanceOnDate(LOAN, '2036-01-31')).toBe(rows[119]?.balance);
  });

  it('is zero from payoff on', () => {
    expect(balanceOnDate(LOAN, '2056-01-30')).toBe(rows[358]?.balance);
    expect(balanceOnDate(LOAN, '2056-01-31')).toBe(0);
    expect(balanceOnDate(LOAN, '2199-12-31')).toBe(0);
  });

  it('counts extras', () => {
    const extras = { monthly: 20_000, oneOff: [{ date: '2026-02-01', amount: 1_000_000 }] };
    const withExtras = amortizationSchedule({ ...LOAN, extraPayments: extras }).rows;
    expect(balanceOnDate(LOAN, '2026-03-31', extras)).toBe(withExtras[1]?.balance);
    // Both extras so far, plus period 2's interest saved on the 1,020,000 paid in period 1 (× 6.5% / 12).
    expect(balanceOnDate(LOAN, '2026-03-31', extras)).toBe(rows[1]!.balance - 1_040_000 - 5_525);
  });
});

describe('balanceOnDate with extras paid between due dates', () => {
  const rows = amortizationSchedule(LOAN).rows;
  const extras = { oneOff: [{ date: '2026-03-10', amount: 1_000_000 }] };
  const withExtra = amortizationSchedule({ ...LOAN, extraPayments: extras }).rows;

  it('lowers the balance on the day it is paid, and the schedule applies it with the next payment', () => {
    expect(balanceOnDate(LOAN, '2026-03-09', extras)).toBe(rows[0]!.balance);
    expect(balanceOnDate(LOAN, '2026-03-10', extras)).toBe(rows[0]!.balance - 1_000_000);
    expect(balanceOnDate(LOAN, '2026-03-30', extras)).toBe(rows[0]!.balance - 1_000_000);
    expect(withExtra[1]?.extra).toBe(1_000_000);
    expect(balanceOnDate(LOAN, '2026-03-31', extras)).toBe(withExtra[1]!.balance);
    // The payment of 2026-03-31 still charged interest on the balance before the extra.
    expect(withExtra[1]!.interest).toBe(rows[1]!.interest);
  });

  it('counts a payment before the first due date, and never more than the schedule can apply', () => {
    const early = { oneOff: [{ date: '2026-02-10', amount: 500 }] };
    expect(balanceOnDate(LOAN, '2026-02-10', early)).toBe(40_000_000 - 500);
    const short: Loan = {
      principal: 100_000,
      ratePercentUnits: 60_000,
      termMonths: 2,
      startDate: '2026-01-15',
    };
    const s = amortizationSchedule(short).rows;
    // An extra of exactly the balance in the last period pays the loan off that day (decision 036);
    // more than the balance is capped at it (recording refuses it).
    const payoff = { oneOff: [{ date: '2026-02-20', amount: s[0]!.balance }] };
    expect(balanceOnDate(short, '2026-02-19', payoff)).toBe(s[0]!.balance);
    expect(balanceOnDate(short, '2026-02-20', payoff)).toBe(0);
    const tooMuch = { oneOff: [{ date: '2026-02-20', amount: 100_000 }] };
    expect(balanceOnDate(short, '2026-02-20', tooMuch)).toBe(0);
    expect(balanceOnDate(short, '2026-03-15', tooMuch)).toBe(0);
  });
});

describe('paymentsDueBetween', () => {
  const rows = amortizationSchedule(LOAN).rows;

  it('returns the rows due in (from, to]', () => {
    expect(paymentsDueBetween(LOAN, '2026-02-28', '2026-05-31')).toEqual(rows.slice(1, 4));
    expect(paymentsDueBetween(LOAN, '2026-02-27', '2026-02-28')).toEqual(rows.slice(0, 1));
    expect(paymentsDueBetween(LOAN, '2000-01-01', '2100-01-01')).toEqual(rows);
  });

  it('returns nothing for empty or backwards windows', () => {
    expect(paymentsDueBetween(LOAN, '2026-02-28', '2026-03-30')).toEqual([]);
    expect(paymentsDueBetween(LOAN, '2026-06-01', '2026-01-01')).toEqual([]);
    expect(paymentsDueBetween(LOAN, '2056-01-31', '2060-01-01')).toEqual([]);
  });

  it('covers every period exactly once across adjoining windows', () => {
    const cuts = [
      '2025-01-01',
      '2026-02-28',
      '2026-03-15',
      '2030-07-04',
      '2041-02-28',
      '2056-01-31',
      '2090-01-01',
    ];
    const seen = cuts.slice(1).flatMap((to, i) => paymentsDueBetween(LOAN, cuts[i]!, to));
    expect(seen).toEqual(rows);
  });

  it('stops at an early payoff', () => {
    const extras = { monthly: 20_000 };
    const rowsWithExtras = paymentsDueBetween(LOAN, '2026-01-01', '2099-01-01', extras);
    expect(rowsWithExtras).toHaveLength(293);
    expect(rowsWithExtras.at(-1)?.balance).toBe(0);
  });
});

describe('savings from extra payments', () => {
  it('compareWithExtras agrees with extraPaymentSavings of the two schedules', () => {
    const extras = { monthly: 20_000, oneOff: [{ date: '2030-05-01', amount: 2_500_000 }] };
    const base = amortizationSchedule(LOAN);
    const faster = amortizationSchedule({ ...LOAN, extraPayments: extras });
    const savings = compareWithExtras(LOAN, extras);
    expect(savings).toEqual(extraPaymentSavings(base, faster));
    expect(savings.originalPayoffDate).toBe('2056-01-31');
    expect(savings.interestSaved).toBeGreaterThan(0);
    expect(savings.monthsSaved).toBe(base.months - faster.months);
  });

  it('saves exactly 11,189,252 cents and 67 months with 200 a month on 400,000 at 6.5%', () => {
    expect(compareWithExtras(LOAN, { monthly: 20_000 })).toEqual({
      interestSaved: 11_189_252,
      monthsSaved: 67,
      newPayoffDate: '2050-06-30',
      originalPayoffDate: '2056-01-31',
    });
  });

  it('saves nothing without extras', () => {
    expect(compareWithExtras(LOAN, {})).toEqual({
      interestSaved: 0,
      monthsSaved: 0,
      newPayoffDate: '2056-01-31',
      originalPayoffDate: '2056-01-31',
    });
  });
});
