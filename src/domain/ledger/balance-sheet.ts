import { type Cents, sumCents } from '../money';
import type { LedgerAccount } from './types';

export interface BalanceSheet {
  totalAssets: Cents;
  totalLiabilities: Cents;
  netWorth: Cents;
}

/**
 * Totals asset and liability accounts from their normal-direction balances; equity, income and expense
 * accounts are left out. A contra account (an asset whose normal side is credit, say) counts negatively.
 */
export function balanceSheet(
  accounts: readonly LedgerAccount[],
  balances: ReadonlyMap<string, Cents>,
): BalanceSheet {
  const assets: Cents[] = [];
  const liabilities: Cents[] = [];
  for (const account of accounts) {
    const balance = balances.get(account.id) ?? 0;
    if (account.accountType === 'ASSET') {
      assets.push(account.normalBalance === 'debit' ? balance : -balance);
    } else if (account.accountType === 'LIABILITY') {
      liabilities.push(account.normalBalance === 'credit' ? balance : -balance);
    }
  }
  const totalAssets = sumCents(assets);
  const totalLiabilities = sumCents(liabilities);
  return { totalAssets, totalLiabilities, netWorth: sumCents([totalAssets, -totalLiabilities]) };
}
