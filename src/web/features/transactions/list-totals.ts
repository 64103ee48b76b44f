import { evaluateAmount } from '../../../domain/amount-expression';
import { type Cents, formatUsd } from '../../../domain/money';
import type { Transaction } from '../../../shared/transactions';

// The line over the Transactions list: how many rows are shown, and what their income and expenses
// come to (transfers move money between the user's own accounts and count in neither). Pure.

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

/** '3 shown of 12 matching · In $10.00 · Out $4.50 · Net $5.50' (the count once it is known). */
export function totalsLabel(totals: ListTotals, matching: number | undefined): string {
  const many = (n: number) => (n === 1 ? '1 transaction' : `${n} transactions`);
  const count =
    matching === undefined || matching === totals.shown
      ? many(totals.shown)
      : `${totals.shown} shown of ${many(matching)} matching`;
  const net = totals.income - totals.expenses;
  const netText = net < 0 ? `−${formatUsd(-net)}` : formatUsd(net);
  return `${count} · In ${formatUsd(totals.income)} · Out ${formatUsd(totals.expenses)} · Net ${netText}`;
}
