import { formatMills, parseMills } from '../../../domain/big-cents';
import { subtypeLabel } from '../../../shared/account-categories';
import type { BalanceSheetDto } from '../../../shared/accounts';
import type { LoanView } from '../../../shared/loans';
import type { MonthActuals } from '../../../shared/transactions';
import { moneyIn, totalInEachCurrency } from '../../lib/money-text';

// The Analytics tab's figures, computed exactly from the API's decimal strings.

// Kept in thousandths: exact for every currency's decimals (a dinar's three places included).
const fmt = (mills: bigint, currency: string) => moneyIn(formatMills(mills), currency);
const cents = (text: string) => parseMills(text) ?? 0n;

/** Percent with one decimal of part / whole (whole > 0). */
function share(part: bigint, whole: bigint): string {
  const tenths = (part * 2000n + whole) / (2n * whole);
  return `${tenths / 10n}.${tenths % 10n} %`;
}

export interface Slice {
  name: string;
  amount: string;
}

/** Asset subtypes with a positive total, largest first. */
export function allocation(sheet: BalanceSheetDto): Slice[] {
  return sheet.bySubtype
    .filter((s) => s.accountType === 'ASSET' && cents(s.total) > 0n)
    .map((s) => ({ name: s.accountSubtype ? subtypeLabel(s.accountSubtype) : 'Other', amount: s.total }))
    .sort((a, b) => (cents(b.amount) > cents(a.amount) ? 1 : cents(b.amount) < cents(a.amount) ? -1 : 0));
}

export function allocationCaption(slices: readonly Slice[], currency = 'USD'): string {
  const top = slices[0];
  if (!top) return 'You have no assets with a positive balance yet.';
  const total = slices.reduce((s, x) => s + cents(x.amount), 0n);
  return `${top.name} is the largest share of your assets: ${moneyIn(top.amount, currency)} (${share(cents(top.amount), total)}) of ${fmt(total, currency)}.`;
}

/** Spending per month by category: the category names (largest total first) and one row per month. */
export function spendingByCategory(actuals: readonly MonthActuals[], currency = 'USD') {
  const totals = new Map<string, bigint>();
  for (const month of actuals) {
    for (const c of month.expensesByCategory)
      totals.set(c.name, (totals.get(c.name) ?? 0n) + cents(c.amount));
  }
  const names = [...totals.entries()]
    .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))
    .map(([n]) => n);
  const rows = actuals.map((month) => ({
    month: month.month,
    total: month.expenses,
    byName: Object.fromEntries(month.expensesByCategory.map((c) => [c.name, c.amount])) as Record<
      string,
      string
    >,
  }));
  // The months' own totals (expenses and loan interest), so the sentence says what the overview says.
  const grand = actuals.reduce((s, month) => s + cents(month.expenses), 0n);
  const interest = actuals.some((month) => cents(month.loanInterest) !== 0n);
  const top = names[0];
  const caption =
    top === undefined
      ? 'No spending has been recorded in the last 12 months.'
      : `You spent ${fmt(grand, currency)} in the last 12 months${interest ? ', loan interest included' : ''}; the most on ${top} (${fmt(totals.get(top) ?? 0n, currency)}).`;
  return { names, rows, caption };
}

/** A loan's principal (with extras) and interest, paid to date and to come, as the loans list gives them. */
export type LoanSplit = Pick<
  LoanView,
  'name' | 'currency' | 'principalPaid' | 'interestPaid' | 'principalToCome' | 'interestToCome'
>;

/** The interest paid and to come, summed in each loan currency: a loan is in its own (issue 24). */
export function loansCaption(splits: readonly LoanSplit[]): string {
  if (splits.length === 0) return 'You have no loans.';
  const total = (pick: (split: LoanSplit) => string) =>
    totalInEachCurrency(splits.map((split) => ({ amount: pick(split), currency: split.currency })));
  return `Across your loans you have paid ${total((l) => l.interestPaid)} in interest so far, and ${total((l) => l.interestToCome)} is still to come.`;
}

/** The loans in each currency, the currencies in the order they first come: a chart has one axis. */
export function loansByCurrency(splits: readonly LoanSplit[]): { currency: string; splits: LoanSplit[] }[] {
  const groups = new Map<string, LoanSplit[]>();
  for (const split of splits) groups.set(split.currency, [...(groups.get(split.currency) ?? []), split]);
  return [...groups].map(([currency, list]) => ({ currency, splits: list }));
}
