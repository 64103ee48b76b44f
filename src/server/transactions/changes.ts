import {
  BULK_MAX,
  type BulkRequest,
  type BulkResult,
  CHANGE_MESSAGES,
  UNDO_KEEP_MINUTES,
} from '../../shared/transaction-changes';
import { findCategory } from '../categories/repository';
import type { Db } from '../db/client';
import { inTransaction } from '../db/in-transaction';
import { MANY_ROWS, withReferencesCheckedPerStatement } from '../db/references-per-statement';
import { AppError, badRequest, notFound } from '../http/errors';
import { centsFromDb, deleteJournalEntries } from '../ledger';
import type { ServiceContext } from '../service-context';
import * as bulk from './bulk-repository';
import * as changes from './change-repository';
import { postTransactions } from './posting';
import * as repo from './repository';
import { replaceSplits, type SplitPart, splitsOf } from './split-repository';

// Deletes and bulk changes that can be undone (decision 139). Each keeps, in the same database
// transaction, the rows as they were before it; undoing puts them back exactly (same ids, categories,
// cleared marks, recurring and import links) and re-posts their entries through the ledger, so the
// books and every assertion hold at each step.

/** What a change keeps to be undone. Dates of creation are ISO strings once stored as JSON. */
interface ChangePayload {
  rows: (Omit<bulk.StoredRow, 'createdAt'> & { createdAt: string })[];
  /** Whether the rows were deleted (put back) or only changed (their marks restored). */
  deleted: boolean;
  /** Occurrences unlinked by deleting their recurring item. */
  links: { id: string; parentId: string }[];
  imported: bulk.ImportedLink[];
  /** Rows an import paired as transfers (decision 189); absent in changes kept before. */
  paired?: bulk.PairedLink[];
  /** The parts of the rows that were split (decision 141); absent in changes kept before splits. */
  splits?: StoredSplit[];
}

interface StoredSplit {
  transactionId: string;
  categoryId: string | null;
  /** numeric text */
  amount: string;
  memo: string | null;
}

/** The parts of the rows among `ids` that are split, in order, to keep with a change. */
async function partsToKeep(tx: Db, userId: string, ids: readonly string[]): Promise<StoredSplit[]> {
  const found = await splitsOf(tx, userId, ids);
  return [...found.values()].flat().map((p) => ({
    transactionId: p.transactionId,
    categoryId: p.categoryId,
    amount: p.amount,
    memo: p.memo,
  }));
}

/**
 * Puts kept parts back on their rows (whose other parts are replaced); a category deleted since
 * leaves its part uncategorized, as deleting it would have.
 */
async function restoreParts(tx: Db, userId: string, kept: readonly StoredSplit[]): Promise<void> {
  if (kept.length === 0) return;
  const categories = await bulk.ownCategoryIds(
    tx,
    userId,
    kept.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])),
  );
  const byRow = new Map<string, SplitPart[]>();
  for (const p of kept) {
    const part = {
      categoryId: p.categoryId !== null && categories.has(p.categoryId) ? p.categoryId : null,
      amount: centsFromDb(p.amount),
      memo: p.memo,
    };
    const list = byRow.get(p.transactionId);
    if (list) list.push(part);
    else byRow.set(p.transactionId, [part]);
  }
  await replaceSplits(tx, userId, byRow);
}

export const reconciledConflict = () =>
  new AppError('conflict', 'This transaction is reconciled: confirm to change it', undefined, 'reconciled');
const changeNotFound = () => notFound('Nothing to undo: the change is not found, already undone or too old');
const transactionsNotFound = () => notFound('Transaction not found');

/** Locks every one of `ids`; any that is not the user's answers 404 and nothing changes. */
async function lockAll(tx: Db, userId: string, ids: readonly string[], confirmReconciled: boolean) {
  const rows = await bulk.lockTransactions(tx, userId, ids);
  if (rows.length !== ids.length) throw transactionsNotFound();
  if (!confirmReconciled && rows.some((r) => r.reconciled)) throw reconciledConflict();
  return rows;
}

/** The instant before which a change can no longer be undone. */
const undoSince = (now: Date) => new Date(now.getTime() - UNDO_KEEP_MINUTES * 60_000);

async function record(ctx: ServiceContext, tx: Db, kind: string, payload: ChangePayload): Promise<string> {
  await changes.sweepChanges(tx, ctx.userId, undoSince(ctx.now));
  return changes.insertChange(tx, ctx.userId, kind, payload, ctx.now);
}

