// Where the keyboard goes after a list row is deleted: to the row that took its place (or the new
// last one). Only once the list no longer shows the deleted row: the refetch that drops it can
// commit after the next frame on a busy machine, and focusing the row about to vanish would leave
// the focus on the page's body, out of the list. Pure of React: the hook around it is
// `hooks/use-focus-after-delete.ts`.

export interface DeletedRow {
  id: string;
  /** Where it stood in the list. */
  index: number;
}

/** The index to focus now, null when the list is empty, 'wait' while the deleted row is still shown. */
export function rowAfterDelete(shownIds: readonly string[], deleted: DeletedRow): number | null | 'wait' {
  if (shownIds.includes(deleted.id)) return 'wait';
  if (shownIds.length === 0) return null;
  return Math.min(deleted.index, shownIds.length - 1);
}

/** Holds one deleted row until the list shown has dropped it, then calls `focusAt` once. */
export class FocusAfterDelete {
  private pending: DeletedRow | null = null;
  private shownIds: readonly string[] = [];

  constructor(private readonly focusAt: (index: number) => void) {}

  /** The rows the list shows now. */
  shown(ids: readonly string[]): void {
    this.shownIds = ids;
    this.settle();
  }

  /** A delete succeeded: move the focus once its row is gone. */
  deleted(row: DeletedRow): void {
    this.pending = row;
    this.settle();
  }

  private settle(): void {
    if (!this.pending) return;
    const next = rowAfterDelete(this.shownIds, this.pending);
    if (next === 'wait') return;
    this.pending = null;
    if (next !== null) this.focusAt(next);
  }
}
