import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfEven } from './rounding';

describe('divideRoundHalfEven', () => {
  it.each([
    [5n, 2n, 2n], // 2.5 -> 2
    [7n, 2n, 4n], // 3.5 -> 4
    [-5n, 2n, -2n],
    [-7n, 2n, -4n],
    [5n, -2n, -2n],
    [25n, 10n, 2n],
    [35n, 10n, 4n],
    [26n, 10n, 3n],
    [24n, 10n, 2n],
    [-26n, 10n, -3n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [0n, 7n, 0n],
    [10n ** 40n + 5n, 10n, 10n ** 39n],
  ])('%d / %d -> %d', (n, d, q) => {
    expect(divideRoundHalfEven(n, d)).toBe(q);
  });

  it('refuses division by zero', () => {
    expect(() => divideRoundHalfEven(1n, 0n)).toThrow(RangeError);
  });

  it('is within half of the exact quotient, even on a tie, and odd under negation', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (n, d) => {
          const q = divideRoundHalfEven(n, d);
          const error = 2n * (n - q * d); // twice the remainder against q
          expect(error <= d && error >= -d).toBe(true);
          if (error === d || error === -d) expect(q % 2n).toBe(0n);
          expect(divideRoundHalfEven(-n, d)).toBe(-q);
        },
      ),
    );
  });
});
