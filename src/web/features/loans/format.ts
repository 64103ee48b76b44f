import { formatUsd, parseMoney } from '../../../domain/money';
import { LOAN_CATEGORIES, type LoanCategory } from '../../../shared/loans';

// Display helpers for the API's decimal strings.

/** '1234.5' -> '$1,234.50'; anything that is not an amount shows as '—'. */
export function usd(text: string | null | undefined): string {
  if (text === null || text === undefined) return '—';
  const parsed = parseMoney(text, { allowNegative: true });
  return parsed.ok ? formatUsd(parsed.cents) : '—';
}

/** Cents of an API amount (0 when it is not one). */
export function centsOf(text: string | null | undefined): number {
  const parsed = text ? parseMoney(text, { allowNegative: true }) : null;
  return parsed?.ok ? parsed.cents : 0;
}

/** '6.5000' -> '6.5%', '7.0000' -> '7%'. */
export function percentText(rate: string): string {
  const trimmed = rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
  return `${trimmed}%`;
}

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
export const loanDetailHref = (loanId: string) => `/portfolio/liabilities?loan=${encodeURIComponent(loanId)}`;
