import { evaluateAmount } from '../../../domain/amount-expression';
import { type Cents, formatUsd } from '../../../domain/money';
import type { Transaction } from '../../../shared/transactions';

// The line over the Transactions list: how many rows are shown, and what the income and expenses come
// to (transfers move money between the user's own accounts and count in neither): of every matching
// row once the server's count is known, so a list paged in part never passes its page off as the
// whole. Pure.

export interface ListTotals {
  shown: number;
  income: Cents;
  expenses: Cents;
}

export function listTotals(rows: readonly Pick<Transaction, 'type' | 'amount'>[]): ListTotals {
  let income = 0;
  let expenses = 0;
  for (const row of rows) {
    const cents = evaluateAmount(row.amount);
    if (!cents.ok) continue;
    if (row.type === 'income') income += cents.cents;
    else if (row.type === 'expense') expenses += cents.cents;
  }
  return { shown: rows.length, income, expenses };
}

/** Every matching row, as GET /api/transactions/count says: how many, and their income and expenses. */
export interface MatchingTotals {
  count: number;
  income: string;
  expenses: string;
}

/**
 * '3 shown of 12 matching · In $10.00 · Out $4.50 · Net $5.50': the money of all 12 once the count is
 * known, of the shown rows until then.
 */
export function totalsLabel(shown: ListTotals, matching: MatchingTotals | undefined): string {
  const many = (n: number) => (n === 1 ? '1 transaction' : `${n} transactions`);
  const count =
    matching === undefined || matching.count === shown.shown
      ? many(shown.shown)
      : `${shown.shown} shown of ${many(matching.count)} matching`;
  const income = matching ? evaluateAmount(matching.income) : undefined;
  const expenses = matching ? evaluateAmount(matching.expenses) : undefined;
  const money = income?.ok && expenses?.ok ? { income: income.cents, expenses: expenses.cents } : shown;
  const net = money.income - money.expenses;
  const netText = net < 0 ? `−${formatUsd(-net)}` : formatUsd(net);
  return `${count} · In ${formatUsd(money.income)} · Out ${formatUsd(money.expenses)} · Net ${netText}`;
}
