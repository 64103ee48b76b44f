import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { twoFactorCodeSchema } from '../../shared/auth';
import { addressKey } from '../http/address-key';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { Mailer } from '../mail/transport';
import { announceSignIn } from './announce';
import { browserKey, setSessionCookie } from './cookie';
import { currentSession, requireUser } from './guard';
import { type AuthRateRules, enforce } from './limits';
import type { RateLimitStore } from './rate-limit';
import { deleteOtherSessions } from './repository';
import { deriveKey, type SecretBox } from './secret-box';
import { createSession, takeSession } from './sessions';
import {
  type CodeResult,
  checkCode,
  currentOrNewSetup,
  notify,
  regenerateBackupCodes,
  startSetup,
  type TwoFactorContext,
} from './two-factor';
import { disableTwoFactor, readTwoFactorState } from './two-factor-repository';

interface Options {
  limits: RateLimitStore;
  mailer: Mailer;
  box: SecretBox;
  rules: AuthRateRules;
}

const INVALID_CODE = 'Invalid verification code';

/** The code from a request body; an empty one is 400 'Verification code required' (SPEC.md 5). */
function codeFrom(body: unknown): string {
  try {
    return validate(twoFactorCodeSchema, body).token;
  } catch (error) {
    if (error instanceof AppError && error.fields?.token) {
      throw new AppError('validation', error.fields.token, error.fields);
    }
    throw error;
  }
}

function refuse(reply: FastifyReply, result: Exclude<CodeResult, { ok: true }>): never {
  if (result.locked) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('too_many_requests', 'Too many wrong codes. Try again in 15 minutes.');
  }
  throw new AppError('validation', INVALID_CODE, { token: INVALID_CODE });
}

