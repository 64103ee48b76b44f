import type { FastifyInstance, FastifyReply } from 'fastify';
import { normalizeEmail } from '../../domain/email';
import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
  CONFIRM_REQUIRED_STATUS,
  type MagicLinkRequest,
  magicLinkRequestSchema,
  verifyQuerySchema,
} from '../../shared/auth';
import type { SignInMethods } from '../../shared/sign-in-methods';
import { describeDevice } from '../../shared/user-agent';
import { addressKey } from '../http/address-key';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { createMailer } from '../mail/transport';
import { announceSignIn } from './announce';
import { apiTokenRoutes } from './api-token-routes';
import { browserKey, clearSessionCookie, ensureBrowserKey, setSessionCookie } from './cookie';
import { deleteAccountRoutes } from './delete-account-routes';
import { currentSession, requireUser } from './guard';
import { authRateRules, EVERYONE, enforce } from './limits';
import { oidcRoutes } from './oidc-routes';
import { passkeyRoutes } from './passkey-routes';
import { createRateLimitStore } from './rate-limit';
import { reauthenticateRoutes } from './reauthenticate-routes';
import { createSecretBox, deriveKey } from './secret-box';
import { sendMagicLink, verifyMagicLink } from './service';
import { sessionRoutes } from './session-routes';
import { signOut } from './session-service';
import { markSignedOut } from './sign-in-hooks';
import { registerSweeper } from './sweeper';
import { type AuthRouteOptions, twoFactorRoutes } from './two-factor-routes';

/** Routes for sign-in (magic links, passkeys, single sign-on, sessions, two-factor). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const limits = createRateLimitStore(config.redisUrl);
  const mailer = createMailer(config, app.log);
  const box = createSecretBox(config.sessionSecret);
  const pepper = deriveKey(config.sessionSecret, 'backup-code-pepper-v1');
  const rules = authRateRules(config);
  const options: AuthRouteOptions = { limits, mailer, box, pepper, rules };
  app.addHook('onClose', async () => {
    mailer.close();
    await limits.close();
  });
  registerSweeper(app);

  app.post('/api/auth/magic-link', async (request, reply) => {
    const { deps } = request.server;
    const body: MagicLinkRequest = validate(magicLinkRequestSchema, request.body);
    const now = deps.clock();
    await enforce(reply, limits, rules.magicLinkPerIp, addressKey(request.ip), now);
    await enforce(reply, limits, rules.magicLinkPerEmail, body.email, now);
    await enforce(reply, limits, rules.magicLinkPerEmailPerDay, body.email, now);
    await enforce(reply, limits, rules.signInMailsPerHour, EVERYONE, now);
    const key = ensureBrowserKey(request, reply, config);
    try {
      await sendMagicLink(deps, mailer, {
        email: body.email,
        duration: body.sessionDuration,
        browserKey: key,
      });
    } catch (error) {
      request.log.error(
        { event: 'magic_link_not_sent', reason: String(error) },
        'could not send a sign-in email',
      );
      throw new AppError('internal', 'Could not send the sign-in email. Please try again.');
    }
    request.log.info({ event: 'magic_link_requested' }, 'sign-in link requested');
    // The same answer whether or not the address has an account (no enumeration).
    return { success: true, message: 'Magic link sent' };
  });

  // docs/product.md §7: success is JSON, a failure is a plain-text body.
  app.get('/api/auth/verify', async (request, reply) => {
    const { deps } = request.server;
    try {
      // Only our own page calls this, with its custom header. A cross-site navigation here (which
      // would carry SameSite=Lax cookies and could add confirm=1) must not sign the browser into
      // someone else's account, including in a browser that sends no Sec-Fetch-Site.
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin')
        throw new AppError('forbidden', 'Cross-site request refused');
      if (request.headers[APP_REQUEST_HEADER.toLowerCase()] !== APP_REQUEST_HEADER_VALUE)
        throw new AppError('forbidden', 'Open the sign-in link in your browser to continue.');
      await enforce(reply, limits, rules.verifyPerIp, addressKey(request.ip), deps.clock());
      const parsed = verifyQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        throw new AppError(
          'bad_request',
          parsed.error.issues[0]?.message ?? 'Missing verification parameters',
        );
      }
      const previous = await currentSession(request);
      const outcome = await verifyMagicLink(deps, {
        token: parsed.data.token,
        email: normalizeEmail(parsed.data.email),
        browserKey: browserKey(request, config),
        confirmed: parsed.data.confirm === '1',
        previousSessionId: previous?.id,
        previousUserId: previous?.user.id,
        userAgent: request.headers['user-agent'],
      });
      if (outcome.kind === 'invalid') {
        // docs/security.md R31: the address and the account asked for; never the token.
        request.log.warn(
          { event: 'sign_in_link_failed', ip: request.ip, email: normalizeEmail(parsed.data.email) },
          'a sign-in link was refused',
        );
        throw new AppError('unauthorized', 'Invalid or expired magic link');
      }
      if (outcome.kind === 'confirm_required') {
        return text(
          reply,
          CONFIRM_REQUIRED_STATUS,
          'This link was requested in another browser. Confirm to sign in here.',
        );
      }
      if (outcome.newDevice) {
        request.log.info(
          {
            event: 'sign_in_new_device',
            userId: outcome.user.id,
            ip: request.ip,
            device: describeDevice(request.headers['user-agent']),
            pending: outcome.sessionKind === 'pending_2fa',
          },
          'a sign-in from a new device',
        );
      }
      setSessionCookie(
        reply,
        config,
        outcome.sessionToken,
        outcome.duration,
        outcome.sessionKind === 'pending_2fa',
      );
      if (outcome.sessionKind === 'pending_2fa') {
        request.log.info(
          { event: 'magic_link_verified', userId: outcome.user.id, pending: true },
          'code needed',
        );
        return {
          success: true,
          twoFactorRequired: true,
          message: 'Enter the code from your authenticator app.',
        };
      }
      request.log.info({ event: 'signed_in', userId: outcome.user.id }, 'signed in with a magic link');
      announceSignIn(reply, browserKey(request, config), outcome.user);
      return { success: true, message: 'Successfully signed in' };
    } catch (error) {
      if (error instanceof AppError) return text(reply, error.status, error.message);
      throw error;
    }
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const session = await currentSession(request);
    if (session) {
      await signOut(request.server.deps, session.id);
      request.log.info({ event: 'signed_out', userId: session.user.id }, 'signed out');
    }
    clearSessionCookie(reply, config);
    markSignedOut(reply, config);
    return { success: true };
  });

  // What the landing page offers beside the email form (issue 26).
  app.get(
    '/api/auth/methods',
    async (): Promise<SignInMethods> => ({
      passkeys: config.passkeys !== null,
      oidc: config.oidc ? { name: config.oidc.name } : null,
    }),
  );

  app.get('/api/auth/user', async (request) => {
    const user = await requireUser(request);
    return { id: user.id, email: user.email, twoFactorEnabled: user.twoFactorEnabled };
  });

  await app.register(twoFactorRoutes, options);
  await app.register(deleteAccountRoutes, options);
  await app.register(reauthenticateRoutes, options);
  await app.register(sessionRoutes);
  await app.register(apiTokenRoutes, options);
  await app.register(passkeyRoutes, options);
  await app.register(oidcRoutes, options);
}

function text(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(body);
}
