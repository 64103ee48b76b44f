import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RuleDto,
  RuleInput,
  RuleOffer,
  RulePreview,
  RuleRunDto,
  RuleRunUndo,
  RuleSuggestion,
} from '../../../shared/rules';
import { apiJson } from '../../lib/api';
import { invalidateAfter } from '../../lib/book-invalidation';

// The rules calls (issue 22). Applying or undoing a run moves categories, so every book query is read
// again; creating, changing or deleting a rule only changes the list.

const RULES_KEY = ['/api/rules'] as const;
const RULE_RUNS_KEY = ['/api/rule-runs'] as const;

export const useRules = () => useQuery<RuleDto[]>({ queryKey: RULES_KEY });
export const useRuleRuns = () => useQuery<RuleRunDto[]>({ queryKey: RULE_RUNS_KEY });

function useRefresh(all: boolean) {
  const client = useQueryClient();
  return () =>
    all
      ? invalidateAfter(client, 'rule-run')
      : client.invalidateQueries({
          predicate: (query) => {
            const key = query.queryKey[0];
            return typeof key === 'string' && key.startsWith('/api/rule');
          },
        });
}

export function useSaveRule() {
  const refresh = useRefresh(false);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RuleInput }) =>
      apiJson<RuleDto>(id ? 'PUT' : 'POST', id ? `/api/rules/${id}` : '/api/rules', body),
    onSuccess: refresh,
  });
}

export function useDeleteRule() {
  const refresh = useRefresh(false);
  return useMutation({
    mutationFn: async (id: string) => {
      await apiJson<null>('DELETE', `/api/rules/${id}`);
    },
    onSuccess: refresh,
  });
}

export const usePreviewRule = () =>
  useMutation({
    mutationFn: (body: Pick<RuleInput, 'conditions' | 'actions'>) =>
      apiJson<RulePreview>('POST', '/api/rules/preview', body),
  });

export function useApplyRule() {
  const refresh = useRefresh(true);
  return useMutation({
    mutationFn: (id: string) => apiJson<RuleRunDto>('POST', `/api/rules/${id}/apply`),
    onSuccess: refresh,
  });
}

export function useUndoRun() {
  const refresh = useRefresh(true);
  return useMutation({
    mutationFn: (id: string) => apiJson<RuleRunUndo>('DELETE', `/api/rule-runs/${id}`),
    onSuccess: refresh,
  });
}

export const fetchOffer = (transactionId: string) =>
  apiJson<RuleOffer>('GET', `/api/rules/offer?transactionId=${encodeURIComponent(transactionId)}`);

/** The category the rules propose for a manual entry, once its description has settled. */
export function useSuggestion(query: {
  description: string;
  type: 'income' | 'expense';
  amount: string;
  accountId: string;
}) {
  const params = new URLSearchParams({ description: query.description.trim(), type: query.type });
  if (/^\d{1,10}(\.\d{1,2})?$/.test(query.amount)) params.set('amount', query.amount);
  if (query.accountId) params.set('accountId', query.accountId);
  return useQuery<RuleSuggestion>({
    queryKey: [`/api/rules/suggestion?${params.toString()}`],
    enabled: query.description.trim().length >= 3,
    staleTime: 30_000,
  });
}
