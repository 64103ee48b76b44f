// Totals that may outgrow a safe integer of cents (many large recurring items) are summed as bigint
// and written straight to decimal strings, so a summary is never a 500 and never inexact.

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A numeric column's text (e.g. a SQL sum) as bigint cents. */
export function bigCentsFromDecimal(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** bigint cents as a decimal string with two places ("-12.30"). */
export function decimalFromBigCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${magnitude / 100n}.${fraction}`;
}
