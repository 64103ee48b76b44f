import { LOAN_CATEGORIES, type LoanCategory } from '../../../shared/loan-kinds';

// Display helpers of the loans; amounts and rates as text live in src/web/lib/money-text.ts.

const LABELS: Record<string, string> = {
  ...Object.fromEntries(LOAN_CATEGORIES.map((c) => [c.id, c.label])),
  home: 'Mortgage (Home)',
  education: 'Student',
};

export const categoryLabel = (category: LoanCategory | string): string => LABELS[category] ?? 'Other';

/** '2054-01-15' -> 'Jan 2054'. */
export function monthYear(isoDate: string): string {
  const [year, month] = isoDate.split('-');
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** 26 -> '2 years 2 months'. */
export function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** The detail view's address: the liabilities tab with ?loan=<id>, so it can be linked and reloaded. */
/** A loan's detail view, opened over the page that lists it (the liabilities tab by default). */
export const loanDetailHref = (loanId: string, page = '/portfolio/liabilities') =>
  `${page}?loan=${encodeURIComponent(loanId)}`;