const storable = (rows: readonly bulk.StoredRow[]): ChangePayload['rows'] =>
  rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));

/** Deletes rows (already locked) with their entries, keeping what an undo needs; returns its id. */
export async function deleteRows(
  ctx: ServiceContext,
  tx: Db,
  rows: readonly bulk.StoredRow[],
): Promise<string> {
  const { userId } = ctx;
  const ids = rows.map((r) => r.id);
  const payload: ChangePayload = {
    rows: storable(rows),
    deleted: true,
    links: (await bulk.occurrenceLinks(tx, userId, ids)).filter((l) => !ids.includes(l.id)),
    imported: await bulk.importedLinks(tx, userId, ids),
    paired: await bulk.pairedLinks(tx, userId, ids),
    splits: await partsToKeep(tx, userId, ids),
  };
  // Many rows: their keys followed once per statement, as an import's undo does (decision 174).
  const many = ids.length >= MANY_ROWS;
  await deleteJournalEntries(tx, userId, await bulk.entriesOfMany(tx, userId, ids), { bulk: many });
  const remove = () => bulk.deleteTransactionRows(tx, userId, ids);
  await (many ? withReferencesCheckedPerStatement(tx, remove) : remove());
  return record(ctx, tx, 'delete', payload);
}

/** Re-posts the entries of changed rows: removed, then posted again as the rows now say. */
async function repost(tx: Db, userId: string, rows: readonly repo.TransactionRow[]): Promise<void> {
  const ids = rows.map((r) => r.id);
  const many = ids.length >= MANY_ROWS;
  await deleteJournalEntries(tx, userId, await bulk.entriesOfMany(tx, userId, ids), { bulk: many });
  await postTransactions(tx, userId, rows, { bulk: many });
}

/** A category every selected row can take: the user's, active, of the rows' own type; no transfers. */
async function checkCategory(
  tx: Db,
  userId: string,
  categoryId: string | null,
  rows: readonly bulk.StoredRow[],
  /** What named the rows: `ids`, or a search `filter`. */
  field: 'ids' | 'filter',
): Promise<void> {
  if (rows.some((r) => r.type === 'transfer')) {
    const message =
      field === 'ids'
        ? 'A transfer has no category: leave transfers out of the selection'
        : 'A transfer has no category: filter by type income or expense';
    throw badRequest(`${field}: ${message}`, { [field]: message });
  }
  if (categoryId === null) return;
  const category = await findCategory(tx, userId, categoryId);
  if (!category) throw notFound('Category not found');
  if (!category.isActive) {
    const message = 'This category is archived';
    throw badRequest(`categoryId: ${message}`, { categoryId: message });
  }
  if (rows.some((r) => r.type !== category.type)) {
    const message = `Choose a category of the selected rows' type (this one is ${category.type})`;
    throw badRequest(`categoryId: ${message}`, { categoryId: message });
  }
}

/**
 * The rows a bulk change names: its ids, or every row its filter finds ("all N matching this filter",
 * decision 141), read inside the change's own transaction so it takes exactly what matches then.
 */
async function selectedIds(tx: Db, userId: string, request: BulkRequest): Promise<string[]> {
  if (request.select.kind === 'ids') return request.select.ids;
  const ids = await repo.searchIds(tx, userId, request.select.filter, BULK_MAX + 1);
  if (ids.length > BULK_MAX)
    throw badRequest(`filter: ${CHANGE_MESSAGES.filterTooMany}`, { filter: CHANGE_MESSAGES.filterTooMany });
  if (ids.length === 0) {
    const message = 'The filter finds no transactions';
    throw badRequest(`filter: ${message}`, { filter: message });
  }
  return ids;
}

