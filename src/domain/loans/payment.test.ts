import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exactMonthlyPayment,
  lastPaymentAt,
  monthlyPayment,
  nearestCentPayment,
  paymentQuote,
  paymentUnchecked,
} from './payment';
import { amortizationSchedule } from './schedule';
import { referencePayment, referencePolicyPayment } from './test-reference';

// Published fixed-rate payments (amortization tables / lender calculators), each also re-derived
// below from the exact rational formula before being trusted.
const PUBLISHED: [principalDollars: number, ratePercent: number, years: number, payment: number][] = [
  [400_000, 6.5, 30, 2_528.27],
  [200_000, 4, 30, 954.83],
  [100_000, 5, 15, 790.79],
  [25_000, 7, 5, 495.03],
  [300_000, 3.5, 30, 1_347.13],
  [100_000, 6, 30, 599.55],
  [100_000, 7, 30, 665.3],
  [100_000, 4.5, 30, 506.69],
  [100_000, 8, 30, 733.76],
  [100_000, 5, 30, 536.82],
  [100_000, 3, 30, 421.6],
  [200_000, 6, 30, 1_199.1],
  [150_000, 3, 15, 1_035.87],
  [20_000, 5, 5, 377.42],
  [10_000, 10, 3, 322.67],
  [1_000, 12, 1, 88.85],
];

function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

