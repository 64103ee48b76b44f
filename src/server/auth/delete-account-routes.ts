import type { FastifyInstance } from 'fastify';
import { deleteAccountSchema } from '../../shared/auth';
import { validate } from '../http/validate';
import { clearSessionCookie } from './cookie';
import { checkConfirmation, deleteAccount } from './delete-account-service';
import { requireFreshConfirmation } from './fresh-confirmation';
import { requireUser } from './guard';
import { type AuthRouteOptions, codeContext, enforceCodeLimit, refuseCode } from './two-factor-routes';

/** POST /api/account/delete: the email typed again (and a code with two-factor on), then everything goes. */
export async function deleteAccountRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  app.post('/api/account/delete', async (request, reply) => {
    const user = await requireUser(request);
    const body = validate(deleteAccountSchema, request.body);
    checkConfirmation(user, body);
    // With two-factor on, the code below is the fresh factor; without it, a recent sign-in (decision 134).
    if (!user.twoFactorEnabled) await requireFreshConfirmation(request);
    if (user.twoFactorEnabled) await enforceCodeLimit(request, reply, options);
    const result = await deleteAccount(codeContext(request, options), user, body.token);
    if (!result.ok) refuseCode(reply, result);
    clearSessionCookie(reply, request.server.deps.config);
    request.log.info({ event: 'account_deleted', userId: user.id }, 'an account was deleted');
    return { success: true, message: 'Your account and all its data are deleted' };
  });
}
