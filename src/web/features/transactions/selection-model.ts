import type { BulkInput } from '../../../shared/transaction-changes';
import { searchQuery, type TransactionFilters } from './search-query';

// The rows ticked for a bulk change on the Transactions page (decisions 139 and 145): a click ticks
// one, a shift-click the range from the last one clicked, "select all" the rows shown, and "all N
// matching this filter" every row the search finds, shown or not. Pure: tested alone.

export interface Selection {
  ids: ReadonlySet<string>;
  /** The index of the row last clicked: where a shift-click's range starts. */
  anchor: number | null;
  /** Every row matching the filter, loaded or not: the bulk change then sends `filter`. */
  allMatching: boolean;
}

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null, allMatching: false };

/**
 * A row's box clicked: it turns on or off, and with `range` (shift held) every row between the last
 * one clicked and this one takes the same mark. Unticking a row leaves "all matching".
 */
export function toggleRow(
  selection: Selection,
  rowIds: readonly string[],
  index: number,
  range: boolean,
): Selection {
  const id = rowIds[index];
  if (id === undefined) return selection;
  const on = !selection.ids.has(id);
  const from = range && selection.anchor !== null ? Math.min(selection.anchor, index) : index;
  const to = range && selection.anchor !== null ? Math.max(selection.anchor, index) : index;
  const ids = new Set(selection.ids);
  for (const rowId of rowIds.slice(from, to + 1)) {
    if (on) ids.add(rowId);
    else ids.delete(rowId);
  }
  return { ids, anchor: index, allMatching: selection.allMatching && on };
}

/** "Select all" over the rows shown: ticks them all, or (all being ticked) none. */
export function togglePage(selection: Selection, rowIds: readonly string[]): Selection {
  if (isPageSelected(selection, rowIds)) return NO_SELECTION;
  return { ids: new Set([...selection.ids, ...rowIds]), anchor: selection.anchor, allMatching: false };
}

/** Whether every row shown is ticked (then "all N matching" is offered when there are more). */
export function isPageSelected(selection: Selection, rowIds: readonly string[]): boolean {
  return rowIds.length > 0 && rowIds.every((id) => selection.ids.has(id));
}

/** "Select all N matching this filter": only offered once the page is ticked and more rows match. */
export function canSelectAllMatching(
  selection: Selection,
  rowIds: readonly string[],
  matching: number | undefined,
): boolean {
  return (
    !selection.allMatching &&
    matching !== undefined &&
    matching > rowIds.length &&
    isPageSelected(selection, rowIds)
  );
}

export function selectAllMatching(selection: Selection, rowIds: readonly string[]): Selection {
  return { ids: new Set([...selection.ids, ...rowIds]), anchor: selection.anchor, allMatching: true };
}

/** How many rows a bulk change would take: the search's count once "all matching" is on. */
export function selectedCount(selection: Selection, matching: number | undefined): number {
  return selection.allMatching && matching !== undefined ? matching : selection.ids.size;
}

/** The ticks that still name rows shown (a filter or a refresh drops the others). */
export function keepShown(selection: Selection, rowIds: readonly string[]): Selection {
  const shown = new Set(rowIds);
  const ids = [...selection.ids].filter((id) => shown.has(id));
  if (ids.length === selection.ids.size) return selection;
  return { ids: new Set(ids), anchor: null, allMatching: selection.allMatching && ids.length > 0 };
}

/**
 * The search params as POST /api/transactions/bulk's `filter` takes them: exactly the list's own
 * query (search-query.ts), so the change takes the rows the list shows, without the paging cursor.
 */
export function bulkFilter(filters: TransactionFilters): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchQuery(filters)));
}

/** Which rows a bulk change names: the ticked ids, or the filter when "all matching" is on. */
export function bulkTarget(
  selection: Selection,
  filters: TransactionFilters,
): Pick<BulkInput, 'ids' | 'filter'> {
  return selection.allMatching ? { filter: bulkFilter(filters) } : { ids: [...selection.ids] };
}
