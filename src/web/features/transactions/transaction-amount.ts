import type { Transaction } from '../../../shared/transactions';
import { moneyIn } from '../../lib/money-text';

// A transaction's amount as a list shows it (issue 24): in its account's currency, and for a transfer
// between two currencies both amounts (decision 152), never a bare dollar sign.

/**
 * '€12.50'; a cross-currency transfer '$108.42 → €100.00'. An account not known (yet) is taken in the
 * base currency: a recurring plan without an account is budgeted in it.
 */
export function transactionAmountText(
  item: Pick<Transaction, 'amount' | 'receivedAmount' | 'accountId' | 'toAccountId'>,
  currencies: ReadonlyMap<string, string>,
  baseCurrency: string,
): string {
  const from = (item.accountId && currencies.get(item.accountId)) || baseCurrency;
  const sent = moneyIn(item.amount, from);
  if (item.receivedAmount === null || !item.toAccountId) return sent;
  const to = currencies.get(item.toAccountId) ?? baseCurrency;
  return `${sent} → ${moneyIn(item.receivedAmount, to)}`;
}
