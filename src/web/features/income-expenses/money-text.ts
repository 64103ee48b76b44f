import { type Cents, formatUsd, parseMoney } from '../../../domain/money';

// Decimal strings from the API shown as dollars. Totals may exceed a safe integer of cents in absurd
// cases, so these work on the text (and bigint) rather than on a JS number.

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function toBigCents(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatBigCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${groupThousands((magnitude / 100n).toString())}.${fraction}`;
}

/** "1234.5" -> "$1,234.50"; "-12.00" -> "-$12.00"; anything unreadable -> "—". */
export function formatDecimalUsd(value: string | null | undefined): string {
  if (value == null) return '—';
  const cents = toBigCents(value);
  return cents === null ? '—' : formatBigCents(cents);
}

/** Sum of decimal strings, as a decimal string; unreadable parts count as zero. */
export function addDecimals(...values: string[]): string {
  const total = values.reduce((sum, v) => sum + (toBigCents(v) ?? 0n), 0n);
  const negative = total < 0n;
  const magnitude = negative ? -total : total;
  return `${negative ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** a - b for decimal strings; unreadable parts count as zero. */
export function subtractDecimals(a: string, b: string): string {
  const negated = b.trim().startsWith('-') ? b.trim().slice(1) : `-${b.trim()}`;
  return addDecimals(a, negated);
}

export function isNegativeDecimal(value: string): boolean {
  const cents = toBigCents(value);
  return cents !== null && cents < 0n;
}

/** A stored amount (at most 10 integer digits) as cents, or null. */
export function centsOf(value: string): Cents | null {
  const parsed = parseMoney(value, { allowNegative: true });
  return parsed.ok ? parsed.cents : null;
}

export function formatCents(cents: Cents | null): string {
  return cents === null ? '—' : formatUsd(cents);
}
