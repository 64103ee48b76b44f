import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestCentPayment, paymentQuote } from './payment';
import { amortizationSchedule } from './schedule';
import type { LoanTerms } from './types';

// Decision 130: every loan within the product's bounds (principal up to the maximum, 0–50 %, 1–50
// years) has a payment, the annuity rounded to the nearest cent unless that would leave a last payment
// of more than twice it. Whatever the terms, the schedule amortises to exactly zero within the term,
// every payment repays principal, interest is never negative, and the last payment is at most twice
// the regular one.

const terms: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.oneof(
    fc.integer({ min: 1, max: 999_999_999_999 }),
    fc.integer({ min: 100_000, max: 100_000_000 }),
    fc.integer({ min: 1, max: 100_000 }),
  ),
  ratePercentUnits: fc.oneof(
    fc.integer({ min: 0, max: 500_000 }),
    fc.constant(0),
    fc.integer({ min: 20_000, max: 120_000 }),
    fc.integer({ min: 200_000, max: 500_000 }),
  ),
  termMonths: fc.integer({ min: 1, max: 50 }).map((years) => years * 12),
});

describe('payment rounding (decision 130)', () => {
  it('every loan amortises to exactly zero, its last payment at most twice the regular one', () => {
    let roundedUp = 0;
    fc.assert(
      fc.property(terms, (t) => {
        const quote = paymentQuote(t);
        if (quote.roundedUp) roundedUp++;
        const s = amortizationSchedule({ ...t, startDate: '2024-03-31' });
        expect(s.monthlyPayment).toBe(quote.payment);
        expect(s.paymentRoundedUp).toBe(quote.roundedUp);
        expect(s.months).toBeLessThanOrEqual(t.termMonths);
        expect(s.rows).toHaveLength(s.months);
        expect(s.rows.every((r) => r.principal > 0 && r.interest >= 0)).toBe(true);
        expect(s.rows.slice(0, -1).every((r) => r.payment === quote.payment)).toBe(true);
        const last = s.rows.at(-1)!;
        expect(last.balance).toBe(0);
        expect(last.payment).toBeLessThanOrEqual(2 * quote.payment);
        expect(s.totalPaid).toBe(t.principal + s.totalInterest);
        // The nearest cent unless the 2× rule needed more; never less.
        const nearest = nearestCentPayment(t.principal, t.ratePercentUnits, t.termMonths);
        expect(quote.payment === nearest).toBe(!quote.roundedUp);
        expect(quote.payment).toBeGreaterThanOrEqual(nearest);
      }),
      { numRuns: 400 },
    );
    // The generator reaches the rounded-up case (long terms at high rates, tiny principals).
    expect(roundedUp).toBeGreaterThan(0);
  });

  it('every everyday loan (10,000 or more, up to 15 %, up to 30 years) pays the published cent over its whole term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 1, max: 30 }),
        (principal, ratePercentUnits, years) => {
          const t = { principal, ratePercentUnits, termMonths: years * 12 };
          expect(paymentQuote(t).roundedUp).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('100,000 at 8 % over 30 years: 733.76, the last payment 740.63, as lenders quote it', () => {
    const t = { principal: 10_000_000, ratePercentUnits: 80_000, termMonths: 360 };
    const s = amortizationSchedule({ ...t, startDate: '2024-01-01' });
    expect(s.monthlyPayment).toBe(73_376);
    expect(s.months).toBe(360);
    expect(s.totalInterest).toBe(16_416_047);
    expect(s.rows.at(-1)?.payment).toBe(74_063);
  });
});
