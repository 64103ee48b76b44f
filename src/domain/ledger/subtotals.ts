import type { AccountType, NormalBalance } from './types';

// The balance sheet with per-type and per-subtype subtotals, from balances already summed per group of
// accounts (by type, subtype and normal side). Totals are bigint cents, exact at any size.

type BookType = 'ASSET' | 'LIABILITY';

export interface BalanceGroup {
  accountType: AccountType;
  accountSubtype: string | null;
  normalBalance: NormalBalance;
  /** Sum of the group's balances, each in its account's normal direction. */
  total: bigint;
  count: number;
}

export interface Subtotal {
  total: bigint;
  count: number;
}

export interface SubtypeSubtotal extends Subtotal {
  accountType: BookType;
  accountSubtype: string | null;
}

export interface BalanceSheetSubtotals {
  totalAssets: bigint;
  totalLiabilities: bigint;
  netWorth: bigint;
  byType: Record<BookType, Subtotal>;
  /** Sorted by type, then subtype (accounts without one first). */
  bySubtype: SubtypeSubtotal[];
}

const NATURAL_SIDE: Record<BookType, NormalBalance> = { ASSET: 'debit', LIABILITY: 'credit' };

/**
 * Assets and liabilities only; equity, income and expense groups are left out. A contra group (an
 * asset whose normal side is credit, say) counts against its type, as in balanceSheet().
 */
export function balanceSheetSubtotals(groups: readonly BalanceGroup[]): BalanceSheetSubtotals {
  const byType: Record<BookType, Subtotal> = {
    ASSET: { total: 0n, count: 0 },
    LIABILITY: { total: 0n, count: 0 },
  };
  const bySubtype = new Map<string, SubtypeSubtotal>();
  for (const group of groups) {
    if (group.accountType !== 'ASSET' && group.accountType !== 'LIABILITY') continue;
    const type = group.accountType;
    const amount = group.normalBalance === NATURAL_SIDE[type] ? group.total : -group.total;
    byType[type].total += amount;
    byType[type].count += group.count;
    const key = `${type}\u0000${group.accountSubtype ?? ''}`;
    const sub = bySubtype.get(key) ?? {
      accountType: type,
      accountSubtype: group.accountSubtype,
      total: 0n,
      count: 0,
    };
    sub.total += amount;
    sub.count += group.count;
    bySubtype.set(key, sub);
  }
  const order = (s: SubtypeSubtotal) => `${s.accountType}\u0000${s.accountSubtype ?? ''}`;
  return {
    totalAssets: byType.ASSET.total,
    totalLiabilities: byType.LIABILITY.total,
    netWorth: byType.ASSET.total - byType.LIABILITY.total,
    byType,
    bySubtype: [...bySubtype.values()].sort((a, b) =>
      order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0,
    ),
  };
}
