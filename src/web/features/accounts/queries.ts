import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDto, AccountPayload, BalanceSheetDto } from '../../../shared/accounts';
import { apiJson, apiRequest } from '../../lib/api';
import { invalidateAfter } from '../../lib/book-invalidation';

// The query keys other features invalidate after their own mutations; keep them exactly so.
const ACCOUNTS_KEY = ['/api/accounts'] as const;
const BALANCE_SHEET_KEY = ['/api/balance-sheet'] as const;

export function useAccounts() {
  return useQuery<AccountDto[]>({ queryKey: ACCOUNTS_KEY });
}

export function useBalanceSheet() {
  return useQuery<BalanceSheetDto>({ queryKey: BALANCE_SHEET_KEY });
}

/** After any account change: every figure read from the books (lib/book-invalidation.ts). */
function useRefreshBooks() {
  const queryClient = useQueryClient();
  return () => invalidateAfter(queryClient, 'account');
}

export function useSaveAccount(accountId: string | undefined) {
  const refresh = useRefreshBooks();
  return useMutation({
    mutationFn: (payload: AccountPayload) =>
      accountId
        ? apiJson<AccountDto>('PUT', `/api/accounts/${accountId}`, payload)
        : apiJson<AccountDto>('POST', '/api/accounts', payload),
    onSuccess: refresh,
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshBooks();
  return useMutation({
    mutationFn: async (accountId: string) => {
      await apiRequest('DELETE', `/api/accounts/${accountId}`);
    },
    onSuccess: refresh,
  });
}
