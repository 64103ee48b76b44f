import { divideRoundHalfAwayFromZero } from '../money';
import { MONTHLY_RATE_DENOMINATOR, monthlyInterest } from './interest';
import { assertLoanTerms, type Cents, type LoanTerms } from './types';

/** The regular payment and whether it had to be rounded up past the nearest cent (decision 130). */
export interface PaymentQuote {
  payment: Cents;
  /** True when the nearest cent would make the last payment more than twice the regular one. */
  roundedUp: boolean;
}

/**
 * The regular monthly payment (decision 130): the annuity P·r / (1 − (1+r)^−n), r = annual rate / 12,
 * rounded half up to the cent, as lenders quote it; the last payment absorbs the rounding. A zero rate
 * gives principal / months, rounded the same way.
 */
export function monthlyPayment(terms: LoanTerms): Cents {
  return paymentQuote(terms).payment;
}

/** The payment with the fact of its rounding, for views that must say when it was rounded up. */
export function paymentQuote(terms: LoanTerms): PaymentQuote {
  assertLoanTerms(terms);
  return quoteUnchecked(terms.principal, terms.ratePercentUnits, terms.termMonths);
}

/**
 * The last payment of the level schedule at `payment`: what is left on the final due date with that
 * period's interest, or, when the payment settles the balance sooner, that smaller settling payment.
 * Infinity when a payment repays no principal (the balance would never fall).
 */
export function lastPaymentAt(principal: Cents, rateUnits: number, months: number, payment: Cents): number {
  let balance = principal;
  for (let period = 1; period <= months; period++) {
    const interest = monthlyInterest(balance, rateUnits);
    if (period === months || payment - interest >= balance) return balance + interest;
    const repaid = payment - interest;
    if (repaid <= 0) return Number.POSITIVE_INFINITY;
    balance -= repaid;
  }
  return balance;
}

/** The last payment may be at most twice the regular one (decision 130). */
function lastWithinTwice(principal: Cents, rateUnits: number, months: number, payment: Cents): boolean {
  return lastPaymentAt(principal, rateUnits, months, payment) <= 2 * payment;
}

const quotes = new Map<string, PaymentQuote>();
const CACHE_LIMIT = 4096;

/**
 * The payment of decision 130 for terms already validated (schedules call this for every run): the
 * nearest cent, unless its last payment would exceed twice it; then the least cent whose last payment
 * does not. "Too much left for the last payment" only grows as the payment shrinks (every balance is
 * monotone in it), so the least such cent is found by bisection.
 */
export function quoteUnchecked(principal: Cents, rateUnits: number, months: number): PaymentQuote {
  const key = `${principal}:${rateUnits}:${months}`;
  const cached = quotes.get(key);
  if (cached !== undefined) return cached;
  const nearest = nearestCentPayment(principal, rateUnits, months);
  let quote: PaymentQuote = { payment: nearest, roundedUp: false };
  if (!lastWithinTwice(principal, rateUnits, months, nearest)) {
    // This payment repays at least ceil(P/n) of principal every period (interest only falls), so the
    // loan is settled within the term and its last payment is at most the regular one.
    let high = monthlyInterest(principal, rateUnits) + Math.ceil(principal / months);
    let low = nearest; // known too small
    while (high - low > 1) {
      const middle = low + Math.floor((high - low) / 2);
      if (lastWithinTwice(principal, rateUnits, months, middle)) high = middle;
      else low = middle;
    }
    quote = { payment: high, roundedUp: true };
  }
  if (quotes.size >= CACHE_LIMIT) quotes.clear();
  quotes.set(key, quote);
  return quote;
}

/** The regular payment for terms already validated. */
export function paymentUnchecked(principal: Cents, rateUnits: number, months: number): Cents {
  return quoteUnchecked(principal, rateUnits, months).payment;
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
  return Number(divideRoundHalfAwayFromZero(numerator, denominator));
}

/** A positive amount over a count, half up to the cent (half up and half away from zero agree here). */
function divideRoundHalfUp(numerator: Cents, denominator: number): Cents {
  return Number(divideRoundHalfAwayFromZero(BigInt(numerator), BigInt(denominator)));
}
