import { EXPENSES_FALLBACK, type HouseholdInputs, INCOME_FALLBACK } from '../../../domain/analyzer';
import { isZeroDecimal } from '../../../domain/big-cents';
import { isCurrencyCode, minorUnitsOf } from '../../../domain/currency/codes';
import type { CashFlowSummary } from '../../../shared/transactions';
import { moneyIn } from '../../lib/money-text';
import type { BalanceSheetTotals } from '../income-expenses/queries';
import { recordedGap } from '../income-expenses/typical-month-text';

// What the analyzer is fed from the user's own data (docs/product.md §2.4, 2.7), with the spec's fallbacks,
// all in the base currency.

export interface Household extends Required<HouseholdInputs> {
  /** No running recurring income and none recorded: the 5,000 estimate stands in. */
  incomeIsEstimate: boolean;
  /** No running recurring expenses and no recorded spending: the 3,500 estimate stands in. */
  expensesIsEstimate: boolean;
  /** Recorded figures standing in for recurring ones (decision 187); null where none does. */
  recorded: RecordedInputs | null;
  /** The balance sheet could not be read; assets and liabilities count as 0. */
  balanceSheetMissing: boolean;
}

interface RecordedInputs {
  /** The typical recorded month's income, when there is no recurring income; else null. */
  income: string | null;
  /** The typical recorded month's spending, when it plainly exceeds the recurring expenses; else null. */
  expenses: string | null;
  /** How far that spending is above recurring expenses there are; null when there are none. */
  moreExpenses: string | null;
  /** 'August to October 2026' */
  span: string;
}

function amount(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : 0;
}

/** Which recorded figures stand in for recurring ones, from the summary's typical month. */
function recordedInputs(summary: CashFlowSummary): RecordedInputs | null {
  const gap = recordedGap(summary);
  if (!gap) return null;
  // Recorded income stands in only for none: a bonus month must not make a home look affordable.
  const income = summary.recurringIncomeCount === 0 && gap.moreIncome !== null ? gap.income : null;
  const expenses = gap.moreExpenses !== null ? gap.expenses : null;
  if (income === null && expenses === null) return null;
  const noRecurringExpenses = isZeroDecimal(summary.monthlyExpenses);
  return { income, expenses, moreExpenses: noRecurringExpenses ? null : gap.moreExpenses, span: gap.span };
}

/**
 * Income and expenses come from the recurring items; each one with no recurring data at all falls
 * back on what was recorded, else on its own estimate. Expenses take the typical recorded month also
 * when it plainly spends more than the recurring expenses (decision 187): a home is not judged
 * affordable on a streaming subscription alone. Existing loan payments are debts, kept out of
 * expenses so the analyzer counts them once (in the back-end ratio and new cash flow).
 */
export function householdFrom(
  sheet: BalanceSheetTotals | undefined,
  summary: CashFlowSummary | undefined,
): Household {
  const recorded = summary ? recordedInputs(summary) : null;
  const incomeIsEstimate = !recorded?.income && (!summary || summary.recurringIncomeCount === 0);
  const expensesIsEstimate = !recorded?.expenses && (!summary || summary.recurringExpenseCount === 0);
  const monthlyIncome = recorded?.income
    ? amount(recorded.income)
    : incomeIsEstimate
      ? INCOME_FALLBACK
      : amount(summary?.monthlyIncome);
  const monthlyExpenses = recorded?.expenses
    ? amount(recorded.expenses)
    : expensesIsEstimate
      ? EXPENSES_FALLBACK
      : amount(summary?.monthlyExpenses);
  return {
    currentAssets: amount(sheet?.totalAssets),
    currentLiabilities: amount(sheet?.totalLiabilities),
    monthlyIncome,
    monthlyExpenses,
    existingMonthlyDebtPayments: amount(summary?.monthlyLoanPayments),
    incomeIsEstimate,
    expensesIsEstimate,
    recorded,
    balanceSheetMissing: !sheet,
  };
}

/** The sentences that say which recorded figures stand in for recurring ones, or null when none do. */
export function recordedNotice(household: Household, currency: string): string | null {
  const r = household.recorded;
  if (!r) return null;
  const money = (text: string) => moneyIn(text, currency);
  const sentences: string[] = [];
  if (r.income) {
    sentences.push(
      `No recurring income is set up, so Monthly Income is your recorded income, ${money(r.income)} a month on average from ${r.span}.`,
    );
  }
  if (r.expenses) {
    const spending = `your recorded spending, ${money(r.expenses)} a month on average from ${r.span} (loan interest aside)`;
    sentences.push(
      r.moreExpenses === null
        ? `No recurring expenses are set up, so Monthly Expenses is ${spending}.`
        : `Monthly Expenses is ${spending}: ${money(r.moreExpenses)} more than your recurring expenses.`,
    );
  }
  return sentences.join(' ');
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
