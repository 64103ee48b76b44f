import type { TwoFactorSetupResponse } from '../../../shared/auth-options';
import { ApiError, apiJson } from '../../lib/api';

// SPEC.md 7: GET /api/auth/2fa/setup, POST /api/auth/2fa/enable and /disable with {token}.

export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return apiJson<TwoFactorSetupResponse>('GET', '/api/auth/2fa/setup');
}

/** Raises 'Failed to enable 2FA' (SPEC.md 8), keeping the server's answer as the cause. */
export async function enableTwoFactor(code: string): Promise<void> {
  try {
    await apiJson('POST', '/api/auth/2fa/enable', { token: code });
  } catch (cause) {
    throw new TwoFactorError('Failed to enable 2FA', cause);
  }
}

export async function disableTwoFactor(code: string): Promise<void> {
  try {
    await apiJson('POST', '/api/auth/2fa/disable', { token: code });
  } catch (cause) {
    throw new TwoFactorError('Failed to disable 2FA', cause);
  }
}

export class TwoFactorError extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
  }

  /** A lock-out (429) has its own sentence; anything else is a wrong code. */
  get lockedMessage(): string | null {
    return this.cause instanceof ApiError && this.cause.status === 429 ? this.cause.userMessage : null;
  }
}
