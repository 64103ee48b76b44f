import { isNegativeDecimal, subtractDecimals } from '../../../domain/big-cents';
import type { TransactionCount } from '../../../shared/transaction-changes';
import { missingRateText, moneyIn } from '../../lib/money-text';

// The line over the Transactions list: how many rows are shown, and what every matching row's income
// and expenses come to (transfers move money between the user's own accounts and count in neither), as
// GET /api/transactions/count gives them: in the base currency, an amount in another converted at its
// date's rate (decision 153), so a list paged in part never passes its page off as the whole, and
// never adds euros to dollars. Pure.

/**
 * '3 shown of 12 transactions matching · In $10.00 · Out $4.50 · Net $5.50': the money of all 12, in
 * the base currency, once the count is known; until then only how many are shown.
 */
export function totalsLabel(shown: number, matching: TransactionCount | undefined): string {
  const many = (n: number) => (n === 1 ? '1 transaction' : `${n} transactions`);
  if (matching === undefined) return many(shown);
  const count = matching.count === shown ? many(shown) : `${shown} shown of ${many(matching.count)} matching`;
  const money = (text: string) => moneyIn(text, matching.baseCurrency);
  const net = subtractDecimals(matching.income, matching.expenses);
  const netText = isNegativeDecimal(net) ? `−${money(net.slice(1))}` : money(net);
  const left = matching.missingRates.map(missingRateText).join(' ');
  return `${count} · In ${money(matching.income)} · Out ${money(matching.expenses)} · Net ${netText}${left ? ` · ${left}` : ''}`;
}