describe('monthlyPayment', () => {
  it.each(PUBLISHED)('%d at %d%% over %d years is %d', (principal, rate, years, payment) => {
    const terms = {
      principal: cents(principal),
      ratePercentUnits: Math.round(rate * 10_000),
      termMonths: years * 12,
    };
    expect(referencePayment(terms.principal, terms.ratePercentUnits, terms.termMonths)).toBe(cents(payment));
    expect(nearestCentPayment(terms.principal, terms.ratePercentUnits, terms.termMonths)).toBe(
      cents(payment),
    );
    // Decision 130: the published figure, as every lender quotes it; the last payment absorbs the rest.
    expect(paymentQuote(terms)).toEqual({ payment: cents(payment), roundedUp: false });
  });

  // Issue 21: what the bank says, and the last payment that absorbs the rounding.
  it.each<[principal: number, rate: number, years: number, payment: number, last: number]>([
    [100_000, 8, 30, 733.76, 740.63],
    [300_000, 6.5, 30, 1_896.2, 1_900.91],
    [400_000, 6.5, 30, 2_528.27, 2_530.88],
    [6_000, 0, 1, 500, 500],
    [1_000, 0, 3, 27.78, 27.7],
    // At the spec's bounds: accepted, the nearest cent, a last payment well within twice it.
    [999_999.99, 49.99, 30, 41_658.35, 58_630.77],
  ])(
    '%s at %s percent over %s years pays %s, the last payment %s',
    (principal, rate, years, payment, last) => {
      const loan = {
        principal: cents(principal),
        ratePercentUnits: Math.round(rate * 10_000),
        termMonths: years * 12,
        startDate: '2026-01-15',
      };
      expect(paymentQuote(loan)).toEqual({ payment: cents(payment), roundedUp: false });
      const s = amortizationSchedule(loan);
      expect(s.months).toBe(loan.termMonths);
      expect(s.rows.slice(0, -1).every((r) => r.payment === cents(payment))).toBe(true);
      expect(s.rows.at(-1)).toMatchObject({ payment: cents(last), balance: 0 });
      expect(lastPaymentAt(loan.principal, loan.ratePercentUnits, loan.termMonths, cents(payment))).toBe(
        cents(last),
      );
    },
  );

  it('divides the principal evenly at 0%, rounding half up', () => {
    expect(monthlyPayment({ principal: 1_200_000, ratePercentUnits: 0, termMonths: 60 })).toBe(20_000);
    expect(monthlyPayment({ principal: 100, ratePercentUnits: 0, termMonths: 3 })).toBe(33);
    expect(monthlyPayment({ principal: 200, ratePercentUnits: 0, termMonths: 3 })).toBe(67);
    expect(monthlyPayment({ principal: 1, ratePercentUnits: 0, termMonths: 2 })).toBe(1);
  });

  it('is principal plus one month of interest over a one-month term', () => {
    expect(monthlyPayment({ principal: 1_000_000, ratePercentUnits: 120_000, termMonths: 1 })).toBe(
      1_010_000,
    );
  });

  it('rejects terms outside the supported ranges', () => {
    const ok = { principal: 100_000, ratePercentUnits: 65_000, termMonths: 360 };
    for (const bad of [
      { ...ok, principal: 0 },
      { ...ok, principal: 1.5 },
      { ...ok, principal: 1e12 },
      { ...ok, ratePercentUnits: -1 },
      { ...ok, ratePercentUnits: 500_001 },
      { ...ok, ratePercentUnits: 6.5 },
      { ...ok, termMonths: 0 },
      { ...ok, termMonths: 1201 },
      { ...ok, termMonths: Number.NaN },
    ]) {
      expect(() => monthlyPayment(bad)).toThrow(RangeError);
    }
  });

  it('float evaluation rounds exactly like the exact rational formula', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 480 }),
        (p, u, n) => {
          return nearestCentPayment(p, u, n) === exactMonthlyPayment(p, u, n);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('exact formula agrees with the independent reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 120 }),
        (p, u, n) => {
          expect(exactMonthlyPayment(p, u, n)).toBe(referencePayment(p, u, n));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds payments that are exactly x.5 cents up (one-month terms hit ties often)', () => {
    // Over one month the payment is P·(1 + r) exactly: 60 cents at 10% is 60.5 cents.
    expect(monthlyPayment({ principal: 60, ratePercentUnits: 100_000, termMonths: 1 })).toBe(61);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_000_000 }), (k) => {
        const principal = 120 * k + 60; // × 10% / 12 = k + 0.5 cents of interest
        expect(nearestCentPayment(principal, 100_000, 1)).toBe(principal + k + 1);
        expect(paymentUnchecked(principal, 100_000, 1)).toBe(principal + k + 1);
      }),
    );
  });

  it('follows the rule of decision 130 like the independent BigInt reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 120 }),
        (p, u, n) => {
          expect(paymentUnchecked(p, u, n)).toBe(referencePolicyPayment(p, u, n));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds up only when the last payment would be more than twice the regular one', () => {
    // Issue 11: 10,000 at 24% over 50 years. The nearest cent, 200.00, is exactly the first month's
    // interest: it never repays anything, and the last payment would be the whole 10,000 and more.
    const terms = { principal: 1_000_000, ratePercentUnits: 240_000, termMonths: 600 };
    expect(nearestCentPayment(terms.principal, terms.ratePercentUnits, terms.termMonths)).toBe(20_000);
    expect(lastPaymentAt(terms.principal, terms.ratePercentUnits, terms.termMonths, 20_000)).toBe(
      Number.POSITIVE_INFINITY,
    );
    // 200.01 is the smallest cent that avoids it: the loan is repaid in 505 payments, the last 45.52.
    expect(paymentQuote(terms)).toEqual({ payment: 20_001, roundedUp: true });
    const s = amortizationSchedule({ ...terms, startDate: '2026-01-01' });
    expect(s.paymentRoundedUp).toBe(true);
    expect(s.months).toBe(505);
    expect(s.rows.at(-1)).toMatchObject({ payment: 4_552, balance: 0 });
    // A zero-rate cent over fifty years rounds to nothing: one cent, paid at once.
    expect(paymentQuote({ principal: 1, ratePercentUnits: 0, termMonths: 600 })).toEqual({
      payment: 1,
      roundedUp: true,
    });
  });

  it('the rounded-up payment is the least cent whose last payment is within twice it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 50 }).map((years) => years * 12),
        (p, u, n) => {
          const { payment, roundedUp } = paymentQuote({ principal: p, ratePercentUnits: u, termMonths: n });
          const nearest = nearestCentPayment(p, u, n);
          expect(lastPaymentAt(p, u, n, payment)).toBeLessThanOrEqual(2 * payment);
          expect(roundedUp).toBe(payment !== nearest);
          if (roundedUp) {
            expect(payment).toBeGreaterThan(nearest);
            expect(lastPaymentAt(p, u, n, payment - 1)).toBeGreaterThan(2 * (payment - 1));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
