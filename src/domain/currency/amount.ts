import { type CurrencyCode, minorUnitsOf } from './codes';

// Amounts in a currency's own minor unit (docs/decisions/142): 1234.5 JPY does not exist, 12.345 BHD
// is 12345 fils. In code an amount is an integer of minor units; at the API a decimal string with
// exactly the currency's decimals. Parsing and formatting go through bigint, so they are exact.

/** An integer count of a currency's minor units (cents, yen, fils); always a safe integer. */
export type MinorUnits = number;

export const AMOUNT_ERRORS = {
  format: 'Enter an amount like 1234.56',
  decimals: (digits: number) =>
    digits === 0 ? 'This currency has no decimal places' : `At most ${digits} decimal places`,
  tooLarge: 'Amount is too large',
  negative: 'Amount cannot be negative',
} as const;

export type ParseAmountResult = { ok: true; minor: MinorUnits } | { ok: false; error: string };

const AMOUNT_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Parses "1234.56" in a currency into minor units; at most the currency's decimals, no exponent. */
export function parseAmount(
  input: string,
  currency: CurrencyCode,
  options: { allowNegative?: boolean } = {},
): ParseAmountResult {
  const digits = minorUnitsOf(currency);
  const match = AMOUNT_PATTERN.exec(input.trim());
  if (!match) return { ok: false, error: AMOUNT_ERRORS.format };
  const [, sign = '', whole = '', fraction = ''] = match;
  // Trailing zeros never change the value: "100.00" JPY is 100 yen.
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return { ok: false, error: AMOUNT_ERRORS.decimals(digits) };
  const magnitude = BigInt(whole) * 10n ** BigInt(digits) + BigInt(significant.padEnd(digits, '0') || '0');
  if (magnitude > MAX_SAFE) return { ok: false, error: AMOUNT_ERRORS.tooLarge };
  if (sign === '-' && magnitude !== 0n && !options.allowNegative) {
    return { ok: false, error: AMOUNT_ERRORS.negative };
  }
  const minor = Number(magnitude);
  return { ok: true, minor: sign === '-' && minor !== 0 ? -minor : minor };
}

function toBigInt(amount: MinorUnits | bigint): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`Minor units must be a safe integer, got ${amount}`);
  return BigInt(amount);
}

/** The exact decimal string with the currency's decimals: 123456 USD -> "1234.56", 1234 JPY -> "1234". */
export function formatAmount(amount: MinorUnits | bigint, currency: CurrencyCode): string {
  const digits = minorUnitsOf(currency);
  const value = toBigInt(amount);
  const negative = value < 0n;
  const text = (negative ? -value : value).toString();
  if (digits === 0) return `${negative ? '-' : ''}${text}`;
  const padded = text.padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * Display text through Intl.NumberFormat with the currency ("€1,234.56", "¥1,234", "BHD 1.234"),
 * always with the currency's ISO decimals. The exact decimal string is formatted, never a float.
 */
export function formatAmountForDisplay(
  amount: MinorUnits | bigint,
  currency: CurrencyCode,
  locale = 'en-US',
): string {
  const digits = minorUnitsOf(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl.NumberFormat formats a decimal string exactly (ES2023); the cast names that overload.
  return format.format(formatAmount(amount, currency) as unknown as number);
}
