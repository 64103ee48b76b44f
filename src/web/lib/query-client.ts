import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// docs/product.md §7: no retries, no refetch on focus, no polling, cached data never goes stale; mutations
// invalidate what they change.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
