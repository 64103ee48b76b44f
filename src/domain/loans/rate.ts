import { MAX_RATE_UNITS } from './types';

export type RateParseResult = { ok: true; units: number } | { ok: false; error: string };

const RATE = /^(-?)(\d+)(?:\.(\d{1,4}))?$/;

/**
 * Parses an annual interest rate given as a percent decimal string ("6.5", "6.1250") into integer
 * units of 1/10000 percent (6.5 -> 65000), so interest can be computed with integer arithmetic.
 */
export function parseRatePercent(text: string): RateParseResult {
  const match = RATE.exec(text);
  if (!match) return { ok: false, error: 'Interest rate must be a number with at most 4 decimals' };
  const whole = match[2] ?? '0';
  const fraction = (match[3] ?? '').padEnd(4, '0');
  // Long digit strings are out of range anyway; this keeps Number() exact for what we accept.
  const units = whole.length > 6 ? Number.POSITIVE_INFINITY : Number(whole) * 10_000 + Number(fraction);
  const negative = match[1] === '-' && units !== 0;
  if (negative || units > MAX_RATE_UNITS) {
    return { ok: false, error: 'Interest rate must be between 0 and 50' };
  }
  return { ok: true, units };
}

/** Formats rate units back to a percent string with 4 decimals (65000 -> "6.5000"). */
export function formatRatePercent(units: number): string {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`Bad rate units: ${units}`);
  const whole = Math.floor(units / 10_000);
  return `${whole}.${String(units - whole * 10_000).padStart(4, '0')}`;
}
