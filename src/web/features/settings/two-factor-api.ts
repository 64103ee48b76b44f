import type { BackupCodesResponse, TwoFactorSetupResponse } from '../../../shared/auth-options';
import { ApiError, apiJson } from '../../lib/api';

// docs/product.md §7: the two-factor setup, POST /api/auth/2fa/enable and /disable with {token}. Starting a
// setup is a POST (a new secret is a change of state, issue 11 item 2); GET /api/auth/2fa/setup
// answers the setup already pending.

export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return apiJson<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup', {});
}

/** New backup codes for a current authenticator code; the old ones stop working. */
export async function regenerateBackupCodes(code: string): Promise<string[]> {
  try {
    const answer = await apiJson<BackupCodesResponse>('POST', '/api/auth/2fa/backup-codes', { token: code });
    return answer.backupCodes;
  } catch (cause) {
    throw new TwoFactorError('Failed to regenerate backup codes', cause);
  }
}

/** Raises 'Failed to enable 2FA' (docs/product.md §8), keeping the server's answer as the cause. */
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
