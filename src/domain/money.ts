// Exact money. In code an amount is integer cents in a JS number that is always a safe integer; at the
// API and in the database it is a decimal string with two places. Floats never hold a stored amount.

/** Integer cents; always a safe integer. */
export type Cents = number;

/** numeric(15,2) has 13 integer digits, and 13 digits plus 2 decimals still fit a safe integer. */
export const MAX_INTEGER_DIGITS = 13;
/** Integer digits of the precisions the product stores: numeric(15,2), (12,2) and (10,2). */
export const INTEGER_DIGITS = { budget: 13, loan: 10, payment: 8 } as const;

export type ParseMoneyResult = { ok: true; cents: Cents } | { ok: false; error: string };

export interface ParseMoneyOptions {
  /** Most digits allowed before the decimal point (1 to 13); default 13. */
  integerDigits?: number;
  /** Whether a leading '-' is accepted; default false. */
  allowNegative?: boolean;
}

export const MONEY_ERRORS = {
  format: 'Enter an amount like 1234.56',
  decimals: 'At most 2 decimal places',
  tooLarge: 'Amount is too large',
  negative: 'Amount cannot be negative',
} as const;

// Digits before the point are required, so '.5', '12.' and a lone '.' are all refused.
const MONEY_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertCents(value: number, label = 'Cents'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a safe integer, got ${value}`);
}

/** Turns a bigint back into cents, refusing anything a number cannot hold exactly. */
function centsFromBigInt(value: bigint): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount leaves the safe-integer range: ${value} cents`);
  }
  // `+ 0` turns a negative zero into zero so formatting never shows "-0.00".
  return Number(value) + 0;
}

/** Parses a user- or API-supplied decimal string into cents, with a message fit to show when it fails. */
export function parseMoney(input: string, options: ParseMoneyOptions = {}): ParseMoneyResult {
  const integerDigits = options.integerDigits ?? MAX_INTEGER_DIGITS;
  if (!Number.isInteger(integerDigits) || integerDigits < 1 || integerDigits > MAX_INTEGER_DIGITS) {
    throw new RangeError(`integerDigits must be an integer from 1 to ${MAX_INTEGER_DIGITS}`);
  }
  const match = MONEY_PATTERN.exec(input.trim());
  if (!match) return { ok: false, error: MONEY_ERRORS.format };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, error: MONEY_ERRORS.decimals };
  // Leading zeros ("007.50") do not count against the precision.
  if (whole.replace(/^0+(?=\d)/, '').length > integerDigits)
    return { ok: false, error: MONEY_ERRORS.tooLarge };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' && cents !== 0 && !options.allowNegative)
    return { ok: false, error: MONEY_ERRORS.negative };
  return { ok: true, cents: sign === '-' && cents !== 0 ? -cents : cents };
}

/** Exact decimal string with two places: the API and database representation. */
export function formatMoney(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** US-dollar display text, en-US grouping: "$1,234.56", "-$1,234.56"; decimals 0 rounds half away from zero. */
export function formatUsd(cents: Cents, options: { decimals?: 0 | 2 } = {}): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  let text: string;
  let isZero: boolean;
  if (options.decimals === 0) {
    const dollars = Math.floor(magnitude / 100) + (magnitude % 100 >= 50 ? 1 : 0);
    text = groupThousands(String(dollars));
    isZero = dollars === 0;
  } else {
    const fraction = String(magnitude % 100).padStart(2, '0');
    text = `${groupThousands(String(Math.floor(magnitude / 100)))}.${fraction}`;
    isZero = magnitude === 0;
  }
  // A negative amount that rounds to zero shows as "$0", not "-$0".
  return `${cents < 0 && !isZero ? '-' : ''}$${text}`;
}

/** Sums cents exactly; throws RangeError when an input or the result is not a safe integer. */
export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
    // A partial sum outside the safe range may already be inexact: redo the whole sum in bigint.
    if (!Number.isSafeInteger(total)) {
      return centsFromBigInt(values.reduce((acc, v) => acc + BigInt(v), 0n));
    }
  }
  return total + 0;
}

export function addCents(...values: Cents[]): Cents {
  return sumCents(values);
}

export function subtractCents(minuend: Cents, subtrahend: Cents): Cents {
  assertCents(subtrahend);
  return sumCents([minuend, -subtrahend]);
}

function toBigInt(value: bigint | number, label: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** Divides rounding half away from zero, exactly. */
export function divideRoundHalfAwayFromZero(dividend: bigint, divisor: bigint): bigint {
  if (divisor === 0n) throw new RangeError('Division by zero');
  const negative = dividend < 0n !== divisor < 0n;
  const n = dividend < 0n ? -dividend : dividend;
  const d = divisor < 0n ? -divisor : divisor;
  const magnitude = (2n * n + d) / (2n * d);
  return negative ? -magnitude : magnitude;
}

/**
 * cents × numerator / denominator, rounded half away from zero to the cent (e.g. interest at 6.125% a
 * year for one month is multiplyCentsByRatio(balance, 6125n, 1_200_000n)). 'half-up' is the only
 * rounding and means half away from zero, as lenders round.
 */
export function multiplyCentsByRatio(
  cents: Cents,
  numerator: bigint | number,
  denominator: bigint | number,
  _rounding: 'half-up' = 'half-up',
): Cents {
  assertCents(cents);
  const product = BigInt(cents) * toBigInt(numerator, 'numerator');
  return centsFromBigInt(divideRoundHalfAwayFromZero(product, toBigInt(denominator, 'denominator')));
}

/** Writes a finite non-negative number as plain decimal digits (no exponent), using its shortest form. */
function plainDecimal(value: number): { whole: string; fraction: string } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Not a plain number: ${value}`);
  const [, intDigits = '', fracDigits = '', exponent = '0'] = match;
  const digits = intDigits + fracDigits;
  const point = intDigits.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * Rounds a JS number of dollars to cents, half away from zero, reading the number as its shortest decimal
 * form (so a typed 1.005 becomes 101 cents). Only for display-only calculators fed by number inputs:
 * a stored amount must never come through here; parse its string with parseMoney instead.
 */
export function centsFromNumber(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  const { whole, fraction } = plainDecimal(Math.abs(dollars));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  return centsFromBigInt(dollars < 0 ? -magnitude : magnitude);
}
