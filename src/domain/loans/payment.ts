import { MONTHLY_RATE_DENOMINATOR, monthlyInterest } from './interest';
import { assertLoanTerms, type Cents, type LoanTerms } from './types';

/**
 * The regular monthly payment (decision 037): the annuity P·r / (1 − (1+r)^−n), r = annual rate / 12,
 * rounded half up to the cent, unless that schedule would not repay evenly; then the least cent above
 * it that does. A zero rate gives principal / months.
 */
export function monthlyPayment(terms: LoanTerms): Cents {
  assertLoanTerms(terms);
  return paymentUnchecked(terms.principal, terms.ratePercentUnits, terms.termMonths);
}

/**
 * Whether the loan's schedule repays evenly with its payment: every payment repays some principal,
 * the balance lasts the whole term, and the final payment is at most the regular one plus a cent per
 * period. The loan payload is refused (400) when it does not.
 */
export function repaysEvenly(terms: LoanTerms): boolean {
  assertLoanTerms(terms);
  const { principal, ratePercentUnits, termMonths } = terms;
  const payment = paymentUnchecked(principal, ratePercentUnits, termMonths);
  return runOut(principal, ratePercentUnits, termMonths, payment) === EVEN;
}

const EVEN = 0;
const TOO_SLOW = 1;
const TOO_FAST = 2;
const STALLS = 3;
type RunOut = typeof EVEN | typeof TOO_SLOW | typeof TOO_FAST | typeof STALLS;
// Candidates tried in order: the nearest cent, up to four cents above it (rounding down left too
// much for the final payment), and one cent below (rounding up paid the loan off early).

/** The level payment's schedule, balance only: how it ends against the even-repayment rule. */
function runOut(principal: Cents, rateUnits: number, months: number, payment: Cents): RunOut {
  let balance = principal;
  for (let period = 1; period <= months; period++) {
    const interest = monthlyInterest(balance, rateUnits);
    const repaid = payment - interest;
    if (period === months) return balance + interest <= payment + months ? EVEN : TOO_SLOW;
    if (repaid >= balance) return TOO_FAST;
    if (repaid <= 0) return STALLS;
    balance -= repaid;
  }
  return EVEN;
}

const chosen = new Map<string, Cents>();
const CACHE_LIMIT = 4096;

/** The payment of the policy above, for terms already validated (schedules call this for every run). */
export function paymentUnchecked(principal: Cents, rateUnits: number, months: number): Cents {
  const key = `${principal}:${rateUnits}:${months}`;
  const cached = chosen.get(key);
  if (cached !== undefined) return cached;
  const nearest = nearestCentPayment(principal, rateUnits, months);
  // Never less than the first month's interest and a cent: a payment must repay something.
  const least = monthlyInterest(principal, rateUnits) + 1;
  const start = Math.max(nearest, least);
  let payment = start;
  for (const candidate of [start, start + 1, start + 2, start + 3, start + 4, nearest - 1]) {
    if (candidate < least) continue;
    if (runOut(principal, rateUnits, months, candidate) === EVEN) {
      payment = candidate;
      break;
    }
  }
  if (chosen.size >= CACHE_LIMIT) chosen.clear();
  chosen.set(key, payment);
  return payment;
}

/** Relative error bound used to detect near-ties: ~30 ulps, several times the worst case analysed. */
const TIE_TOLERANCE = 7e-15;

/** The annuity payment rounded half up to the cent. */
export function nearestCentPayment(principal: Cents, rateUnits: number, months: number): Cents {
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
