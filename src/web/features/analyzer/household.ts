import { EXPENSES_FALLBACK, type HouseholdInputs, INCOME_FALLBACK } from '../../../domain/analyzer';
import { isCurrencyCode, minorUnitsOf } from '../../../domain/currency/codes';
import type { CashFlowSummary } from '../../../shared/transactions';
import type { BalanceSheetTotals } from '../income-expenses/queries';

// What the analyzer is fed from the user's own data (docs/product.md §2.4, 2.7), with the spec's fallbacks,
// all in the base currency.

export interface Household extends Required<HouseholdInputs> {
  /** No running recurring income: the 5,000 estimate stands in. */
  incomeIsEstimate: boolean;
  /** No running recurring expenses: the 3,500 estimate stands in. */
  expensesIsEstimate: boolean;
  /** The balance sheet could not be read; assets and liabilities count as 0. */
  balanceSheetMissing: boolean;
}

function amount(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : 0;
}

/**
 * Income and expenses come from the recurring items; each one with no recurring data at all falls
 * back on its own estimate. Existing loan payments are debts, kept out of expenses so the analyzer
 * counts them once (in the back-end ratio and new cash flow).
 */
export function householdFrom(
  sheet: BalanceSheetTotals | undefined,
  summary: CashFlowSummary | undefined,
): Household {
  const incomeIsEstimate = !summary || summary.recurringIncomeCount === 0;
  const expensesIsEstimate = !summary || summary.recurringExpenseCount === 0;
  return {
    currentAssets: amount(sheet?.totalAssets),
    currentLiabilities: amount(sheet?.totalLiabilities),
    monthlyIncome: incomeIsEstimate ? INCOME_FALLBACK : amount(summary.monthlyIncome),
    monthlyExpenses: expensesIsEstimate ? EXPENSES_FALLBACK : amount(summary.monthlyExpenses),
    existingMonthlyDebtPayments: amount(summary?.monthlyLoanPayments),
    incomeIsEstimate,
    expensesIsEstimate,
    balanceSheetMissing: !sheet,
  };
}

/** The on-screen sentence that says which figures are estimates (in `currency`), or null when none are. */
export function estimateNotice(household: Household, currency: string): string | null {
  const income = formatAmountIn(INCOME_FALLBACK, currency, 0);
  const expenses = formatAmountIn(EXPENSES_FALLBACK, currency, 0);
  if (household.incomeIsEstimate && household.expensesIsEstimate) {
    return `No recurring income or expenses are recorded yet, so the analyzer uses estimates of ${income} monthly income and ${expenses} monthly expenses. Add your income and expenses for an answer based on your own numbers.`;
  }
  if (household.incomeIsEstimate) {
    return `No recurring income is recorded yet, so the analyzer uses an estimate of ${income} monthly income. Add your income for an answer based on your own numbers.`;
  }
  if (household.expensesIsEstimate) {
    return `No recurring expenses are recorded yet, so the analyzer uses an estimate of ${expenses} monthly expenses. Add your expenses for an answer based on your own numbers.`;
  }
  return null;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of the analyzer for display, in the base currency its figures come in (decision 153). The
 * analyzer works in plain numbers, which may be huge or infinite; a currency without cents shows none.
 */
export function formatAmountIn(value: number, currency: string, decimals: 0 | 2 = 2): string {
  if (!Number.isFinite(value)) return '—';
  const code = isCurrencyCode(currency) ? currency : 'USD';
  const digits = Math.min(decimals, minorUnitsOf(code));
  const key = `${code}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

export function formatPercent(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(1)}%` : 'N/A';
}
