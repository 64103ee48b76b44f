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

/** Exact sum of decimal strings; unreadable parts count as zero. */
export function sumDecimals(texts: readonly string[]): string {
  return formatBigCents(texts.reduce((sum, text) => sum + (parseBigCents(text) ?? 0n), 0n));
}

/** a − b for decimal strings; unreadable parts count as zero. */
export function subtractDecimals(a: string, b: string): string {
  return formatBigCents((parseBigCents(a) ?? 0n) - (parseBigCents(b) ?? 0n));
}

/** Whether an amount is below zero (for the negative tone). */
export function isNegativeDecimal(text: string | null | undefined): boolean {
  return (text ? (parseBigCents(text) ?? 0n) : 0n) < 0n;
}
