import { type QueryClient, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '../../../shared/categories';
import { CHANGE_ID_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/headers';
import type { Budget, CashFlowSummary, Transaction, TransactionInput } from '../../../shared/transactions';
import { toast } from '../../hooks/use-toast';
import { apiJson, apiRequest } from '../../lib/api';
import { invalidateAfter } from '../../lib/book-invalidation';
import type { MissingRateView } from '../../lib/money-text';
import { queryClient as defaultClient } from '../../lib/query-client';

// Query keys shared with the other features (docs/product.md §7): the default query function GETs the key.
export const RECENT_TRANSACTIONS_KEY = ['/api/transactions?limit=10'] as const;
export const SUMMARY_KEY = ['/api/cash-flow/summary'] as const;
export const BUDGETS_KEY = ['/api/budgets'] as const;
export const BALANCE_SHEET_KEY = ['/api/balance-sheet'] as const;
export const LOANS_KEY = ['/api/loans'] as const;
export const CATEGORIES_KEY = ['/api/budget-categories'] as const;
/** Also the prefix of every account register's key (`['/api/accounts', id, 'register?…']`). */
export const ACCOUNTS_KEY = ['/api/accounts'] as const;

/** GET /api/balance-sheet, owned by the accounts feature. */
export interface BalanceSheetTotals {
  totalAssets: string;
  totalLiabilities: string;
  netWorth?: string;
  /** The currency of the figures (decision 153). */
  baseCurrency?: string;
  /** What the figures leave out for want of a rate. */
  missingRates?: MissingRateView[];
}

/** GET /api/loans, owned by the loans feature; only what the dashboard counts. */
export interface LoanSummary {
  id: string;
  isActive?: boolean;
  monthlyPayment?: string;
}

/** Rows a list screen reads at a time (GET /api/transactions answers pages, docs/decisions/120). */
const TRANSACTION_PAGE = 100;

export interface TransactionPage {
  rows: Transaction[];
  /** How many transactions match in all (X-Total-Count). */
  total: number;
  offset: number;
}

/** One page of the user's transactions matching `filter` (e.g. `type=income&recurring=true`). */
async function fetchTransactionPage(filter: string, offset: number): Promise<TransactionPage> {
  const res = await apiRequest(
    'GET',
    `/api/transactions?${filter}&limit=${TRANSACTION_PAGE}&offset=${offset}`,
  );
  const rows = (await res.json()) as Transaction[];
  return { rows, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length), offset };
}

/** The transactions matching `filter`, a page at a time: `fetchNextPage` reads the next one. */
export function useTransactionPages(filter: string) {
  return useInfiniteQuery({
    // Starts with '/api/transactions', so every transaction change invalidates it.
    queryKey: [`/api/transactions?${filter}`, 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchTransactionPage(filter, pageParam),
    getNextPageParam: (last: TransactionPage) => {
      const next = last.offset + last.rows.length;
      return last.rows.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** GET /api/transactions/:id: one transaction, for editing a row another screen shows. */
export function fetchTransaction(id: string): Promise<Transaction> {
  return apiJson<Transaction>('GET', `/api/transactions/${encodeURIComponent(id)}`);
}

export const useRecentTransactions = () => useQuery<Transaction[]>({ queryKey: RECENT_TRANSACTIONS_KEY });
export const useCashFlowSummary = () => useQuery<CashFlowSummary>({ queryKey: SUMMARY_KEY });
export const useBudgets = () => useQuery<Budget[]>({ queryKey: BUDGETS_KEY });
export const useBalanceSheet = () => useQuery<BalanceSheetTotals>({ queryKey: BALANCE_SHEET_KEY });
export const useLoans = () => useQuery<LoanSummary[]>({ queryKey: LOANS_KEY });
export const useCategories = () => useQuery<CategoryDto[]>({ queryKey: CATEGORIES_KEY });

/** What a transaction change touches: every figure read from the books (lib/book-invalidation.ts). */
export function invalidateTransactions(client: QueryClient = defaultClient): Promise<void> {
  return invalidateAfter(client, 'transaction');
}

/** POST a new transaction, or PUT over the one with this id. */
export function useSaveTransaction(id?: string, confirmReconciled = false) {
  return useMutation({
    mutationFn: (payload: TransactionInput) =>
      id
        ? apiJson<Transaction>(
            'PUT',
            `/api/transactions/${encodeURIComponent(id)}${confirmReconciled ? '?confirmReconciled=true' : ''}`,
            payload,
          )
        : apiJson<Transaction>('POST', '/api/transactions', payload),
    onSuccess: () => invalidateTransactions(),
  });
}

/** DELETE a transaction; answers the id of the change that undoes it (decision 139), if given. */
export function useDeleteTransaction() {
  return useMutation({
    mutationFn: async (
      input: string | { id: string; confirmReconciled: boolean },
    ): Promise<string | null> => {
      const { id, confirmReconciled } =
        typeof input === 'string' ? { id: input, confirmReconciled: false } : input;
      const query = confirmReconciled ? '?confirmReconciled=true' : '';
      const res = await apiRequest('DELETE', `/api/transactions/${encodeURIComponent(id)}${query}`);
      return res.headers.get(CHANGE_ID_HEADER);
    },
    onSuccess: () => invalidateTransactions(),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete transaction', variant: 'destructive' }),
  });
}
