import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TransactionCount } from '../../../shared/transaction-changes';
import type { TransactionSearchPage } from '../../../shared/transactions';
import { apiJson } from '../../lib/api';
import { searchQuery, type TransactionFilters } from './search-query';

/**
 * The transactions matching the filters, a page at a time through the search's `next` cursor
 * (docs/decisions/135). The key starts with '/api/transactions', so every change to the books
 * refreshes it (lib/book-invalidation.ts).
 */
export function useTransactionSearch(filters: TransactionFilters) {
  const query = searchQuery(filters);
  return useInfiniteQuery({
    queryKey: [`/api/transactions?${query}`, 'search'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiJson<TransactionSearchPage>('GET', `/api/transactions?${searchQuery(filters, pageParam)}`),
    getNextPageParam: (last: TransactionSearchPage) => last.next ?? undefined,
  });
}

/**
 * GET /api/transactions/count with the list's own search: how many rows "all N matching" takes
 * (decision 145). Under '/api/transactions' too, so a change to the books counts again.
 */
export function useTransactionCount(filters: TransactionFilters) {
  return useQuery<TransactionCount>({
    queryKey: [`/api/transactions/count?${searchQuery(filters)}`],
    retry: false,
  });
}
