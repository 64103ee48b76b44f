import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDto, AccountPayload, BalanceSheetDto } from '../../../shared/accounts';
import { apiJson, apiRequest } from '../../lib/api';
import { invalidateLedgerViews } from '../../lib/ledger-views';

// The query keys other features invalidate after their own mutations; keep them exactly so.
export const ACCOUNTS_KEY = ['/api/accounts'] as const;
export const BALANCE_SHEET_KEY = ['/api/balance-sheet'] as const;

export function useAccounts() {
  return useQuery<AccountDto[]>({ queryKey: ACCOUNTS_KEY });
}

export function useBalanceSheet() {
  return useQuery<BalanceSheetDto>({ queryKey: BALANCE_SHEET_KEY });
}

/** After any account change: the lists, the balance sheet and the loans that show account data. */
function useRefreshBooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      queryClient.invalidateQueries({ queryKey: BALANCE_SHEET_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/loans'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/loan'] }),
      invalidateLedgerViews(queryClient),
    ]);
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
