import { queryClient } from './query-client';

// "After the page has what it first shows": once no read or write of the signed-in page is in flight
// and the browser is idle. Code the first paint does not need (dialogs, other tabs) is fetched then,
// so it is there when asked for without delaying that paint (docs/decisions/070).

let waiting: (() => void)[] | null = null;

/** Runs `task` once no query or mutation is in flight, then when the browser is idle. */
export function whenPageSettled(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 1000 })
      : setTimeout(task, 100);
  if (waiting) {
    waiting.push(idle);
    return;
  }
  const waiters = [idle];
  waiting = waiters;
  // A macrotask first: the reads of the components mounted in the same commit start in it.
  setTimeout(() => {
    const check = () => {
      if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) return;
      unsubscribe();
      waiting = null;
      for (const waiter of waiters) waiter();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
