import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../shared/ids';
import {
  addPasskeySchema,
  passkeyOptionsRequestSchema,
  passkeySignInSchema,
  removeWithCodeSchema,
  renamePasskeySchema,
} from '../../shared/passkeys';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { announceSignIn } from './announce';
import { browserKey, setSessionCookie } from './cookie';
import { currentSession, requireUser } from './guard';
import { enforcePerAddress } from './limits';
import {
  addPasskey,
  authenticationOptions,
  listUserPasskeys,
  registrationOptions,
  removePasskey,
  renameUserPasskey,
  signInWithPasskey,
} from './passkey-service';
import { type AuthRouteOptions, codeContext, enforceCodeLimit, refuseCode } from './two-factor-routes';

const passkeyId = (params: unknown) =>
  readParams(idParamsSchema, params, () => notFound('Passkey not found')).id;

/** Passkeys (decision 115): managed in Settings by a signed-in user; a sign-in for anyone. */
export async function passkeyRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const limitSignIn = (request: FastifyRequest, reply: FastifyReply) =>
    enforcePerAddress(request, reply, options.limits, options.rules.signInPerIp);

  app.get('/api/auth/passkeys', async (request) => {
    const user = await requireUser(request);
    return listUserPasskeys(request.server.deps, user.id);
  });

  app.post('/api/auth/passkeys/registration-options', async (request, reply) => {
    const user = await requireUser(request);
    const body = validate(passkeyOptionsRequestSchema, request.body ?? {});
    if (user.twoFactorEnabled) await enforceCodeLimit(request, reply, options);
    const result = await registrationOptions(codeContext(request, options), user, body.token);
    if (!result.ok) refuseCode(reply, result);
    return result.options;
  });

  app.post('/api/auth/passkeys', async (request, reply) => {
    const user = await requireUser(request);
    const body = validate(addPasskeySchema, request.body);
    const added = await addPasskey(codeContext(request, options), user, {
      name: body.name,
      credential: body.credential as RegistrationResponseJSON,
    });
    request.log.info({ event: 'passkey_added', userId: user.id }, 'a passkey was added');
    return reply.status(201).send(added);
  });

  app.patch('/api/auth/passkeys/:id', async (request) => {
    const user = await requireUser(request);
    const id = passkeyId(request.params);
    const body = validate(renamePasskeySchema, request.body);
    return renameUserPasskey(request.server.deps, user.id, id, body.name);
  });

  app.delete('/api/auth/passkeys/:id', async (request, reply) => {
    const user = await requireUser(request);
    const id = passkeyId(request.params);
    const body = validate(removeWithCodeSchema, request.body ?? {});
    if (user.twoFactorEnabled) await enforceCodeLimit(request, reply, options);
    const result = await removePasskey(codeContext(request, options), user, id, body.token);
    if (!result.ok) refuseCode(reply, result);
    request.log.info({ event: 'passkey_removed', userId: user.id }, 'a passkey was removed');
    return reply.status(204).send();
  });

  app.post('/api/auth/passkeys/authentication-options', async (request, reply) => {
    await limitSignIn(request, reply);
    return authenticationOptions(request.server.deps);
  });

  app.post('/api/auth/passkeys/sign-in', async (request, reply) => {
    const { deps } = request.server;
    await limitSignIn(request, reply);
    const body = validate(passkeySignInSchema, request.body);
    const previous = await currentSession(request);
    const signedIn = await signInWithPasskey(codeContext(request, options), {
      credential: body.credential as AuthenticationResponseJSON,
      duration: body.sessionDuration,
      previousSessionId: previous?.id,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, deps.config, signedIn.token, signedIn.duration);
    request.log.info(
      { event: 'signed_in', userId: signedIn.user.id, via: 'passkey' },
      'signed in with a passkey',
    );
    announceSignIn(reply, browserKey(request, deps.config), signedIn.user);
    return { success: true, message: 'Successfully signed in' };
  });
}
