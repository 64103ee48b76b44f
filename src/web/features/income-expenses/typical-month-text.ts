import { isNegativeDecimal, parseMills, subtractDecimals } from '../../../domain/big-cents';
import { plainlyExceeds } from '../../../domain/typical-month';
import type { CashFlowSummary } from '../../../shared/transactions';
import { moneyIn } from '../../lib/money-text';
import { monthLabel } from './actuals';

// The figures of recurring items only, set beside a typical recent month as recorded (decision 187):
// what the Overview, Planning's Monthly Cash Flow card, the forecast and the Home Purchase Analyzer
// say when the two plainly differ.

export interface RecordedGap {
  /** The typical recorded month's income and expenses (loan interest aside), in the base currency. */
  income: string;
  expenses: string;
  /** How far each is above its recurring figure; null where it is not plainly above. */
  moreIncome: string | null;
  moreExpenses: string | null;
  /** 'August to October 2026' */
  span: string;
}

/** 'October 2026', 'August to October 2026' or 'December 2025 to February 2026'. */
export function monthsSpan(months: readonly string[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return '';
  if (first === last) return monthLabel(first);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const start = sameYear ? monthLabel(first).replace(/ \d+$/, '') : monthLabel(first);
  return `${start} to ${monthLabel(last)}`;
}

/** How far `recorded` is above `recurring` when plainly so, or null (a dinar's three places too). */
function excess(recorded: string, recurring: string): string | null {
  const a = parseMills(recorded);
  const b = parseMills(recurring);
  return a !== null && b !== null && plainlyExceeds(a, b) ? subtractDecimals(recorded, recurring) : null;
}

/** The gap when recorded income or spending plainly exceeds the recurring items; null when they agree. */
export function recordedGap(
  summary: Pick<CashFlowSummary, 'monthlyIncome' | 'monthlyExpenses' | 'typicalMonth'>,
): RecordedGap | null {
  const typical = summary.typicalMonth;
  if (!typical) return null;
  const moreIncome = excess(typical.income, summary.monthlyIncome);
  const moreExpenses = excess(typical.expenses, summary.monthlyExpenses);
  if (moreIncome === null && moreExpenses === null) return null;
  return {
    income: typical.income,
    expenses: typical.expenses,
    moreIncome,
    moreExpenses,
    span: monthsSpan(typical.months),
  };
}

/**
 * What was recorded, and which way it moves the figure: 'from August to October 2026 you recorded
 * $2,600.25 of spending a month on average (loan interest aside), $2,584.76 more than your recurring
 * expenses'. With both income and spending above their recurring figures, the direction is unknown.
 */
function recordedFacts(
  gap: RecordedGap,
  base: string,
): { facts: string; direction: 'lower' | 'higher' | null } {
  const money = (text: string) => moneyIn(text, base);
  const from = `from ${gap.span} you recorded`;
  if (gap.moreIncome !== null && gap.moreExpenses !== null) {
    return {
      facts: `${from} ${money(gap.income)} of income and ${money(gap.expenses)} of spending a month on average (loan interest aside)`,
      direction: null,
    };
  }
  if (gap.moreExpenses !== null) {
    return {
      facts: `${from} ${money(gap.expenses)} of spending a month on average (loan interest aside), ${money(gap.moreExpenses)} more than your recurring expenses`,
      direction: 'lower',
    };
  }
  return {
    facts: `${from} ${money(gap.income)} of income a month on average, ${money(gap.moreIncome ?? '0')} more than your recurring income`,
    direction: 'higher',
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Under the Overview's three cards. */
export function overviewGapNote(gap: RecordedGap, base: string): string {
  const { facts, direction } = recordedFacts(gap, base);
  const so = direction ? `, so your real cash flow is likely ${direction}` : '';
  return `These figures count recurring items only. ${capitalized(facts)}${so}. Add your regular income and spending as recurring items, or compare with the actual months below.`;
}

/** The Monthly Cash Flow card's caption on Planning. */
export function cashFlowCardDetail(gap: RecordedGap, base: string): string {
  return `Recurring items only: ${recordedFacts(gap, base).facts}`;
}

/** Under Planning's cash-flow forecast, which projects recurring items and loans only. */
export function forecastGapNote(gap: RecordedGap, base: string): string {
  const { facts, direction } = recordedFacts(gap, base);
  const so = direction ? `, so the balances ahead are likely ${direction} than drawn` : '';
  return `This forecast counts recurring items and loans only. ${capitalized(facts)}${so}.`;
}

/**
 * The tone of a Monthly Cash Flow figure: green at zero or above, red below (the spec), but neither
 * when the recorded months plainly contradict it (decision 187): a green figure says "you save this".
 */
export function cashFlowTone(cashFlow: string, gap: RecordedGap | null): 'default' | 'positive' | 'negative' {
  if (gap) return 'default';
  return isNegativeDecimal(cashFlow) ? 'negative' : 'positive';
}
