import type { QueryClient } from '@tanstack/react-query';

// Reads computed from the ledger by the Planning tabs. Cached data never goes stale (SPEC.md 7), so
// every change to transactions, accounts or loans refreshes them too.
const PREFIXES = ['/api/budgets', '/api/cash-flow-projections', '/api/net-worth/', '/api/loans/'];

export function invalidateLedgerViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && PREFIXES.some((prefix) => key.startsWith(prefix));
    },
  });
}
