import { useMutation, useQuery } from '@tanstack/react-query';
import type { BudgetDetail, BudgetInput } from '../../../shared/budgets';
import type { CashFlowForecastDto } from '../../../shared/cash-flow-forecast';
import type { CategoryDto } from '../../../shared/categories';
import type { NetWorthChangeDto, NetWorthPoint } from '../../../shared/net-worth-history';
import { toast } from '../../hooks/use-toast';
import { ApiError, apiJson, apiRequest } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { BUDGETS_KEY } from '../income-expenses/queries';

// The Planning tabs' server state. Query keys are the URLs (the default query function GETs them).

const CATEGORIES_KEY = ['/api/budget-categories'] as const;
export const budgetKey = (id: string) => [`/api/budgets/${encodeURIComponent(id)}`] as const;
export const forecastKey = (months: number, from: string | null) =>
  [`/api/cash-flow-projections?months=${months}${from ? `&from=${from}` : ''}`] as const;
export const historyKey = (from: string | null, interval: 'day' | 'week' | 'month') =>
  [`/api/net-worth/history?interval=${interval}${from ? `&from=${from}` : ''}`] as const;

export const useCategories = () => useQuery<CategoryDto[]>({ queryKey: CATEGORIES_KEY });
export const useBudget = (id: string | null) =>
  useQuery<BudgetDetail>({ queryKey: budgetKey(id ?? ''), enabled: id !== null });
export const useForecast = (months: number, from: string | null) =>
  useQuery<CashFlowForecastDto>({ queryKey: forecastKey(months, from) });
export const useNetWorthHistory = (from: string | null, interval: 'day' | 'week' | 'month') =>
  useQuery<NetWorthPoint[]>({ queryKey: historyKey(from, interval) });

/** What moved Net Worth after `from` through `to` (decision 127). */
export const useNetWorthChange = (from: string | null, to: string | null) =>
  useQuery<NetWorthChangeDto>({
    queryKey: [`/api/net-worth/change?from=${from ?? ''}${to ? `&to=${to}` : ''}`],
    enabled: from !== null,
  });

const startsWith = (prefix: string) => ({
  predicate: (query: { queryKey: readonly unknown[] }) =>
    typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix),
});

/** Every budget query: the list and each budget shown. */
async function invalidateBudgets(): Promise<void> {
  await queryClient.invalidateQueries(startsWith(BUDGETS_KEY[0]));
}

function failed(action: string) {
  return (error: unknown) =>
    toast({
      title: 'Error',
      description: error instanceof ApiError ? error.userMessage : `Failed to ${action}`,
      variant: 'destructive',
    });
}

export function useSaveBudget() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BudgetInput }) =>
      id === null
        ? apiJson<BudgetDetail>('POST', '/api/budgets', body)
        : apiJson<BudgetDetail>('PUT', `/api/budgets/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidateBudgets(),
  });
}

export function useCopyBudget() {
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<BudgetDetail>('POST', `/api/budgets/${encodeURIComponent(id)}/copy`, {}),
    onSuccess: (copy) => {
      toast({
        title: 'Budget copied',
        description: `“${copy.name}” now covers ${copy.startDate} to ${copy.endDate}.`,
      });
      return invalidateBudgets();
    },
    onError: failed('copy the budget'),
  });
}

export function useDeleteBudget() {
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/budgets/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateBudgets(),
    onError: failed('delete the budget'),
  });
}

export function useDeleteBudgetItem(budgetId: string) {
  return useMutation({
    mutationFn: (itemId: string) =>
      apiJson<BudgetDetail>(
        'DELETE',
        `/api/budgets/${encodeURIComponent(budgetId)}/items/${encodeURIComponent(itemId)}`,
      ),
    onSuccess: () => invalidateBudgets(),
    onError: failed('remove the item'),
  });
}

export function useSaveMonthNote() {
  return useMutation({
    mutationFn: ({ month, notes }: { month: string; notes: string }) =>
      apiJson<{ month: string; note: string | null }>('PUT', `/api/cash-flow-projections/${month}`, {
        notes,
      }),
    onSuccess: () => queryClient.invalidateQueries(startsWith('/api/cash-flow-projections')),
  });
}
