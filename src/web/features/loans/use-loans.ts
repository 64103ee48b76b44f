import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExtraPaymentPayload,
  ExtraPaymentView,
  LoanPayload,
  LoanView,
  ScheduleView,
} from '../../../shared/loans';
import { apiJson, apiRequest } from '../../lib/api';
import { invalidateAfter } from '../../lib/book-invalidation';

// Queries and mutations of the loans feature. Keys follow docs/product.md §7: the default fetch GETs the key's
// parts joined by '/', and every loan change refreshes loans, accounts and the balance sheet.

const LOANS_KEY = ['/api/loans'] as const;
export const loanKey = (id: string) => ['/api/loans', id] as const;
export const scheduleKey = (id: string) => ['/api/loans', id, 'schedule'] as const;
export const extraPaymentsKey = (id: string) => ['/api/loans', id, 'extra-payments'] as const;

export function useLoans() {
  return useQuery<LoanView[]>({ queryKey: LOANS_KEY });
}

export function useLoan(id: string | undefined) {
  return useQuery<LoanView>({ queryKey: loanKey(id ?? ''), enabled: Boolean(id) });
}

export function useSchedule(id: string) {
  return useQuery<ScheduleView>({ queryKey: scheduleKey(id) });
}

export function useExtraPayments(id: string) {
  return useQuery<ExtraPaymentView[]>({ queryKey: extraPaymentsKey(id) });
}

export interface WhatIfQuery {
  extraMonthly?: string;
  extraAmount?: string;
  extraDate?: string;
}

/** The schedule with a hypothetical extra payment on top; nothing is stored. */
export function useWhatIf(id: string, query: WhatIfQuery | null) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  const search = params.toString();
  return useQuery<ScheduleView>({
    queryKey: [...scheduleKey(id), search],
    queryFn: () => apiJson<ScheduleView>('GET', `/api/loans/${id}/schedule?${search}`),
    enabled: query !== null && search !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * Everything a loan change can move: loans and their schedules, accounts, the balance sheet, the
 * journal, and the summary's loan payments and interest (lib/book-invalidation.ts).
 */
function useRefreshLoans() {
  const queryClient = useQueryClient();
  return () => invalidateAfter(queryClient, 'loan');
}

export function useSaveLoan(loanId: string | undefined) {
  const refresh = useRefreshLoans();
  return useMutation({
    mutationFn: (payload: LoanPayload) =>
      loanId
        ? apiJson<LoanView>('PUT', `/api/loans/${loanId}`, payload)
        : apiJson<LoanView>('POST', '/api/loan', payload),
    onSuccess: refresh,
  });
}

export function useDeleteLoan() {
  const refresh = useRefreshLoans();
  return useMutation({
    mutationFn: async (loanId: string) => {
      await apiRequest('DELETE', `/api/loans/${loanId}`);
    },
    onSuccess: refresh,
  });
}

export function useRecordExtraPayment(loanId: string) {
  const refresh = useRefreshLoans();
  return useMutation({
    mutationFn: (payload: ExtraPaymentPayload) =>
      apiJson<ExtraPaymentView>('POST', `/api/loans/${loanId}/extra-payments`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteExtraPayment(loanId: string) {
  const refresh = useRefreshLoans();
  return useMutation({
    mutationFn: async (extraId: string) => {
      await apiRequest('DELETE', `/api/loans/${loanId}/extra-payments/${extraId}`);
    },
    onSuccess: refresh,
  });
}