/** POST /api/transactions/bulk: one action on up to BULK_MAX of the user's transactions, at once. */
export async function bulkChange(ctx: ServiceContext, request: BulkRequest): Promise<BulkResult> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const ids = await selectedIds(tx, ctx.userId, request);
      const rows = await lockAll(tx, ctx.userId, ids, request.confirmReconciled === true);
      if (request.action === 'delete') {
        return { changed: rows.length, changeId: await deleteRows(ctx, tx, rows) };
      }
      const before: ChangePayload = { rows: storable(rows), deleted: false, links: [], imported: [] };
      if (request.action === 'setCategory') {
        const categoryId = request.categoryId ?? null;
        await checkCategory(tx, ctx.userId, categoryId, rows, request.select.kind);
        // One category for the whole row replaces a split's parts; the undo puts them back.
        before.splits = await partsToKeep(tx, ctx.userId, ids);
        const split = [...new Set(before.splits.map((p) => p.transactionId))];
        if (split.length > 0) await replaceSplits(tx, ctx.userId, new Map(split.map((id) => [id, []])));
        const changed = await bulk.setMarks(tx, ctx.userId, ids, { categoryId });
        await repost(tx, ctx.userId, changed);
      } else {
        const cleared = request.cleared === true;
        // A row no longer cleared is no longer reconciled either.
        await bulk.setMarks(tx, ctx.userId, ids, cleared ? { cleared } : { cleared, reconciled: false });
      }
      return { changed: rows.length, changeId: await record(ctx, tx, request.action, before) };
    },
    () => new AppError('conflict', 'This would take an account balance past what the books can hold'),
  );
}

/** POST /api/transactions/restore: undoes a change of the user's, once. */
export async function undoChange(ctx: ServiceContext, changeId: string): Promise<{ restored: number }> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const change = await changes.lockUndoableChange(tx, ctx.userId, changeId, undoSince(ctx.now));
      if (!change) throw changeNotFound();
      const payload = change.payload as ChangePayload;
      const rows: bulk.StoredRow[] = payload.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
      const ids = rows.map((r) => r.id);
      let restored: repo.TransactionRow[];
      if (payload.deleted) {
        const accountIds = [
          ...new Set(rows.flatMap((r) => [r.accountId, r.toAccountId]).filter((a) => a !== null)),
        ];
        const accounts = await bulk.ownAccountIds(tx, ctx.userId, accountIds);
        if (accounts.size !== accountIds.length) {
          throw new AppError(
            'conflict',
            'An account of these transactions was deleted: they cannot be restored',
          );
        }
        const existing = await bulk.lockTransactions(tx, ctx.userId, ids);
        if (existing.length > 0) throw changeNotFound();
        // A category deleted since leaves the row uncategorized, as deleting it would have.
        const categories = await bulk.ownCategoryIds(
          tx,
          ctx.userId,
          rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])),
        );
        // A recurring item deleted since leaves its occurrence unlinked, as deleting it would have.
        const parents = new Set([
          ...ids,
          ...(
            await bulk.lockTransactions(
              tx,
              ctx.userId,
              rows.flatMap((r) => (r.recurringParentId === null ? [] : [r.recurringParentId])),
            )
          ).map((r) => r.id),
        ]);
        const reinsert = () =>
          bulk.reinsertRows(
            tx,
            ctx.userId,
            rows.map((r) => ({
              ...r,
              categoryId: r.categoryId !== null && categories.has(r.categoryId) ? r.categoryId : null,
              recurringParentId:
                r.recurringParentId !== null && parents.has(r.recurringParentId) ? r.recurringParentId : null,
            })),
            payload.imported,
            payload.paired ?? [],
          );
        const many = rows.length >= MANY_ROWS;
        restored = await (many ? withReferencesCheckedPerStatement(tx, reinsert) : reinsert());
        await bulk.relinkOccurrences(tx, ctx.userId, payload.links);
        await restoreParts(tx, ctx.userId, payload.splits ?? []);
        await postTransactions(tx, ctx.userId, restored, { bulk: many });
      } else {
        const existing = await bulk.lockTransactions(tx, ctx.userId, ids);
        if (existing.length !== ids.length) {
          throw new AppError('conflict', 'Some of these transactions were deleted since: undo that first');
        }
        // A category deleted since leaves the row uncategorized, as deleting it would have.
        const categories = await bulk.ownCategoryIds(
          tx,
          ctx.userId,
          rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])),
        );
        restored = await bulk.restoreMarks(
          tx,
          ctx.userId,
          rows.map((row) => ({
            id: row.id,
            categoryId: row.categoryId !== null && categories.has(row.categoryId) ? row.categoryId : null,
            cleared: row.cleared,
            reconciled: row.reconciled,
          })),
        );
        await restoreParts(tx, ctx.userId, payload.splits ?? []);
        if (change.kind === 'setCategory') await repost(tx, ctx.userId, restored);
      }
      await changes.markUndone(tx, change.id, ctx.now);
      return { restored: restored.length };
    },
    () => new AppError('conflict', 'This would take an account balance past what the books can hold'),
  );
}
