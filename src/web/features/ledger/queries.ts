import { useQuery } from '@tanstack/react-query';
import type { RegisterPage } from '../../../shared/register';

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
