import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfter } from './book-invalidation';

// Kept for callers written before lib/book-invalidation.ts: every figure the books move, as after a
// valuation (the widest change that posts no category line).
export function invalidateLedgerViews(client: QueryClient): Promise<void> {
  return invalidateAfter(client, 'valuation');
}
