import { toEpochDay } from '../calendar';
import type { Cents } from '../money';

// A statement row that is the other side of a transaction already in another of the person's accounts
// (docs/decisions/189): the card's "PAYMENT THANK YOU +500.00" beside checking's "PAYMENT TO CARD
// −500.00". Kept as two, the same money counts once as spending and once as income. Such a row is
// proposed as a transfer with that transaction: the opposite amount, within 3 days, the closest first.
// Only rows and transactions that nothing has categorized are paired: a category the person or a rule
// gave says what the money was.

export const TRANSFER_WINDOW_DAYS = 3;

export interface TransferCandidate {
  id: string;
  date: string;
  /** Signed for its own account: positive is money in. */
  amount: Cents;
  accountId: string;
}

export interface TransferRow {
  date: string;
  amount: Cents;
}

/**
 * For each row, the candidate it is the other side of, or null. Each candidate pairs with at most one
 * row; a row takes the closest date among the free candidates of the opposite amount (the earlier
 * candidate on a tie, then the lower id, so the answer does not depend on the order read).
 */
export function findTransferPairs<C extends TransferCandidate>(
  rows: readonly (TransferRow | null)[],
  candidates: readonly C[],
): (C | null)[] {
  const byAmount = new Map<Cents, { candidate: C; day: number; used: boolean }[]>();
  const ordered = [...candidates].sort((a, b) =>
    a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1,
  );
  for (const candidate of ordered) {
    if (candidate.amount === 0) continue;
    const list = byAmount.get(candidate.amount) ?? [];
    list.push({ candidate, day: toEpochDay(candidate.date), used: false });
    byAmount.set(candidate.amount, list);
  }
  return rows.map((row) => {
    if (row === null || row.amount === 0) return null;
    const day = toEpochDay(row.date);
    let best: { candidate: C; day: number; used: boolean } | undefined;
    for (const c of byAmount.get(-row.amount) ?? []) {
      const distance = Math.abs(c.day - day);
      if (c.used || distance > TRANSFER_WINDOW_DAYS) continue;
      if (!best || distance < Math.abs(best.day - day)) best = c;
    }
    if (!best) return null;
    best.used = true;
    return best.candidate;
  });
}
