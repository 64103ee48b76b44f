import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyInterest } from './interest';
import { referenceInterest } from './test-reference';

describe('monthlyInterest', () => {
  it.each([
    [40_000_000, 65_000, 216_667], // 400,000.00 at 6.5%: 2,166.666… -> 2,166.67
    [20_000_000, 40_000, 66_667],
    [100, 60_000, 1], // 0.5 cent rounds up
    [60, 100_000, 1], // exactly half a cent
    [59, 100_000, 0],
    [0, 500_000, 0],
    [999_999_999_999, 500_000, 41_666_666_667], // 10^12 cents at 50%: above 2^53 before division
    [999_999_999_999, 0, 0],
  ])('%i cents at %i units -> %i', (balance, units, interest) => {
    expect(monthlyInterest(balance, units)).toBe(interest);
    expect(referenceInterest(balance, units)).toBe(interest);
  });

  it('matches exact BigInt arithmetic where the product fits in 2^52', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_000_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (b, u) => {
          expect(b * u).toBeLessThanOrEqual(2 ** 52);
          expect(monthlyInterest(b, u)).toBe(referenceInterest(b, u));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('matches exact BigInt arithmetic on the split path (product above 2^52)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_000_000, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 450_360, max: 500_000 }),
        (b, u) => {
          return b * u > 2 ** 52 && monthlyInterest(b, u) === referenceInterest(b, u);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rounds exact half cents up on both paths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (k) => {
        // balance × 100000 = (k + 0.5) × 12·10^6  <=>  balance = 120k + 60
        const balance = 120 * k + 60;
        return monthlyInterest(balance, 100_000) === k + 1 && referenceInterest(balance, 100_000) === k + 1;
      }),
    );
  });
});
