import { parseBigCents } from '../../../domain/big-cents';
import { type IsoDate, isIsoDate } from '../../../domain/calendar';
import type { EntryKind, RegisterRow } from '../../../shared/register';

// An account page's register as plain data: the query it asks for, the chart's points and the
// words for each kind of entry, tested without a browser.

export const PAGE_SIZE = 50;
/** The chart reads the newest entries of the filtered range, up to the server's page maximum. */
export const CHART_ROWS = 500;

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
  const from = isIsoDate(filter.from) ? filter.from : null;
  const to = isIsoDate(filter.to) ? filter.to : null;
  if (from && to && from > to) return { ok: false, error: 'From must be on or before To' };
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  params.set('limit', String(limit));
  if (before) params.set('before', before);
  return { ok: true, search: params.toString() };
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
  /** The balance at the end of the day, in dollars: for drawing only, never for sums. */
  balance: number;
}

/** One point per day, oldest first: the balance after that day's last entry (rows are newest first). */
export function balancePoints(rows: readonly RegisterRow[]): BalancePoint[] {
  const byDate = new Map<IsoDate, number>();
  for (const row of rows) {
    if (byDate.has(row.date)) continue;
    const cents = parseBigCents(row.balance);
    if (cents !== null) byDate.set(row.date, Number(cents) / 100);
  }
  return [...byDate]
    .map(([date, balance]) => ({ date, time: Date.parse(`${date}T00:00:00Z`), balance }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
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
  const cents = parseBigCents(amount);
  if (cents === null || cents === 0n) return false;
  return cents > 0n !== isLiability;
}

/** Asked before a reconciled transaction is changed (decision 138). */
export const RECONCILED_WARNING =
  'This transaction is reconciled: it agrees with a bank statement. Changing it may make your books disagree with that statement. Continue?';
