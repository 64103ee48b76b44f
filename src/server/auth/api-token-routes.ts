import type { FastifyInstance } from 'fastify';
import { createTokenSchema } from '../../shared/api-tokens';
import { idParamsSchema } from '../../shared/ids';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { createToken, listTokens, revokeToken } from './api-token-service';
import { requireUser } from './guard';
import { type AuthRouteOptions, codeContext, enforceCodeLimit, refuseCode } from './two-factor-routes';

/** Settings → API tokens (decision 111): for the browser's session only (auth/api-token-openapi.ts). */
export async function apiTokenRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  app.get('/api/tokens', async (request) => {
    const user = await requireUser(request);
    return listTokens(codeContext(request, options), user.id);
  });

  app.post('/api/tokens', async (request, reply) => {
    const user = await requireUser(request);
    const input = validate(createTokenSchema, request.body);
    if (user.twoFactorEnabled) await enforceCodeLimit(request, reply, options);
    const result = await createToken(codeContext(request, options), user, input);
    if (!result.ok) refuseCode(reply, result, 'code');
    request.log.info(
      { event: 'api_token_created', userId: user.id, tokenId: result.token.id, scope: input.scope },
      'a personal access token was created',
    );
    return reply.status(201).send(result.token);
  });

  app.delete('/api/tokens/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = readParams(idParamsSchema, request.params, () => notFound('Token not found'));
    await revokeToken(codeContext(request, options), user.id, id);
    request.log.info({ event: 'api_token_revoked', userId: user.id, tokenId: id }, 'a token was revoked');
    return reply.status(204).send();
  });
}
