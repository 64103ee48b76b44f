import { sumDecimals } from '../../domain/big-cents';
import { isCurrencyCode, minorUnitsOf } from '../../domain/currency/codes';
import { type Cents, formatMoney, formatUsd, parseMoney } from '../../domain/money';

// The browser's one home for amounts and rates as text (decision 067); decimal-string arithmetic lives
// in src/domain/big-cents.ts.

/** An amount from the API (a decimal string, negative allowed) as cents, or null when it is not one. */
export function centsOf(text: string | null | undefined): Cents | null {
  if (text === null || text === undefined) return null;
  const parsed = parseMoney(text, { allowNegative: true });
  return parsed.ok ? parsed.cents : null;
}

/** An amount typed in a form (no sign, at most `integerDigits` before the point) as cents; null when empty or not one. */
export function typedCents(text: string, integerDigits = 10): Cents | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = parseMoney(trimmed, { integerDigits });
  return parsed.ok ? parsed.cents : null;
}

export function formatCents(cents: Cents | null): string {
  return cents === null ? '—' : formatUsd(cents);
}

/** '1234.5' -> '$1,234.50'; anything that is not an amount shows as '—'. */
export function usd(text: string | null | undefined): string {
  return formatCents(centsOf(text));
}

/** A stored rate without trailing zeros: '19.9900' -> '19.99', '5.0000' -> '5'. */
export function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

/** '6.5000' -> '6.5%', '7.0000' -> '7%'. */
export function percentText(rate: string): string {
  return `${trimRate(rate)}%`;
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    const digits = minorUnitsOf(currency);
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, format);
  }
  return format;
}

/**
 * An API decimal string in its currency (issue 24): '1234.5' EUR -> '€1,234.50', '150000.00' JPY ->
 * '¥150,000'. Intl formats the decimal string itself, never a float, so any size stays exact; an
 * unreadable amount or an unknown code shows as '—'.
 */
export function moneyIn(text: string | null | undefined, currency: string): string {
  const value = text?.trim() ?? '';
  if (!DECIMAL_TEXT.test(value) || !isCurrencyCode(currency)) return '—';
  // Intl.NumberFormat takes a decimal string exactly (ES2023); the cast names that overload.
  return currencyFormat(currency).format(value as unknown as number);
}

/** Cents in a currency with two decimals (a loan's, say): 123456 EUR -> '€1,234.56'; null -> '—'. */
export function centsIn(cents: Cents | null, currency: string): string {
  return cents === null ? '—' : moneyIn(formatMoney(cents), currency);
}

/** What an amount input shows before the number: 'USD' -> '$', 'EUR' -> '€', 'CHF' -> 'CHF'. */
export function currencySymbol(currency: string): string {
  if (!isCurrencyCode(currency)) return currency;
  const parts = currencyFormat(currency).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Amounts that may be in several currencies, summed in each and never across them, in the order the
 * currencies first come: '€300,000.00 + £12,000.00'. None -> '—'.
 */
export function totalInEachCurrency(amounts: readonly { amount: string; currency: string }[]): string {
  const byCurrency = new Map<string, string[]>();
  for (const { amount, currency } of amounts)
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), amount]);
  if (byCurrency.size === 0) return '—';
  return [...byCurrency].map(([currency, texts]) => moneyIn(sumDecimals(texts), currency)).join(' + ');
}

/** An API decimal string as a number for a chart (display only: axes and bars); unreadable -> 0. */
export function chartAmount(text: string | null | undefined): number {
  const value = text?.trim() ?? '';
  return DECIMAL_TEXT.test(value) ? Number(value) : 0;
}

/** A chart's tooltip value (a number, display only) in a currency. */
export function chartMoneyIn(currency: string): (value: unknown) => string {
  return (value) =>
    moneyIn(
      String(Number(value).toFixed(minorUnitsOf(isCurrencyCode(currency) ? currency : 'USD'))),
      currency,
    );
}

/** A chart axis tick in a currency, short: '$12k', '€1.2M', '¥150k'. */
export function compactMoneyIn(currency: string): (value: number) => string {
  if (!isCurrencyCode(currency)) return (value) => String(Math.round(value));
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (value) => format.format(value);
}

/** What a report leaves out for want of a rate (decision 153): never taken at 1. */
export interface MissingRateView {
  currency: string;
  baseCurrency: string;
  date: string;
  nextKnownDate: string | null;
  accounts: { accountName: string }[];
}

/** 'Leaves out Girokonto (EUR): no EUR→USD rate on or before 2026-11-20.' */
export function missingRateText(missing: MissingRateView): string {
  const names = missing.accounts.map((a) => a.accountName).join(', ');
  const what = names ? `${names} (${missing.currency})` : `amounts in ${missing.currency}`;
  const next = missing.nextKnownDate ? ` (the first is dated ${missing.nextKnownDate})` : '';
  return `Leaves out ${what}: no ${missing.currency}→${missing.baseCurrency} rate on or before ${missing.date}${next}.`;
}
