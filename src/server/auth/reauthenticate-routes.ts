import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import { requireFreshCode } from './fresh-code';
import { FRESH_CONFIRMATION_MS } from './fresh-confirmation';
import { requireFullSession } from './guard';
import { markReauthenticated } from './session-repository';
import {
  type AuthRouteOptions,
  codeContext,
  codeFrom,
  enforceCodeLimit,
  refuseCode,
} from './two-factor-routes';

const TWO_FACTOR_OFF = 'Two-factor is off: sign in again to confirm it is you';

/**
 * POST /api/auth/reauthenticate: with two-factor on, a current authenticator code (checked like every
 * code: used once, failures counted towards the lock) makes this session fresh for 10 minutes
 * (decision 134). A backup code is not enough, as for minting a token (decision 111).
 */
export async function reauthenticateRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  app.post('/api/auth/reauthenticate', async (request, reply) => {
    const session = await requireFullSession(request);
    const code = codeFrom(request.body);
    if (!session.user.twoFactorEnabled) throw new AppError('conflict', TWO_FACTOR_OFF);
    await enforceCodeLimit(request, reply, options);
    const refused = await requireFreshCode(codeContext(request, options), session.user, code);
    if (refused) refuseCode(reply, refused);
    const now = request.server.deps.clock();
    await markReauthenticated(request.server.deps.database.db, session.user.id, session.id, now);
    request.log.info({ event: 'reauthenticated', userId: session.user.id }, 'a session confirmed a code');
    return {
      success: true as const,
      freshUntil: new Date(now.getTime() + FRESH_CONFIRMATION_MS).toISOString(),
    };
  });
}
