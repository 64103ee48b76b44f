import type { z } from 'zod';
import { normalizeEmail } from '../../domain/email';
import type { deleteAccountSchema } from '../../shared/auth';
import { AppError } from '../http/errors';
import { accountDeletedMail } from '../mail/templates';
import { deleteUserAndData } from './delete-account-repository';
import type { SessionUser } from './session-repository';
import { type CodeRefused, checkCode, sendNotice, type TwoFactorContext } from './two-factor-codes';

// Leaving (docs/decisions/059): the person types their email again, and a code when two-factor is on;
// then every row of theirs goes, their sessions' sockets close, and a last mail says it is done.

const EMAIL_MISMATCH = 'Type the email address you sign in with';
const CODE_REQUIRED = 'Enter the code from your authenticator app';

/** The confirmation must name the account; with two-factor on, a code must come with it. */
export function checkConfirmation(user: SessionUser, body: z.output<typeof deleteAccountSchema>): void {
  if (normalizeEmail(body.email) !== user.email) {
    throw new AppError('validation', EMAIL_MISMATCH, { email: EMAIL_MISMATCH });
  }
  if (user.twoFactorEnabled && !body.token) {
    throw new AppError('validation', CODE_REQUIRED, { token: CODE_REQUIRED });
  }
}

/** Deletes the user and everything of theirs, once the code (with two-factor on) is accepted. */
export async function deleteAccount(
  ctx: TwoFactorContext,
  user: SessionUser,
  token: string | undefined,
): Promise<CodeRefused | { ok: true }> {
  if (user.twoFactorEnabled) {
    const result = await checkCode(ctx, user.id, token ?? '', 'active');
    if (!result.ok) return result;
  }
  const { deps } = ctx;
  const ended = await deleteUserAndData(deps.database.db, user.id, user.email);
  for (const id of ended) deps.realtime.closeSessionSockets(id);
  sendNotice(ctx, user.email, 'account_deleted', accountDeletedMail());
  return { ok: true };
}
