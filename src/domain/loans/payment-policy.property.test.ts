import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTHLY_RATE_DENOMINATOR } from './interest';
import { monthlyPayment, repaysEvenly } from './payment';
import { amortizationSchedule } from './schedule';
import type { LoanTerms } from './types';

// Issue 11 item 10 and decision 037: every loan the product accepts repays evenly. Over every accepted
// rate (0–50 %) and term (1–50 years): the balance lasts the whole term, every payment repays
// principal, the final payment is at most the regular one plus a cent per period, and rounding never
// costs the borrower more than a cent per period of interest against the exact annuity.

const D = BigInt(MONTHLY_RATE_DENOMINATOR);

/** Whether `totalInterest` ≤ n × exact payment − principal + n cents, decided exactly in BigInt. */
function withinACentPerPeriod(terms: LoanTerms, totalInterest: number): boolean {
  const { principal, ratePercentUnits: u, termMonths: n } = terms;
  const slack = BigInt(totalInterest + principal - n); // n × exact payment must be at least this
  if (u === 0) return slack <= BigInt(principal);
  const growth = (D + BigInt(u)) ** BigInt(n);
  const scale = D ** BigInt(n);
  // n × P·u·N^n / (D·(N^n − D^n)) ≥ slack
  return BigInt(n) * BigInt(principal) * BigInt(u) * growth >= slack * D * (growth - scale);
}

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
  ),
  termMonths: fc.integer({ min: 1, max: 50 }).map((years) => years * 12),
});

describe('payment rounding policy (decision 037)', () => {
  it('every accepted loan repays evenly, within a cent per period', () => {
    let accepted = 0;
    fc.assert(
      fc.property(terms, (t) => {
        fc.pre(repaysEvenly(t));
        accepted++;
        const s = amortizationSchedule({ ...t, startDate: '2024-03-31' });
        const payment = monthlyPayment(t);
        expect(s.monthlyPayment).toBe(payment);
        expect(s.months).toBe(t.termMonths);
        expect(s.rows.every((r) => r.principal > 0)).toBe(true);
        const last = s.rows.at(-1)!;
        expect(last.balance).toBe(0);
        expect(last.payment).toBeLessThanOrEqual(payment + t.termMonths);
        expect(withinACentPerPeriod(t, s.totalInterest)).toBe(true);
      }),
      { numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(200);
  });

  it('accepts every everyday loan: 10,000 or more, up to 15 %, up to 30 years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 1, max: 30 }),
        (principal, ratePercentUnits, years) => {
          expect(repaysEvenly({ principal, ratePercentUnits, termMonths: years * 12 })).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a loan whose cent-rounded payment only pays interest (issue 11: 10,000 at 24 % over 50 years)', () => {
    expect(repaysEvenly({ principal: 1_000_000, ratePercentUnits: 240_000, termMonths: 600 })).toBe(false);
  });

  it('the bound is one-sided: 100,000 at 8 % over 30 years has no cent payment within 3.60 both ways', () => {
    // Exact payment 733.7645…, exact total interest 164,155.24. At 733.76 the interest is 164,160.47
    // (5.23 more, last payment 740.63); at 733.77 it is 164,149.32 (5.92 less, last payment 725.89).
    const t = { principal: 10_000_000, ratePercentUnits: 80_000, termMonths: 360 };
    const s = amortizationSchedule({ ...t, startDate: '2024-01-01' });
    expect(s.monthlyPayment).toBe(73_377);
    expect(s.totalInterest).toBe(16_414_932);
    expect(s.rows.at(-1)?.payment).toBe(72_589);
  });
});
