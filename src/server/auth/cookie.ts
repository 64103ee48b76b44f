import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionDuration } from '../../shared/auth-options';
import type { Config } from '../config';
import { cookieMaxAgeSeconds } from './session-durations';
import { hashToken, randomToken } from './tokens';

// On https the __Host- prefix pins the cookie to this exact origin (no Domain, Path=/, Secure).
export function sessionCookieName(config: Config): string {
  return isSecure(config) ? '__Host-networth_sid' : 'networth_sid';
}

export function isSecure(config: Config): boolean {
  return config.appUrl.startsWith('https://');
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  const value = request.cookies[sessionCookieName(config)];
  return value && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  duration: SessionDuration,
  pending = false,
): void {
  const maxAge = pending ? undefined : cookieMaxAgeSeconds(duration);
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config),
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config),
  });
}

// The magic-link browser binding (docs/security.md R5): a random nonce in an HttpOnly cookie, whose hash
// is stored with every link this browser asks for. It tells the verify step whether the link is
// opened in the browser that asked for it, and is the key the real-time channel uses to tell that
// browser's other tabs about the sign-in.
const BINDING_MAX_AGE_SECONDS = 30 * 86_400;
const NONCE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function bindingCookieName(config: Config): string {
  return isSecure(config) ? '__Host-networth_ml' : 'networth_ml';
}

function readBindingNonce(request: FastifyRequest, config: Config): string | undefined {
  const value = request.cookies[bindingCookieName(config)];
  return value && NONCE_SHAPE.test(value) ? value : undefined;
}

/** SHA-256 of this browser's binding nonce (the stored `magic_links.session_id`), if it has one. */
export function browserKey(request: FastifyRequest, config: Config): string | undefined {
  const nonce = readBindingNonce(request, config);
  return nonce ? hashToken(nonce) : undefined;
}

/** Reuses the browser's nonce or creates one, (re)sets the cookie, and returns the nonce's hash. */
export function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const nonce = readBindingNonce(request, config) ?? randomToken();
  reply.setCookie(bindingCookieName(config), nonce, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config),
    maxAge: BINDING_MAX_AGE_SECONDS,
  });
  return hashToken(nonce);
}
