import type { Cents } from './types';

/** 12 months × 100 (percent) × 10000 (units per percent): monthly interest = balance × units / this. */
export const MONTHLY_RATE_DENOMINATOR = 12_000_000;

const D = MONTHLY_RATE_DENOMINATOR;
/** Products up to 2^52 keep the quotient estimate and q × D below 2^53, so every step below is exact. */
const EXACT_PRODUCT_LIMIT = 2 ** 52;

/** round(p / D) half up for an integer 0 ≤ p ≤ 2^52, without the slow floating-point `%`. */
function divideByDenominator(p: number): number {
  let q = Math.floor(p / D);
  let rem = p - q * D;
  // The float quotient can be off by one near an integer; the exact remainder tells us.
  if (rem < 0) {
    q -= 1;
    rem += D;
  } else if (rem >= D) {
    q += 1;
    rem -= D;
  }
  return rem * 2 >= D ? q + 1 : q;
}

/**
 * One month's interest on `balance` at `rateUnits`, rounded half up to the cent, exactly.
 *
 * balance × units can pass 2^53 (10^12 × 5·10^5). Below 2^52 the product is exact in a double and is
 * divided directly; above, the balance is split as a·D + b so interest = a·units + round(b·units / D),
 * where b·units < 1.2·10^7 × units stays exact. No BigInt, no rounding error, for any safe balance and
 * any rate up to 375 000% (units < 3.75·10^8).
 */
export function monthlyInterest(balance: Cents, rateUnits: number): Cents {
  const p = balance * rateUnits;
  if (p <= EXACT_PRODUCT_LIMIT) return divideByDenominator(p);
  let a = Math.floor(balance / D);
  let b = balance - a * D;
  if (b < 0) {
    a -= 1;
    b += D;
  }
  return a * rateUnits + divideByDenominator(b * rateUnits);
}
