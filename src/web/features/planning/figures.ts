import { formatMills, isNegativeDecimal, parseMills } from '../../../domain/big-cents';
import { addDays, addMonths, type IsoDate } from '../../../domain/calendar';
import type { BudgetItemDto } from '../../../shared/budgets';
import type { NetWorthChangeDto } from '../../../shared/net-worth-history';
import { moneyIn } from '../../lib/money-text';

// Pure helpers of the Planning tabs: chart values, captions and ranges. Amounts arrive as exact
// decimal strings; charts get dollars as numbers (display only), captions use the exact strings.

/** An amount as a number for a chart axis (any currency's decimals); an unreadable amount is 0. */
export function chartDollars(text: string): number {
  return Number(parseMills(text) ?? 0n) / 1000;
}

/** 'YYYY-MM' as 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(m) - 1] ?? m} ${year}`;
}

export const HISTORY_RANGES = [
  { id: '3m', label: '3 m', months: 3 },
  { id: '1y', label: '1 y', months: 12 },
  { id: '5y', label: '5 y', months: 60 },
  { id: 'all', label: 'All', months: null },
] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number]['id'];

/** The first day of a range ending today (null: all history), and the interval its points use. */
export function rangeQuery(
  range: HistoryRange,
  today: IsoDate,
): { from: IsoDate | null; interval: 'day' | 'week' | 'month' } {
  const spec = HISTORY_RANGES.find((r) => r.id === range) ?? HISTORY_RANGES[1];
  if (spec.months === null) return { from: null, interval: 'month' };
  const from = addDays(addMonths(today, -spec.months), 1);
  return { from, interval: spec.months <= 3 ? 'day' : spec.months <= 12 ? 'week' : 'month' };
}

/** 'grew $12,340.55 (6.2 %)', 'fell $80.00', 'held at $0.00': from `first` to `last`, exact. */
function movement(first: string, last: string, currency: string): string {
  const money = (text: string) => moneyIn(text, currency);
  const a = parseMills(first) ?? 0n;
  const b = parseMills(last) ?? 0n;
  const change = b - a;
  if (change === 0n) return `held at ${money(last)}`;
  const verb = change > 0n ? 'grew' : 'fell';
  const magnitude = change < 0n ? -change : change;
  // Tenths of a percent, rounded half up, of a positive starting value.
  const percent = a > 0n ? ` (${formatTenths((magnitude * 2000n + a) / (2n * a))} %)` : '';
  return `${verb} ${money(formatMills(magnitude))}${percent}`;
}

/**
 * "Net Worth grew $12,340.55 (6.2 %) over the last 12 months": the change from the first value to the
 * last, exact, with the percentage of the first (left out when it was zero or negative).
 */
export function changeCaption(
  subject: string,
  first: string,
  last: string,
  period: string,
  currency = 'USD',
): string {
  return `${subject} ${movement(first, last, currency)} ${period}.`;
}

function formatTenths(tenths: bigint): string {
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** Progress of a budget item as a bar width: 0..100. */
export function barPercent(percentUsed: number | null, actual: string): number {
  if (percentUsed === null) return (parseMills(actual) ?? 0n) > 0n ? 100 : 0;
  return Math.max(0, Math.min(100, percentUsed));
}

/**
 * The line under a budget item's bar: what is left to spend, or for income what is still to come; past
 * the plan, how far.
 */
export function budgetItemStatus(
  item: Pick<BudgetItemDto, 'categoryType' | 'remaining' | 'overBy'>,
  base: string,
): string {
  const income = item.categoryType === 'income';
  if (isNegativeDecimal(item.remaining)) {
    return income
      ? `${moneyIn(item.overBy, base)} more than planned`
      : `Over budget by ${moneyIn(item.overBy, base)}`;
  }
  return income
    ? `${moneyIn(item.remaining, base)} still to come`
    : `${moneyIn(item.remaining, base)} remaining`;
}

/**
 * The Net Worth sentence of a period counting only real movements (decision 127): accounts that began
 * to be tracked in it bring their opening balance, which is not growth. When they did, the sentence
 * first says what the chart's line shows, their balances included, so that a line ending higher never
 * sits beside "fell" alone.
 */
export function growthCaption(change: NetWorthChangeDto, period: string): string {
  const start = parseMills(change.start) ?? 0n;
  const growth = parseMills(change.growth) ?? 0n;
  const grown = formatMills(start + growth);
  const brought = parseMills(change.newAccounts) ?? 0n;
  if (change.accountsStarted.length === 0 || brought === 0n) {
    return changeCaption('Net Worth', change.start, grown, period, change.baseCurrency);
  }
  const shown = movement(change.start, change.end, change.baseCurrency);
  const real = movement(change.start, grown, change.baseCurrency);
  return `Net Worth ${shown} ${period} with the accounts first tracked in it; without them it ${real}.`;
}

/** "Savings $1,200.00 (income … − expenses …), valuations …, interest …" and what new accounts brought. */
export function growthExplanation(change: NetWorthChangeDto): string {
  const money = (text: string) => moneyIn(text, change.baseCurrency);
  const nonZero = (text: string) => (parseMills(text) ?? 0n) !== 0n;
  const parts = [
    `savings ${money(change.savings)} (income ${money(change.income)} − expenses ${money(change.expenses)})`,
  ];
  if (nonZero(change.valuations)) {
    // Money in other currencies worth more or less: a valuation, never income (decision 153).
    const rates = nonZero(change.exchange) ? ` (exchange rates ${money(change.exchange)})` : '';
    parts.push(`valuations ${money(change.valuations)}${rates}`);
  }
  if (nonZero(change.interest)) parts.push(`interest ${money(change.interest)}`);
  if (nonZero(change.pastLoanPayments)) {
    // Funded by the balances the user gave (decision 128): the loan fell, no account on the books paid.
    parts.push(
      `loan payments from before the loan was added ${money(change.pastLoanPayments)} (paid from balances you gave)`,
    );
  }
  if (nonZero(change.corrections)) parts.push(`balance corrections ${money(change.corrections)}`);
  if (nonZero(change.other)) parts.push(`other ${money(change.other)}`);
  let text = `From ${parts.join(', ')}.`;
  if (change.accountsStarted.length > 0) {
    const names = change.accountsStarted.map((a) => a.accountName).join(', ');
    text += ` Accounts first tracked in this period (${names}) brought ${money(change.newAccounts)}; that is when they were added, not growth.`;
  }
  return text;
}

export interface TrackingMarker {
  /** The chart point the account's start falls in (the first point on or after it). */
  date: string;
  names: string[];
}

/** Where each account begins to be tracked, on the chart's own points (one marker per point). */
export function trackingMarkers(
  points: readonly { date: string }[],
  started: readonly { accountName: string; trackedSince: string }[],
): TrackingMarker[] {
  const markers = new Map<string, string[]>();
  for (const account of started) {
    const point = points.find((p) => p.date >= account.trackedSince);
    if (!point) continue;
    markers.set(point.date, [...(markers.get(point.date) ?? []), account.accountName]);
  }
  return [...markers].map(([date, names]) => ({ date, names }));
}
