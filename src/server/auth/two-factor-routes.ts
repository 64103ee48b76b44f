import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { twoFactorCodeSchema } from '../../shared/auth';
import { addressKey } from '../http/address-key';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { Mailer } from '../mail/transport';
import { announceSignIn } from './announce';
import { browserKey, setSessionCookie } from './cookie';
import { currentSession, requireFullSession, requireUser } from './guard';
import { type AuthRateRules, enforce } from './limits';
import type { RateLimitStore } from './rate-limit';
import type { SecretBox } from './secret-box';
import type { CodeRefused, TwoFactorContext } from './two-factor-codes';
import {
  finishSignIn,
  NO_SIGN_IN_WAITING,
  offerSetup,
  renewBackupCodes,
  turnOff,
  turnOn,
} from './two-factor-service';

/** What auth's routes share, made once by auth/routes.ts. */
export interface AuthRouteOptions {
  limits: RateLimitStore;
  mailer: Mailer;
  box: SecretBox;
  /** Joins the salt of backup-code hashes (derived from SESSION_SECRET). */
  pepper: Buffer;
  rules: AuthRateRules;
}

const INVALID_CODE = 'Invalid verification code';

/** The code-checking context of a request. */
export function codeContext(request: FastifyRequest, options: AuthRouteOptions): TwoFactorContext {
  const { mailer, box, pepper } = options;
  return { deps: request.server.deps, mailer, box, pepper, log: request.log, ip: request.ip };
}

/** Every route that checks a code counts it per address (docs/security.md R8: 20 a minute). */
export async function enforceCodeLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthRouteOptions,
): Promise<void> {
  const { limits, rules } = options;
  await enforce(reply, limits, rules.codePerIp, addressKey(request.ip), request.server.deps.clock());
}

/** A refused code: 429 with Retry-After while codes are locked, otherwise 400 naming the field. */
export function refuseCode(reply: FastifyReply, result: CodeRefused, field = 'token'): never {
  if (result.locked) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('too_many_requests', 'Too many wrong codes. Try again in 15 minutes.');
  }
  throw new AppError('validation', INVALID_CODE, { [field]: INVALID_CODE });
}

/** The code from a request body; an empty one is 400 'Verification code required' (docs/product.md §5). */
export function codeFrom(body: unknown): string {
  try {
    return validate(twoFactorCodeSchema, body).token;
  } catch (error) {
    if (error instanceof AppError && error.fields?.token) {
      throw new AppError('validation', error.fields.token, error.fields);
    }
    throw error;
  }
}

export async function twoFactorRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  // GET answers the setup already pending, POST starts anew (see offerSetup).
  app.get('/api/auth/2fa/setup', async (request) =>
    offerSetup(codeContext(request, options), await requireUser(request), false),
  );

  app.post('/api/auth/2fa/setup', async (request) =>
    offerSetup(codeContext(request, options), await requireUser(request), true),
  );

  app.post('/api/auth/2fa/enable', async (request, reply) => {
    const session = await requireFullSession(request);
    const code = codeFrom(request.body);
    await enforceCodeLimit(request, reply, options);
    const result = await turnOn(codeContext(request, options), session, code);
    if (!result.ok) refuseCode(reply, result);
    request.log.info({ event: 'two_factor_enabled', userId: session.user.id }, 'two-factor turned on');
    return { success: true, message: 'Two-factor authentication enabled' };
  });

  app.post('/api/auth/2fa/disable', async (request, reply) => {
    const session = await requireFullSession(request);
    const code = codeFrom(request.body);
    await enforceCodeLimit(request, reply, options);
    const result = await turnOff(codeContext(request, options), session, code);
    if (!result.ok) refuseCode(reply, result);
    request.log.info(
      { event: 'two_factor_disabled', userId: session.user.id, via: result.via },
      'two-factor turned off',
    );
    return { success: true, message: 'Two-factor authentication disabled' };
  });

  app.post('/api/auth/2fa/backup-codes', async (request, reply) => {
    const user = await requireUser(request);
    const code = codeFrom(request.body);
    await enforceCodeLimit(request, reply, options);
    const result = await renewBackupCodes(codeContext(request, options), user, code);
    if (!result.ok) refuseCode(reply, result);
    request.log.info({ event: 'backup_codes_regenerated', userId: user.id }, 'new backup codes');
    return { backupCodes: result.backupCodes };
  });

  // Finishes a sign-in the magic link started: the pending session is replaced by a full one.
  app.post('/api/auth/2fa/verify', async (request, reply) => {
    const { deps } = request.server;
    const session = await currentSession(request);
    if (session?.kind !== 'pending_2fa') throw new AppError('unauthorized', NO_SIGN_IN_WAITING);
    const code = codeFrom(request.body);
    await enforceCodeLimit(request, reply, options);
    const result = await finishSignIn(
      codeContext(request, options),
      session,
      code,
      request.headers['user-agent'],
    );
    if (!result.ok) refuseCode(reply, result);
    setSessionCookie(reply, deps.config, result.token, session.sessionDuration);
    request.log.info(
      { event: 'signed_in', userId: session.user.id, via: result.via },
      'signed in with two factors',
    );
    announceSignIn(reply, browserKey(request, deps.config), session.user);
    return { success: true, message: 'Successfully signed in' };
  });
}
