import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../shared/ids';
import { linkIdentitySchema, oidcStartQuerySchema, removeWithCodeSchema } from '../../shared/passkeys';
import type { SignInError } from '../../shared/sign-in-methods';
import { AppError, notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { announceSignIn } from './announce';
import { browserKey, setSessionCookie } from './cookie';
import { requireFreshCode } from './fresh-code';
import { currentSession, requireFullSession, requireUser } from './guard';
import { enforcePerAddress } from './limits';
import { clearFlowCookie, readFlow, setFlowCookie } from './oidc-flow';
import {
  beginFlow,
  classifyFailure,
  completeFlow,
  createOidcClient,
  linkToUser,
  listUserIdentities,
  SignInFailure,
  signInWithIdentity,
  unlinkUserIdentity,
} from './oidc-service';
import { type AuthRouteOptions, codeContext, enforceCodeLimit, refuseCode } from './two-factor-routes';

// Single sign-on through OpenID Connect (decision 116). The start and the callback are navigations,
// so they answer with redirects: every failure lands on the auth result page (/auth/success, or
// Settings for a link) with a code its message explains, never on a blank or silent page.

const OIDC_OFF = 'Single sign-on is not set up on this server.';

/** Where a sign-in failure is explained: the auth result page, or Settings for a link. */
function failureLocation(code: SignInError, intent: 'sign_in' | 'link', detail?: string): string {
  const query = new URLSearchParams(intent === 'link' ? { link_error: code } : { error: code });
  if (detail && /^[a-z_]{1,40}$/.test(detail)) query.set('detail', detail);
  return `${intent === 'link' ? '/settings' : '/auth/success'}?${query}`;
}

const identityId = (params: unknown) =>
  readParams(idParamsSchema, params, () => notFound('Identity not found')).id;

export async function oidcRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { config } = app.deps;
  const oidc = config.oidc ? createOidcClient(config.oidc) : null;
  const limitSignIn = (request: FastifyRequest, reply: FastifyReply) =>
    enforcePerAddress(request, reply, options.limits, options.rules.signInPerIp);

  const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown, intent: 'sign_in' | 'link') => {
    const failure =
      error instanceof AppError && error.code === 'too_many_requests'
        ? new SignInFailure('rate_limited')
        : classifyFailure(error);
    if (failure.code === 'oidc_token' && !(error instanceof SignInFailure)) {
      request.log.warn(
        { event: 'oidc_failed', code: failure.code, reason: String(error) },
        'single sign-on failed',
      );
    } else {
      request.log.warn({ event: 'oidc_failed', code: failure.code }, 'single sign-on failed');
    }
    return reply.redirect(failureLocation(failure.code, intent, failure.detail), 302);
  };

  // A navigation from the landing page's "Sign in with …" (or the automatic redirect): nothing is
  // stored on the server; the flow rides in this browser's cookie.
  app.get('/api/auth/oidc/start', async (request, reply) => {
    try {
      if (!oidc) throw new SignInFailure('oidc_disabled');
      await limitSignIn(request, reply);
      const parsed = oidcStartQuerySchema.safeParse(request.query ?? {});
      const duration = parsed.success ? parsed.data.sessionDuration : 'session';
      const { url, flow } = await beginFlow(oidc, request.server.deps, { intent: 'sign_in', duration });
      setFlowCookie(reply, config, options.box, flow);
      return reply.redirect(url, 302);
    } catch (error) {
      return fail(request, reply, error, 'sign_in');
    }
  });

  app.get('/api/auth/oidc/callback', async (request, reply) => {
    const { deps } = request.server;
    const flow = readFlow(request, config, options.box, deps.clock());
    clearFlowCookie(reply, config);
    const intent = flow?.intent ?? 'sign_in';
    try {
      if (!oidc) throw new SignInFailure('oidc_disabled');
      await limitSignIn(request, reply);
      if (!flow) throw new SignInFailure('oidc_expired');
      // The URL the provider sent the browser to, rebuilt on APP_URL (never the Host header).
      const identity = await completeFlow(oidc, flow, new URL(request.url, config.appUrl));
      if (flow.intent === 'link') {
        const session = await currentSession(request);
        if (session?.kind !== 'full' || session.id !== flow.sessionId || session.user.id !== flow.userId) {
          throw new SignInFailure('oidc_link_session');
        }
        await linkToUser(codeContext(request, options), session.user, identity);
        request.log.info({ event: 'identity_linked', userId: session.user.id }, 'an identity was linked');
        return reply.redirect('/settings?linked=oidc', 302);
      }
      const previous = await currentSession(request);
      const signedIn = await signInWithIdentity(deps, identity, {
        duration: flow.duration,
        previousSessionId: previous?.id,
        userAgent: request.headers['user-agent'],
      });
      const pending = signedIn.kind === 'pending_2fa';
      setSessionCookie(reply, config, signedIn.token, signedIn.duration, pending);
      request.log.info(
        { event: pending ? 'oidc_verified' : 'signed_in', userId: signedIn.user.id, via: 'oidc', pending },
        pending ? 'code needed' : 'signed in with single sign-on',
      );
      if (pending) return reply.redirect('/auth/success?step=code', 302);
      announceSignIn(reply, browserKey(request, config), signedIn.user);
      return reply.redirect('/', 302);
    } catch (error) {
      return fail(request, reply, error, intent);
    }
  });

  // Settings → "Link": a JSON call (origin-checked), so no other site can start linking an identity
  // to this account; it answers the provider's address for the page to go to.
  app.post('/api/auth/oidc/link', async (request, reply) => {
    const session = await requireFullSession(request);
    if (!oidc) throw new AppError('bad_request', OIDC_OFF);
    const body = validate(linkIdentitySchema, request.body ?? {});
    if (session.user.twoFactorEnabled) await enforceCodeLimit(request, reply, options);
    const refused = await requireFreshCode(codeContext(request, options), session.user, body.token);
    if (refused) refuseCode(reply, refused);
    try {
      const { url, flow } = await beginFlow(oidc, request.server.deps, {
        intent: 'link',
        duration: session.sessionDuration,
        userId: session.user.id,
        sessionId: session.id,
      });
      setFlowCookie(reply, config, options.box, flow);
      return { url };
    } catch (error) {
      if (error instanceof SignInFailure) {
        throw new AppError(
          'bad_request',
          'NetWorth could not reach your identity provider. Try again later.',
        );
      }
      throw error;
    }
  });

  app.get('/api/auth/identities', async (request) => {
    const user = await requireUser(request);
    return listUserIdentities(request.server.deps, user.id);
  });

  app.delete('/api/auth/identities/:id', async (request, reply) => {
    const user = await requireUser(request);
    const id = identityId(request.params);
    const body = validate(removeWithCodeSchema, request.body ?? {});
    if (user.twoFactorEnabled) await enforceCodeLimit(request, reply, options);
    const ctx = codeContext(request, options);
    const refused = await requireFreshCode(ctx, user, body.token);
    if (refused) refuseCode(reply, refused);
    await unlinkUserIdentity(ctx, user, id);
    request.log.info({ event: 'identity_unlinked', userId: user.id }, 'an identity was unlinked');
    return reply.status(204).send();
  });
}
