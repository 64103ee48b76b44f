import { AppError } from '../http/errors';
import type { SessionUser } from './session-repository';
import { type CodeRefused, checkCode, type TwoFactorContext } from './two-factor-codes';

const CODE_REQUIRED = 'Enter the code from your authenticator app';

/**
 * With two-factor on, adding or removing a way to sign in (a passkey, a linked identity) needs a
 * fresh TOTP code: a backup code is not enough, nor is the session alone. Null when it may go on.
 */
export async function requireFreshCode(
  ctx: TwoFactorContext,
  user: SessionUser,
  code: string | undefined,
): Promise<CodeRefused | null> {
  if (!user.twoFactorEnabled) return null;
  if (!code) throw new AppError('validation', CODE_REQUIRED, { token: CODE_REQUIRED });
  const result = await checkCode(ctx, user.id, code, 'totp');
  return result.ok ? null : result;
}
