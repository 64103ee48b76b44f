import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionDuration } from '../../shared/auth-options';
import type { Config } from '../config';
import { cookieMaxAgeSeconds } from './session-durations';

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
