// Exact totals of any size. One stored amount fits a safe integer of cents (money.ts), but a total over
// many accounts need not, so totals are kept as bigint cents and formatted back to a decimal string.

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A decimal string with at most 2 places ('-1234.5', '12.34') as bigint cents; null when it is not one. */
export function parseBigCents(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** bigint cents as a decimal string with two places, like formatMoney but of any size. */
export function formatBigCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const fraction = String(magnitude % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${magnitude / 100n}.${fraction}`;
}

/** Like parseBigCents for data the system wrote itself (a SQL sum): a bad value is a bug, so it throws. */
export function mustParseBigCents(text: string): bigint {
  const cents = parseBigCents(text);
  if (cents === null) throw new Error(`Not a decimal amount: ${text}`);
  return cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An API decimal string as US dollars, exact at any size: '1234.5' -> '$1,234.50'; unreadable -> '—'. */
export function formatDecimalUsd(text: string | null | undefined): string {
  const cents = text === null || text === undefined ? null : parseBigCents(text);
  if (cents === null) return '—';
  const [whole = '0', fraction = '00'] = formatBigCents(cents < 0n ? -cents : cents).split('.');
  return `${cents < 0n ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

// An amount the API sends is in its currency's own decimals (decision 142): none for yen, two for
// dollars, three for a Kuwaiti dinar. Arithmetic on such strings is kept in thousandths, so that every
// currency's amounts add up exactly; the answer has two places, or three when the third is not 0.

const ANY_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** A decimal string with at most 3 places ('12.345', '-1234.5', '150000') as bigint thousandths. */
export function parseMills(text: string): bigint | null {
  const match = ANY_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const mills = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  return sign === '-' ? -mills : mills;
}

/** bigint thousandths as a decimal string: '12.35' for 12350n, '12.345' for 12345n. */
export function formatMills(mills: bigint): string {
  if (mills % 10n === 0n) return formatBigCents(mills / 10n);
  const negative = mills < 0n;
  const magnitude = negative ? -mills : mills;
  return `${negative ? '-' : ''}${magnitude / 1000n}.${String(magnitude % 1000n).padStart(3, '0')}`;
}

/** Exact sum of decimal strings; unreadable parts count as zero. */
export function sumDecimals(texts: readonly string[]): string {
  return formatMills(texts.reduce((sum, text) => sum + (parseMills(text) ?? 0n), 0n));
}

/** a − b for decimal strings; unreadable parts count as zero. */
export function subtractDecimals(a: string, b: string): string {
  return formatMills((parseMills(a) ?? 0n) - (parseMills(b) ?? 0n));
}

/** Whether an amount is below zero (for the negative tone). */
export function isNegativeDecimal(text: string | null | undefined): boolean {
  return (text ? (parseMills(text) ?? 0n) : 0n) < 0n;
}

/** Whether an amount is exactly zero; an unreadable one is not. */
export function isZeroDecimal(text: string | null | undefined): boolean {
  return (text ? parseMills(text) : null) === 0n;
}
