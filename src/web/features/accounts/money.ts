import { formatBigCents, parseBigCents } from '../../../domain/big-cents';
import { formatUsd } from '../../../domain/money';

// Display of the API's decimal strings as US dollars, exact at any size (totals may pass the range
// a number of cents holds exactly).

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** '1234.5' -> '$1,234.50'; '-0.05' -> '-$0.05'. Text that is not an amount shows as '—'. */
export function usd(text: string | null | undefined): string {
  const cents = text === null || text === undefined ? null : parseBigCents(text);
  if (cents === null) return '—';
  if (cents <= SAFE && cents >= -SAFE) return formatUsd(Number(cents));
  const [whole = '0', fraction = '00'] = formatBigCents(cents < 0n ? -cents : cents).split('.');
  return `${cents < 0n ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** Exact sum of decimal strings, as a decimal string. */
export function sumAmounts(texts: readonly string[]): string {
  return formatBigCents(texts.reduce((sum, text) => sum + (parseBigCents(text) ?? 0n), 0n));
}

/** Whether an amount is below zero (for the negative tone). */
export function isNegative(text: string | null | undefined): boolean {
  return (text ? (parseBigCents(text) ?? 0n) : 0n) < 0n;
}
