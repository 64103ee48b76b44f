import { useInfiniteQuery } from '@tanstack/react-query';
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
