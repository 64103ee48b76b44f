import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { addressKey } from '../http/address-key';
import { pageFor } from '../http/prerendered-page';
import { routedPath } from '../http/route-path';
import { isSecure, readSessionToken, sessionCookieName, setSessionCookie } from './cookie';
import { findSession } from './session-repository';
import { headerEmail, proxySignIn, trustedPeers } from './trusted-header-service';

// The two sign-in steps that run before any route, for every path (registered on the root app, after
// the cookie parser): the trusted proxy header (decision 117), and OIDC_AUTO_REDIRECT, which sends a
// visitor of the landing page straight to the identity provider (decision 116).

export function registerSignInHooks(app: FastifyInstance): void {
  registerTrustedHeader(app);
  registerAutoRedirect(app);
}

/** How often one address's ignored header is logged at most: a misconfigured proxy must not flood the log. */
const UNTRUSTED_LOG_EVERY_MS = 60_000;
const UNTRUSTED_LOG_MEMORY = 1_000;

function registerTrustedHeader(app: FastifyInstance): void {
  const proxy = app.deps.config.authProxy;
  if (!proxy) return;
  const peers = trustedPeers(proxy);
  const lastWarned = new Map<string, number>();
  const warnUntrusted = (address: string, now: number) => {
    const key = addressKey(address);
    if (now - (lastWarned.get(key) ?? Number.NEGATIVE_INFINITY) < UNTRUSTED_LOG_EVERY_MS) return false;
    if (lastWarned.size >= UNTRUSTED_LOG_MEMORY) lastWarned.clear();
    lastWarned.set(key, now);
    return true;
  };

  app.addHook('onRequest', async (request, reply) => {
    const value = request.headers[proxy.header];
    if (value === undefined) return;
    if (routedPath(request).startsWith('/assets/')) return;
    const { deps } = request.server;
    const peer = request.socket.remoteAddress ?? '';
    if (!peers.has(peer)) {
      if (warnUntrusted(peer, deps.clock().getTime())) {
        request.log.warn(
          { event: 'auth_proxy_header_ignored', peer, header: proxy.header },
          'a sign-in header came from an address outside AUTH_PROXY_TRUSTED and was ignored',
        );
      }
      return;
    }
    const email = headerEmail(value);
    if (!email) {
      request.log.warn(
        { event: 'auth_proxy_header_invalid', peer, header: proxy.header },
        'the trusted proxy sent a sign-in header that is not one email address; ignored',
      );
      return;
    }
    // While the embedded database is still opening, a page is served as to a visitor; its API calls
    // (which wait for the database) then sign the browser in.
    const database = deps.database as Database | undefined;
    if (!database) return;
    const token = readSessionToken(request, deps.config);
    const current = token ? await findSession(database, token, deps.clock()) : null;
    const signedIn = await proxySignIn(deps, { email, current, userAgent: request.headers['user-agent'] });
    if (!signedIn) return;
    for (const id of signedIn.ended) deps.realtime.closeSessionSockets(id);
    setSessionCookie(reply, deps.config, signedIn.token, 'session');
    // This very request is served as signed in: the guard and the page choice read the cookie.
    request.cookies[sessionCookieName(deps.config)] = signedIn.token;
    request.log.info(
      { event: 'signed_in', userId: signedIn.userId, via: 'proxy' },
      'signed in by the trusted proxy',
    );
  });
}

/** Set at logout, so the landing page shows once instead of signing straight back in at the provider. */
const SIGNED_OUT_COOKIE = 'networth_signed_out';
const SIGNED_OUT_SECONDS = 10 * 60;

export function markSignedOut(reply: FastifyReply, config: Config): void {
  if (!config.oidc?.autoRedirect) return;
  reply.setCookie(SIGNED_OUT_COOKIE, '1', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config),
    maxAge: SIGNED_OUT_SECONDS,
  });
}

function registerAutoRedirect(app: FastifyInstance): void {
  if (!app.deps.config.oidc?.autoRedirect) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = routedPath(request);
    if (path.startsWith('/api/') || pageFor(path, request.cookies) !== 'landing') return;
    // `?signin=local` keeps the landing page (the email link and passkeys) when the provider is down.
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.signin === 'local' || request.cookies[SIGNED_OUT_COOKIE]) return;
    return reply.redirect('/api/auth/oidc/start', 302);
  });
}