export async function twoFactorRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const { limits, mailer, box, rules } = options;
  const pepper = deriveKey(app.deps.config.sessionSecret, 'backup-code-pepper-v1');
  const context = (server: FastifyInstance, log: FastifyInstance['log']): TwoFactorContext => ({
    deps: server.deps,
    mailer,
    box,
    pepper,
    log,
  });

  const ALREADY_ON = 'Two-factor authentication is already enabled';

  // Only while two-factor is off. GET answers the setup already pending (creating a first one only
  // when none is), so a cross-site link cannot replace the secret being scanned; POST starts anew.
  app.get('/api/auth/2fa/setup', async (request) => {
    const user = await requireUser(request);
    if (user.twoFactorEnabled) throw new AppError('validation', ALREADY_ON);
    const setup = await currentOrNewSetup(context(request.server, request.log), user);
    if (!setup) throw new AppError('validation', ALREADY_ON);
    return setup;
  });

  app.post('/api/auth/2fa/setup', async (request) => {
    const user = await requireUser(request);
    if (user.twoFactorEnabled) throw new AppError('validation', ALREADY_ON);
    const setup = await startSetup(context(request.server, request.log), user);
    if (!setup) throw new AppError('validation', ALREADY_ON);
    return setup;
  });

  /** Turning two-factor on or off ends every other session of the user (SECURITY.md R14). */
  const endOtherSessions = async (request: FastifyRequest, userId: string): Promise<void> => {
    const { deps } = request.server;
    const session = await currentSession(request);
    if (!session) return;
    for (const id of await deleteOtherSessions(deps.database.db, userId, session.id)) {
      deps.realtime.closeSessionSockets(id);
    }
  };

  app.post('/api/auth/2fa/enable', async (request, reply) => {
    const { deps } = request.server;
    const user = await requireUser(request);
    const code = codeFrom(request.body);
    await enforce(reply, limits, rules.codePerIp, addressKey(request.ip), deps.clock());
    const state = await readTwoFactorState(deps.database.db, user.id);
    if (state?.enabled) throw new AppError('validation', 'Two-factor authentication is already enabled');
    if (!state?.pendingSecret) throw new AppError('validation', 'Start two-factor setup first');
    const ctx = context(request.server, request.log);
    const result = await checkCode(ctx, user.id, code, 'enable');
    if (!result.ok) refuse(reply, result);
    // Sessions that signed in without the second factor end now; this one stays.
    await endOtherSessions(request, user.id);
    request.log.info({ event: 'two_factor_enabled', userId: user.id }, 'two-factor turned on');
    notify(ctx, user.email, { kind: 'two_factor_enabled' });
    return { success: true, message: 'Two-factor authentication enabled' };
  });

  app.post('/api/auth/2fa/disable', async (request, reply) => {
    const { deps } = request.server;
    const user = await requireUser(request);
    const code = codeFrom(request.body);
    await enforce(reply, limits, rules.codePerIp, addressKey(request.ip), deps.clock());
    if (!user.twoFactorEnabled) throw new AppError('validation', 'Two-factor authentication is not enabled');
    const ctx = context(request.server, request.log);
    const result = await checkCode(ctx, user.id, code, 'active');
    if (!result.ok) refuse(reply, result);
    await disableTwoFactor(deps.database.db, user.id, deps.clock());
    await endOtherSessions(request, user.id);
    request.log.info(
      { event: 'two_factor_disabled', userId: user.id, via: result.via },
      'two-factor turned off',
    );
    notify(ctx, user.email, { kind: 'two_factor_disabled' });
    return { success: true, message: 'Two-factor authentication disabled' };
  });

  // New backup codes for a current TOTP code (not a backup code); the old set stops working.
  app.post('/api/auth/2fa/backup-codes', async (request, reply) => {
    const { deps } = request.server;
    const user = await requireUser(request);
    const code = codeFrom(request.body);
    await enforce(reply, limits, rules.codePerIp, addressKey(request.ip), deps.clock());
    if (!user.twoFactorEnabled) throw new AppError('validation', 'Two-factor authentication is not enabled');
    const ctx = context(request.server, request.log);
    const result = await checkCode(ctx, user.id, code, 'totp');
    if (!result.ok) refuse(reply, result);
    const backupCodes = await regenerateBackupCodes(ctx, user.id);
    if (!backupCodes) throw new AppError('validation', 'Two-factor authentication is not enabled');
    request.log.info({ event: 'backup_codes_regenerated', userId: user.id }, 'new backup codes');
    notify(ctx, user.email, { kind: 'backup_codes_regenerated' });
    return { backupCodes };
  });

  // Finishes a sign-in the magic link started: the pending session is replaced by a full one.
  app.post('/api/auth/2fa/verify', async (request, reply) => {
    const { deps } = request.server;
    const session = await currentSession(request);
    if (session?.kind !== 'pending_2fa') {
      throw new AppError('unauthorized', 'No sign-in is waiting for a code. Request a new sign-in link.');
    }
    const code = codeFrom(request.body);
    await enforce(reply, limits, rules.codePerIp, addressKey(request.ip), deps.clock());
    const result = await checkCode(context(request.server, request.log), session.user.id, code, 'active');
    if (!result.ok) refuse(reply, result);
    const db = deps.database.db;
    const created = await db.transaction(async (tx) => {
      // Only one finishing request can take the pending session (a new id at every sign-in).
      if (!(await takeSession(tx, session.id))) return null;
      return createSession(tx, {
        userId: session.user.id,
        duration: session.sessionDuration,
        kind: 'full',
        now: deps.clock(),
        userAgent: request.headers['user-agent'],
      });
    });
    if (!created)
      throw new AppError('unauthorized', 'No sign-in is waiting for a code. Request a new sign-in link.');
    setSessionCookie(reply, deps.config, created.token, session.sessionDuration);
    request.log.info(
      { event: 'signed_in', userId: session.user.id, via: result.via },
      'signed in with two factors',
    );
    announceSignIn(reply, browserKey(request, deps.config), session.user);
    return { success: true, message: 'Successfully signed in' };
  });
}
