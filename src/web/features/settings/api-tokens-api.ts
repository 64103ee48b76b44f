import type { ApiTokenView, CreatedApiToken, CreateTokenInput } from '../../../shared/api-tokens';
import { apiJson, apiRequest } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

// Settings → API tokens: GET/POST /api/tokens and DELETE /api/tokens/:id (decision 111).

export const TOKENS_KEY = ['/api/tokens'] as const;

export function createApiToken(input: CreateTokenInput): Promise<CreatedApiToken> {
  return apiJson<CreatedApiToken>('POST', '/api/tokens', input);
}

export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/tokens/${encodeURIComponent(id)}`);
}

export function refreshTokens(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
}

export type { ApiTokenView };
