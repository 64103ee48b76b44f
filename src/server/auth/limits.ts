import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { addressKey } from '../http/address-key';
import { AppError } from '../http/errors';
import { consume, type RateLimitRule, type RateLimitStore } from './rate-limit';

const MINUTE = 60_000;

export interface AuthRateRules {
  magicLinkPerEmail: RateLimitRule;
  magicLinkPerEmailPerDay: RateLimitRule;
  magicLinkPerIp: RateLimitRule;
  /** Every sign-in mail the server sends, whoever asks: a bound on what a botnet can make it send. */
  signInMailsPerHour: RateLimitRule;
  verifyPerIp: RateLimitRule;
  codePerIp: RateLimitRule;
  /** Passkey and single sign-on attempts per address (issue 26): challenges handed out, callbacks. */
  signInPerIp: RateLimitRule;
}

/**
 * docs/security.md R8, with the figures for sending (settable) and 20 a minute for checking.
 * Per-address rules count under addressKey (an IPv6 client by its /64).
 */
export function authRateRules(config: Config): AuthRateRules {
  return {
    magicLinkPerEmail: { name: 'ml-email', limit: config.rateLimitMagicLinkPerEmail, windowMs: 15 * MINUTE },
    magicLinkPerEmailPerDay: {
      name: 'ml-email-day',
      limit: config.rateLimitMagicLinkPerEmailPerDay,
      windowMs: 24 * 60 * MINUTE,
    },
    magicLinkPerIp: { name: 'ml-ip', limit: config.rateLimitMagicLinkPerIp, windowMs: 15 * MINUTE },
    signInMailsPerHour: { name: 'ml-all', limit: config.rateLimitSignInMailsPerHour, windowMs: 60 * MINUTE },
    verifyPerIp: { name: 'verify-ip', limit: config.rateLimitVerifyPerIp, windowMs: MINUTE },
    codePerIp: { name: 'code-ip', limit: 20, windowMs: MINUTE },
    signInPerIp: { name: 'sign-in-ip', limit: config.rateLimitVerifyPerIp * 3, windowMs: MINUTE },
  };
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** The whole server's counter for global rules. */
export const EVERYONE = 'everyone';

/** Counts the request; over the limit it sets Retry-After and throws a 429. */
export async function enforce(
  reply: FastifyReply,
  store: RateLimitStore,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  const result = await consume(store, rule, subject, now);
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new AppError('too_many_requests', TOO_MANY_REQUESTS);
}

/** Counts the request under its address (an IPv6 client by its /64); a 429 over the limit. */
export function enforcePerAddress(
  request: FastifyRequest,
  reply: FastifyReply,
  store: RateLimitStore,
  rule: RateLimitRule,
): Promise<void> {
  return enforce(reply, store, rule, addressKey(request.ip), request.server.deps.clock());
}
