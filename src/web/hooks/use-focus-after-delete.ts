import { useEffect, useRef } from 'react';
import { type DeletedRow, FocusAfterDelete } from '../lib/focus-after-delete';

/**
 * A list's focus after a delete (lib/focus-after-delete.ts): returns what the delete's success calls.
 * `focusAt` is called once the rows shown no longer hold the deleted one.
 */
export function useFocusAfterDelete(
  shownIds: readonly string[],
  focusAt: (index: number) => void,
): (deleted: DeletedRow) => void {
  // The latest focusAt, so the tracker made once never calls a stale render's.
  const latest = useRef(focusAt);
  latest.current = focusAt;
  const tracker = useRef<FocusAfterDelete | null>(null);
  tracker.current ??= new FocusAfterDelete((index) => latest.current(index));
  const key = shownIds.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids shown, compared as one string.
  useEffect(() => tracker.current?.shown(shownIds), [key]);
  return (deleted) => tracker.current?.deleted(deleted);
}
