import { parseMills } from '../../../domain/big-cents';
import { type IsoDate, isIsoDate } from '../../../domain/calendar';
import type { BalancePointDto, BalanceSeriesDto } from '../../../shared/balance-series';
import type { EntryKind, RegisterRow } from '../../../shared/register';

// An account page's register as plain data: the query it asks for, the chart's points and the
// words for each kind of entry, tested without a browser.

export const PAGE_SIZE = 50;

export interface RegisterFilter {
  /** '' for no bound; a date input's value otherwise. */
  from: string;
  to: string;
}

export type RegisterSearch = { ok: true; search: string } | { ok: false; error: string };

/**
 * The query string of GET /api/accounts/:id/register for a filter and page: the first page, or the
 * page after the cursor `before` (a previous page's `next`, decision 080). An unfinished date is left
 * out (the input is still being typed); a range that ends before it starts is refused here.
 */
export function registerSearch(filter: RegisterFilter, limit: number, before: string | null): RegisterSearch {
  const range = rangeParams(filter);
  if (!range.ok) return range;
  range.params.set('limit', String(limit));
  if (before) range.params.set('before', before);
  return { ok: true, search: range.params.toString() };
}

/**
 * The query string of GET /api/accounts/:id/balance-series for a filter ('' for the whole history),
 * with the same leniency and refusal as the register's.
 */
export function seriesSearch(filter: RegisterFilter): RegisterSearch {
  const range = rangeParams(filter);
  return range.ok ? { ok: true, search: range.params.toString() } : range;
}

function rangeParams(
  filter: RegisterFilter,
): { ok: true; params: URLSearchParams } | { ok: false; error: string } {
  const from = isIsoDate(filter.from) ? filter.from : null;
  const to = isIsoDate(filter.to) ? filter.to : null;
  if (from && to && from > to) return { ok: false, error: 'From must be on or before To' };
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return { ok: true, params };
}

/** 'Showing 51–100 of 120' ('Showing 51–100' while the count is not known), or 'No entries'. */
export function pageLabel(skipped: number, shown: number, total: number | null): string {
  if (total === 0 || shown === 0) return 'No entries';
  return `Showing ${skipped + 1}–${skipped + shown}${total === null ? '' : ` of ${total}`}`;
}

export interface BalancePoint {
  date: IsoDate;
  /** The day as UTC milliseconds, for a time axis that spaces days as they are. */
  time: number;
  /** The balance at the end of the day, in the account's currency: for drawing only, never for sums. */
  balance: number;
}

/** The series' points for drawing, oldest first as the server sends them (decision 164). */
export function balancePoints(points: readonly BalancePointDto[]): BalancePoint[] {
  return points.flatMap(({ date, balance }) => {
    const mills = parseMills(balance);
    return mills === null
      ? []
      : [{ date, time: Date.parse(`${date}T00:00:00Z`), balance: Number(mills) / 1000 }];
  });
}

const EVERY: Readonly<Record<BalanceSeriesDto['bucket']['unit'], string>> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  quarter: 'Quarterly',
  year: 'Yearly',
};

/**
 * What each point stands for when the server thinned a long history (more days than a chart shows),
 * so nobody reads a weekly line as every movement: 'Weekly closing balances'; null for days. The last
 * day with entries of a week holds the week's closing balance: nothing moves it after. Short, and
 * shown apart from the span: a caption wrapped onto two lines became the page's largest paint.
 */
export function bucketLabel(bucket: BalanceSeriesDto['bucket']): string | null {
  if (bucket.unit === 'day') return null;
  if (bucket.size > 1) return `Closing balance every ${bucket.size} ${bucket.unit}s`;
  return `${EVERY[bucket.unit]} closing balances`;
}

/** The span the chart covers, said under it. */
export function seriesCaption(first: IsoDate, last: IsoDate): string {
  return first === last ? `Balance on ${first}` : `Balance from ${first} to ${last}`;
}

export const KIND_LABELS: Readonly<Record<EntryKind, string>> = {
  opening: 'Opening balance',
  assertion: 'Balance set',
  revaluation: 'Revaluation',
  valuation: 'Valuation',
  transaction: 'Transaction',
  transfer: 'Transfer',
  loan: 'Loan',
  loan_payment: 'Loan payment',
  extra_payment: 'Extra payment',
  manual: 'Manual entry',
};

/** Only what the user recorded here can be edited or deleted here; the rest belongs to its source. */
export function isEditable(row: Pick<RegisterRow, 'kind' | 'transactionId'>): boolean {
  return row.transactionId !== null && (row.kind === 'transaction' || row.kind === 'transfer');
}

/** Whether an amount moves the account the good way: more held, or less owed. */
export function isGain(amount: string, isLiability: boolean): boolean {
  const mills = parseMills(amount);
  if (mills === null || mills === 0n) return false;
  return mills > 0n !== isLiability;
}

/** Asked before a reconciled transaction is changed (decision 138). */
export const RECONCILED_WARNING =
  'This transaction is reconciled: it agrees with a bank statement. Changing it may make your books disagree with that statement. Continue?';
