// An exchange rate, held exactly: "1 BASE = rate QUOTE" as a decimal of up to 12 significant digits,
// kept as coefficient / 10^scale in bigint (1.0842 is 10842 / 10^4). A float never holds a rate.

export const RATE_MAX_SIGNIFICANT_DIGITS = 12;
/** Digits after the point a stored rate may have (the column is numeric(30,18)). */
export const RATE_MAX_DECIMALS = 18;
/** Digits before the point a stored rate may have. */
export const RATE_MAX_INTEGER_DIGITS = 12;

export interface Rate {
  /** Positive; no trailing zero when scale > 0 (the canonical form). */
  readonly coefficient: bigint;
  /** The value is coefficient / 10^scale. */
  readonly scale: number;
}

export const RATE_ERRORS = {
  format: 'Enter a rate like 1.0842',
  positive: 'The rate must be more than zero',
  digits: `At most ${RATE_MAX_SIGNIFICANT_DIGITS} significant digits`,
  tooSmall: `At most ${RATE_MAX_DECIMALS} decimal places`,
  tooLarge: `At most ${RATE_MAX_INTEGER_DIGITS} digits before the decimal point`,
} as const;

export type ParseRateResult = { ok: true; rate: Rate } | { ok: false; error: string };

const RATE_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Significant digits of a positive integer, trailing zeros not counted ("1200" has 2). */
function significantDigits(value: bigint): number {
  return value.toString().replace(/0+$/, '').length;
}

/** Parses a decimal rate string ("1.0842", "0.00645", "157.3"); no sign, no exponent, no grouping. */
export function parseRate(input: string): ParseRateResult {
  const match = RATE_PATTERN.exec(input.trim());
  if (!match) return { ok: false, error: RATE_ERRORS.format };
  const [, sign = '', whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  const coefficient = BigInt(whole + fraction);
  if (sign === '-' || coefficient === 0n) return { ok: false, error: RATE_ERRORS.positive };
  if (whole.replace(/^0+/, '').length > RATE_MAX_INTEGER_DIGITS)
    return { ok: false, error: RATE_ERRORS.tooLarge };
  if (significantDigits(coefficient) > RATE_MAX_SIGNIFICANT_DIGITS)
    return { ok: false, error: RATE_ERRORS.digits };
  if (fraction.length > RATE_MAX_DECIMALS) return { ok: false, error: RATE_ERRORS.tooSmall };
  return { ok: true, rate: { coefficient, scale: fraction.length } };
}

/** Parses a rate known to be valid (a stored one); throws when it is not. */
export function rateOf(text: string): Rate {
  const parsed = parseRate(text);
  if (!parsed.ok) throw new RangeError(`Not a rate: ${text} (${parsed.error})`);
  return parsed.rate;
}

/** The canonical decimal string: no trailing zeros, no exponent ("1.0842", "157.3", "100"). */
export function formatRate(rate: Rate): string {
  const text = rate.coefficient.toString();
  if (rate.scale === 0) return text;
  const padded = text.padStart(rate.scale + 1, '0');
  return `${padded.slice(0, -rate.scale)}.${padded.slice(-rate.scale)}`;
}

/** Whether two rates are the same number. */
export function sameRate(a: Rate, b: Rate): boolean {
  return a.coefficient === b.coefficient && a.scale === b.scale;
}

/** Orders two rates by value, exactly. */
export function compareRates(a: Rate, b: Rate): number {
  const left = a.coefficient * 10n ** BigInt(b.scale);
  const right = b.coefficient * 10n ** BigInt(a.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
