import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { consume, type RateLimitRule, type RateLimitStore } from './rate-limit';

const MINUTE = 60_000;

export interface AuthRateRules {
  magicLinkPerEmail: RateLimitRule;
  magicLinkPerIp: RateLimitRule;
  verifyPerIp: RateLimitRule;
  codePerIp: RateLimitRule;
}

/** SECURITY.md R8, with the figures for sending (settable) and 20 a minute for checking. */
export function authRateRules(config: Config): AuthRateRules {
  return {
    magicLinkPerEmail: { name: 'ml-email', limit: config.rateLimitMagicLinkPerEmail, windowMs: 15 * MINUTE },
    magicLinkPerIp: { name: 'ml-ip', limit: config.rateLimitMagicLinkPerIp, windowMs: 15 * MINUTE },
    verifyPerIp: { name: 'verify-ip', limit: 20, windowMs: MINUTE },
    codePerIp: { name: 'code-ip', limit: 20, windowMs: MINUTE },
  };
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

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
