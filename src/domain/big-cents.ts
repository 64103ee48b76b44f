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
