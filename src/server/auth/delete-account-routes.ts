import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../../domain/email';
import { deleteAccountSchema } from '../../shared/auth';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { accountDeletedMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import { clearSessionCookie } from './cookie';
import { deleteUserAndData } from './delete-account';
import { requireUser } from './guard';
import { type AuthRateRules, enforce } from './limits';
import type { RateLimitStore } from './rate-limit';
import { deriveKey, type SecretBox } from './secret-box';
import { checkCode } from './two-factor';

interface Options {
  limits: RateLimitStore;
  mailer: Mailer;
  box: SecretBox;
  rules: AuthRateRules;
}

const EMAIL_MISMATCH = 'Type the email address you sign in with';
const CODE_REQUIRED = 'Enter the code from your authenticator app';
const INVALID_CODE = 'Invalid verification code';

/** POST /api/account/delete: the email typed again (and a code with two-factor on), then everything goes. */
export async function deleteAccountRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const { limits, mailer, box, rules } = options;
  const pepper = deriveKey(app.deps.config.sessionSecret, 'backup-code-pepper-v1');

  app.post('/api/account/delete', async (request, reply) => {
    const { deps } = request.server;
    const user = await requireUser(request);
    const body = validate(deleteAccountSchema, request.body);
    if (normalizeEmail(body.email) !== user.email) {
      throw new AppError('validation', EMAIL_MISMATCH, { email: EMAIL_MISMATCH });
    }
    if (user.twoFactorEnabled) {
      if (!body.token) throw new AppError('validation', CODE_REQUIRED, { token: CODE_REQUIRED });
      await enforce(reply, limits, rules.codePerIp, request.ip, deps.clock());
      const result = await checkCode(
        { deps, mailer, box, pepper, log: request.log },
        user.id,
        body.token,
        'active',
      );
      if (!result.ok) {
        if (result.locked) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('too_many_requests', 'Too many wrong codes. Try again in 15 minutes.');
        }
        throw new AppError('validation', INVALID_CODE, { token: INVALID_CODE });
      }
    }
    const ended = await deleteUserAndData(deps.database.db, user.id, user.email);
    for (const id of ended) deps.realtime.closeSessionSockets(id);
    clearSessionCookie(reply, deps.config);
    request.log.info({ event: 'account_deleted', userId: user.id }, 'an account was deleted');
    mailer.send(user.email, accountDeletedMail()).catch((error: unknown) => {
      request.log.error(
        { event: 'notice_not_sent', kind: 'account_deleted', reason: String(error) },
        'could not send a notice',
      );
    });
    return { success: true, message: 'Your account and all its data are deleted' };
  });
}
