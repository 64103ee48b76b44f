import { MONTHLY_RATE_DENOMINATOR } from './interest';
import { assertLoanTerms, type Cents, type LoanTerms } from './types';

/**
 * The regular monthly payment P·r / (1 − (1+r)^−n), r = annual rate / 12, rounded half up to the
 * cent; a zero rate gives principal / months. The formula is evaluated in floating point (with
 * log1p/expm1, accurate to a few ulps for every allowed input), and only when the result lies so close
 * to a half cent that the float could round the wrong way is it recomputed exactly with BigInt.
 */
export function monthlyPayment(terms: LoanTerms): Cents {
  assertLoanTerms(terms);
  return paymentUnchecked(terms.principal, terms.ratePercentUnits, terms.termMonths);
}

/** Relative error bound used to detect near-ties: ~30 ulps, several times the worst case analysed. */
const TIE_TOLERANCE = 7e-15;

export function paymentUnchecked(principal: Cents, rateUnits: number, months: number): Cents {
  if (rateUnits === 0) return divideRoundHalfUp(principal, months);
  const r = rateUnits / MONTHLY_RATE_DENOMINATOR;
  // 1 − (1+r)^−n as −expm1(−n·log1p(r)): no cancellation for tiny rates, relative error ≤ a few ulps.
  const value = (principal * r) / -Math.expm1(-months * Math.log1p(r));
  const floor = Math.floor(value);
  const distanceFromHalf = Math.abs(value - floor - 0.5);
  if (distanceFromHalf <= value * TIE_TOLERANCE + 1e-9) {
    return exactMonthlyPayment(principal, rateUnits, months);
  }
  return value - floor > 0.5 ? floor + 1 : floor;
}

/**
 * The payment computed as an exact rational: with D = 12·10^6 and N = D + units,
 * P·r·(1+r)^n / ((1+r)^n − 1) = P·units·N^n / (D·(N^n − D^n)), rounded half up.
 */
export function exactMonthlyPayment(principal: Cents, rateUnits: number, months: number): Cents {
  if (rateUnits === 0) return divideRoundHalfUp(principal, months);
  const d = BigInt(MONTHLY_RATE_DENOMINATOR);
  const n = BigInt(months);
  const dn = d ** n;
  const nn = (d + BigInt(rateUnits)) ** n;
  const numerator = BigInt(principal) * BigInt(rateUnits) * nn;
  const denominator = d * (nn - dn);
  const quotient = numerator / denominator;
  const remainder = numerator - quotient * denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

function divideRoundHalfUp(numerator: number, denominator: number): number {
  const rem = numerator % denominator;
  const q = (numerator - rem) / denominator;
  return rem * 2 >= denominator ? q + 1 : q;
}
