import { type Cents, formatUsd, parseMoney } from '../../../domain/money';

// Display helpers of this feature; decimal-string arithmetic lives in src/domain/big-cents.ts.

/** A stored amount (at most 10 integer digits) as cents, or null. */
export function centsOf(value: string): Cents | null {
  const parsed = parseMoney(value, { allowNegative: true });
  return parsed.ok ? parsed.cents : null;
}

export function formatCents(cents: Cents | null): string {
  return cents === null ? '—' : formatUsd(cents);
}
