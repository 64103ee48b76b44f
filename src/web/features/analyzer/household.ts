import { EXPENSES_FALLBACK, type HouseholdInputs, INCOME_FALLBACK } from '../../../domain/analyzer';
import { centsFromNumber, formatUsd } from '../../../domain/money';
import type { CashFlowSummary } from '../../../shared/transactions';
import type { BalanceSheetTotals } from '../income-expenses/queries';

// What the analyzer is fed from the user's own data (docs/product.md §2.4, 2.7), with the spec's fallbacks.

export interface Household extends Required<HouseholdInputs> {
  /** No running recurring income: the 5,000 estimate stands in. */
  incomeIsEstimate: boolean;
  /** No running recurring expenses: the 3,500 estimate stands in. */
  expensesIsEstimate: boolean;
  /** The balance sheet could not be read; assets and liabilities count as 0. */
  balanceSheetMissing: boolean;
}

function dollars(value: string | undefined): number {
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
    currentAssets: dollars(sheet?.totalAssets),
    currentLiabilities: dollars(sheet?.totalLiabilities),
    monthlyIncome: incomeIsEstimate ? INCOME_FALLBACK : dollars(summary.monthlyIncome),
    monthlyExpenses: expensesIsEstimate ? EXPENSES_FALLBACK : dollars(summary.monthlyExpenses),
    existingMonthlyDebtPayments: dollars(summary?.monthlyLoanPayments),
    incomeIsEstimate,
    expensesIsEstimate,
    balanceSheetMissing: !sheet,
  };
}

/** The on-screen sentence that says which figures are estimates, or null when none are. */
export function estimateNotice(household: Household): string | null {
  const income = formatUsd(INCOME_FALLBACK * 100, { decimals: 0 });
  const expenses = formatUsd(EXPENSES_FALLBACK * 100, { decimals: 0 });
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

/** Dollars for display; the analyzer works in plain numbers, which may be huge or infinite. */
export function formatDollars(value: number, decimals: 0 | 2 = 2): string {
  if (!Number.isFinite(value)) return '—';
  try {
    return formatUsd(centsFromNumber(value), { decimals });
  } catch {
    // Beyond a safe integer of cents: still readable, if not exact to the cent.
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(value);
  }
}

export function formatPercent(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(1)}%` : 'N/A';
}
