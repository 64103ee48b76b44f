import type { MinorUnits } from './amount';
import { type CurrencyCode, minorUnitsOf } from './codes';
import {
  formatRate,
  parseRate,
  RATE_MAX_DECIMALS,
  RATE_MAX_INTEGER_DIGITS,
  RATE_MAX_SIGNIFICANT_DIGITS,
  type Rate,
} from './rate';
import { divideRoundHalfEven } from './rounding';

// Converting an amount between currencies (docs/decisions/142): the exact product of the amount and the
// rate (or the quotient, for the inverse direction), rounded once, half-even, to the target currency's
// minor unit. Never through a float, and never through a rounded inverse rate.

/** "1 base = rate quote" on a date; either direction of the pair converts with it. */
export interface PairRate {
  readonly base: CurrencyCode;
  readonly quote: CurrencyCode;
  readonly rate: Rate;
}

/** Converts exactly, for amounts beyond the safe-integer range. */
export function convertMinorUnitsExact(
  amount: bigint,
  from: CurrencyCode,
  to: CurrencyCode,
  pair: PairRate,
): bigint {
  const fromDigits = BigInt(minorUnitsOf(from));
  const toDigits = BigInt(minorUnitsOf(to));
  if (from === to) return amount;
  const { coefficient, scale } = pair.rate;
  const rateScale = 10n ** BigInt(scale);
  // target = amount / 10^fromDigits * rate * 10^toDigits, with rate = coefficient / 10^scale.
  if (from === pair.base && to === pair.quote) {
    return divideRoundHalfEven(amount * coefficient * 10n ** toDigits, rateScale * 10n ** fromDigits);
  }
  if (from === pair.quote && to === pair.base) {
    return divideRoundHalfEven(amount * rateScale * 10n ** toDigits, coefficient * 10n ** fromDigits);
  }
  throw new RangeError(`A ${pair.base}/${pair.quote} rate cannot convert ${from} to ${to}`);
}

/** Converts minor units of `from` into minor units of `to`, half-even; throws past the safe range. */
export function convertMinorUnits(
  amount: MinorUnits,
  from: CurrencyCode,
  to: CurrencyCode,
  pair: PairRate,
): MinorUnits {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`Minor units must be a safe integer, got ${amount}`);
  const result = convertMinorUnitsExact(BigInt(amount), from, to, pair);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`The converted amount leaves the safe-integer range: ${result}`);
  }
  // `+ 0` turns a negative zero into zero.
  return Number(result) + 0;
}

/**
 * The rate two amounts imply ("sent 100.00 EUR, received 108.42 USD" is 1.0842), as 1 `from` = r `to`,
 * rounded half-even to 12 significant digits: what a cross-currency transfer records.
 */
export function impliedRate(
  sent: MinorUnits,
  from: CurrencyCode,
  received: MinorUnits,
  to: CurrencyCode,
): Rate {
  if (!Number.isSafeInteger(sent) || !Number.isSafeInteger(received) || sent <= 0 || received <= 0) {
    throw new RangeError('Both amounts must be positive safe integers');
  }
  // value = (received / 10^toDigits) / (sent / 10^fromDigits) = numerator / denominator.
  const numerator = BigInt(received) * 10n ** BigInt(minorUnitsOf(from));
  const denominator = BigInt(sent) * 10n ** BigInt(minorUnitsOf(to));
  return rateFromFraction(numerator, denominator);
}

/**
 * numerator / denominator (both positive) as a storable rate: 12 significant digits, half-even, and
 * at most 18 decimals. Throws when the value is past what a rate may be (13+ integer digits, or below
 * 10^-18).
 */
export function rateFromFraction(numerator: bigint, denominator: bigint): Rate {
  if (numerator <= 0n || denominator <= 0n) throw new RangeError('A rate is positive');
  let scale: number;
  if (numerator < denominator) {
    // Zeros between the point and the first significant digit.
    let zeros = 0;
    let scaled = numerator * 10n;
    while (scaled < denominator) {
      zeros += 1;
      scaled *= 10n;
    }
    scale = Math.min(zeros + RATE_MAX_SIGNIFICANT_DIGITS, RATE_MAX_DECIMALS);
  } else {
    const integerDigits = (numerator / denominator).toString().length;
    if (integerDigits > RATE_MAX_INTEGER_DIGITS) throw new RangeError('The rate is too large to store');
    scale = RATE_MAX_SIGNIFICANT_DIGITS - integerDigits;
  }
  let coefficient = divideRoundHalfEven(numerator * 10n ** BigInt(scale), denominator);
  if (coefficient === 0n) throw new RangeError('The rate is too small to store');
  while (scale > 0 && coefficient % 10n === 0n) {
    coefficient /= 10n;
    scale -= 1;
  }
  const rate = { coefficient, scale };
  // Rounding up can carry into a 13th integer digit (999999999999.6 -> 1000000000000).
  if (!parseRate(formatRate(rate)).ok) throw new RangeError('The rate is too large to store');
  return rate;
}
