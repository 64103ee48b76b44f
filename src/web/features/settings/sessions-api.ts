import { apiJson, apiRequest } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

// The sessions list of Settings: GET /api/auth/sessions, DELETE /api/auth/sessions/:id and
// POST /api/auth/sessions/revoke-others.

export const SESSIONS_KEY = ['/api/auth/sessions'] as const;

export async function signOutSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
}

export async function signOutOtherSessions(): Promise<number> {
  const answer = await apiJson<{ revoked: number }>('POST', '/api/auth/sessions/revoke-others', {});
  return answer.revoked;
}

/** After a change that ends sessions (two-factor on or off), the list is read again. */
export function refreshSessions(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}
