import { addDays, toEpochDay } from '../../domain/calendar';
import type { ParsedRow } from '../../domain/imports';
import { findTransferPairs, TRANSFER_WINDOW_DAYS } from '../../domain/imports/transfers';
import { IMPORT_MESSAGES, type TransferPair } from '../../shared/imports';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { postTransactions, unpostTransaction } from '../transactions/posting';
import * as pairs from './transfer-repository';

// A statement row that is the other side of a transaction already in another account becomes one
// transfer with it (docs/decisions/189): proposed at preview, made at commit, undone with the import.

type GoodRow = ParsedRow & { ok: true };

function spanOf(dates: readonly string[]): { from: string; to: string } | null {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return null;
  return { from: addDays(first, -TRANSFER_WINDOW_DAYS), to: addDays(last, TRANSFER_WINDOW_DAYS) };
}

/**
 * For each row, the transaction it is proposed as the other side of, or null. `open` says which rows
 * may be paired: new ones nothing categorized.
 */
export async function proposeTransfers(
  db: Db,
  userId: string,
  account: { id: string; currency: string },
  rows: readonly GoodRow[],
  open: (row: GoodRow, index: number) => boolean,
): Promise<(TransferPair | null)[]> {
  const span = spanOf(rows.filter(open).map((r) => r.date));
  if (span === null) return rows.map(() => null);
  const candidates = await pairs.transferCandidatesBetween(
    db,
    userId,
    account.id,
    account.currency,
    span.from,
    span.to,
  );
  const found = findTransferPairs(
    rows.map((r, i) => (open(r, i) ? r : null)),
    candidates,
  );
  return found.map((c) =>
    c === null
      ? null
      : {
          transactionId: c.id,
          accountId: c.accountId,
          accountName: c.accountName,
          date: c.date,
          description: c.description,
        },
  );
}

export interface ChosenPair {
  /** The row's index among the request's rows, for the error's field name. */
  index: number;
  row: ParsedRow;
  transactionId: string;
}

/**
 * Makes each chosen transaction a transfer with the import's account, after checking it is still what
 * the row can be paired with: an uncategorized income or expense of another account in the same
 * currency, of the opposite amount, within 3 days. Returns the links the import keeps for its undo.
 */
export async function pairChosenRows(
  tx: Db,
  userId: string,
  account: { id: string; currency: string },
  chosen: readonly ChosenPair[],
): Promise<{ transactionId: string; bankId: string | null }[]> {
  if (chosen.length === 0) return [];
  const seen = new Set<string>();
  for (const c of chosen) {
    if (seen.has(c.transactionId)) {
      const field = `rows.${c.index}.transferWith`;
      throw badRequest(`${field}: ${IMPORT_MESSAGES.transferTwice}`, {
        [field]: IMPORT_MESSAGES.transferTwice,
      });
    }
    seen.add(c.transactionId);
  }
  // Locked first, so that what is checked below is what is changed.
  const locked = new Map((await pairs.lockForPairing(tx, userId, [...seen])).map((r) => [r.id, r] as const));
  const span = spanOf(chosen.map((c) => c.row.date));
  const candidates = new Map(
    span === null
      ? []
      : (
          await pairs.transferCandidatesBetween(tx, userId, account.id, account.currency, span.from, span.to)
        ).map((c) => [c.id, c] as const),
  );
  const changed = [];
  for (const c of chosen) {
    const candidate = candidates.get(c.transactionId);
    const row = locked.get(c.transactionId);
    const fits =
      candidate !== undefined &&
      candidate.amount === -c.row.amount &&
      Math.abs(toEpochDay(candidate.date) - toEpochDay(c.row.date)) <= TRANSFER_WINDOW_DAYS;
    if (!fits || row === undefined || row.accountId === null) {
      const field = `rows.${c.index}.transferWith`;
      throw badRequest(`${field}: ${IMPORT_MESSAGES.transferGone}`, {
        [field]: IMPORT_MESSAGES.transferGone,
      });
    }
    // Money out of the other account came into this one, and the other way round.
    const sides =
      row.type === 'expense'
        ? { type: 'transfer' as const, accountId: row.accountId, toAccountId: account.id }
        : { type: 'transfer' as const, accountId: account.id, toAccountId: row.accountId };
    await unpostTransaction(tx, userId, row.id);
    changed.push(await pairs.setSides(tx, userId, row, sides));
  }
  // Uncategorized and never split: posting need not read the parts table.
  await postTransactions(tx, userId, changed, { parts: new Map() });
  return chosen.map((c) => ({ transactionId: c.transactionId, bankId: c.row.bankId }));
}

/**
 * Undoing an import that paired rows: each transaction it made a transfer of, and that is still one
 * with the import's account, is again the uncategorized income or expense of its own account.
 */
export async function unpairImport(
  tx: Db,
  userId: string,
  importId: string,
  accountId: string,
): Promise<void> {
  const ids = await pairs.transfersOfImport(tx, userId, importId);
  if (ids.length === 0) return;
  const changed = [];
  for (const row of await pairs.lockForPairing(tx, userId, ids)) {
    if (row.type !== 'transfer' || row.receivedAmount !== null) continue;
    const sides =
      row.toAccountId === accountId && row.accountId !== null
        ? { type: 'expense' as const, accountId: row.accountId, toAccountId: null }
        : row.accountId === accountId && row.toAccountId !== null
          ? { type: 'income' as const, accountId: row.toAccountId, toAccountId: null }
          : null;
    // Edited since into a transfer between other accounts: the person's own change stands.
    if (sides === null) continue;
    await unpostTransaction(tx, userId, row.id);
    changed.push(await pairs.setSides(tx, userId, row, sides));
  }
  await postTransactions(tx, userId, changed, { parts: new Map() });
}
