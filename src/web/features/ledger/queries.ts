import { useMutation, useQuery } from '@tanstack/react-query';
import type { BalanceSeriesDto } from '../../../shared/balance-series';
import type { RegisterPage } from '../../../shared/register';
import type {
  BulkInput,
  BulkResult,
  ReconcileInput,
  ReconcileResult,
} from '../../../shared/transaction-changes';
import type { Transaction } from '../../../shared/transactions';
import { apiJson } from '../../lib/api';
import { invalidateTransactions } from '../income-expenses/queries';

/**
 * GET /api/accounts/:id/register?…, keyed under ['/api/accounts'] so that every change that
 * refreshes the accounts (a transaction, an account edit) refreshes the registers too.
 */
export function useRegister(accountId: string, search: string | null) {
  return useQuery<RegisterPage>({
    queryKey: ['/api/accounts', accountId, `register?${search ?? ''}`],
    enabled: search !== null,
    // While another page or date range loads, keep showing this account's rows (never another's).
    placeholderData: (previous) => (previous?.accountId === accountId ? previous : undefined),
  });
}

/**
 * GET /api/accounts/:id/balance-series?… (decision 164): the chart's few hundred points and the
 * count of the range's entries; keyed under ['/api/accounts'] like the register, so it refreshes with it.
 */
export function useBalanceSeries(accountId: string, search: string | null) {
  return useQuery<BalanceSeriesDto>({
    queryKey: ['/api/accounts', accountId, search ? `balance-series?${search}` : 'balance-series'],
    enabled: search !== null,
    placeholderData: (previous) => (previous?.accountId === accountId ? previous : undefined),
  });
}

/** PATCH /api/transactions/:id/cleared: ticks or unticks the bank's mark (decision 138). */
export function useSetCleared() {
  return useMutation({
    mutationFn: (input: { id: string; cleared: boolean; confirmReconciled?: boolean }) =>
      apiJson<Transaction>('PATCH', `/api/transactions/${encodeURIComponent(input.id)}/cleared`, {
        cleared: input.cleared,
        ...(input.confirmReconciled ? { confirmReconciled: true } : {}),
      }),
    onSuccess: () => invalidateTransactions(),
  });
}

/** POST /api/transactions/bulk: one action on the selected rows; answers the change that undoes it. */
export function useBulkChange() {
  return useMutation({
    mutationFn: (body: BulkInput) => apiJson<BulkResult>('POST', '/api/transactions/bulk', body),
    onSuccess: () => invalidateTransactions(),
  });
}

/** POST /api/accounts/:id/reconcile: the difference (dryRun), or the reconciliation itself. */
export function reconcile(accountId: string, body: ReconcileInput): Promise<ReconcileResult> {
  return apiJson<ReconcileResult>('POST', `/api/accounts/${encodeURIComponent(accountId)}/reconcile`, body);
}
