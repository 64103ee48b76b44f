import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_PREFIX } from '../../shared/api-tokens';
import { AppError } from '../http/errors';
import { type RouteDocs, routeDocOf } from '../http/route-doc';
import { type FoundTokenRow, findApiTokenByHash, recordApiTokenUse } from './api-token-repository';
import { authenticateRequest } from './guard';
import { TOO_MANY_REQUESTS } from './limits';
import { consume, createRateLimitStore, type RateLimitRule } from './rate-limit';
import type { ActiveSession } from './session-repository';
import { hashToken } from './tokens';

// `Authorization: Bearer <personal access token>` (decision 111). On a route documented `auth:
// 'token'` the token stands for the session: the guard is handed the token's user and never reads
// the cookie. A bearer request carries no cookie, so the Origin check (a CSRF defence) does not
// apply to it; cookie requests keep it. Other routes refuse a token, except public ones, which ignore it.

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** "Last used" is written at most this often per token (or when the address changes), so reads stay reads. */
const LAST_USE_RESOLUTION_MS = 60_000;
const MAX_TOKEN_LENGTH = 200;

const viaToken = new WeakSet<FastifyRequest>();
const writeTokens = new WeakSet<FastifyRequest>();

/** Whether a valid personal access token authenticated this request (the Origin check skips it). */
export function isBearerRequest(request: FastifyRequest): boolean {
  return viaToken.has(request);
}

/** Whether that token may read and write (the whole-book export asks for one, decision 134). */
export function isWriteTokenRequest(request: FastifyRequest): boolean {
  return writeTokens.has(request);
}

/** The token of an `Authorization: Bearer` header; undefined without one, null when malformed. */
function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) return /^Bearer\b/i.test(header) ? null : undefined;
  const token = match[1] ?? '';
  return token.length <= MAX_TOKEN_LENGTH ? token : null;
}

function refuse(reply: FastifyReply, message: string): never {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  throw new AppError('unauthorized', message);
}

function asDate(value: number | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The token's user as the guard's session: a full session that ends when the token does. */
function tokenSession(row: FoundTokenRow, expiresAt: Date | null): ActiveSession {
  return {
    id: `api-token:${row.id}`,
    kind: 'full',
    // Not a browser session: these two fields only matter to the cookie, which a token never sets.
    sessionDuration: 'session',
    expiresAt: expiresAt ?? new Date(8.64e15),
    user: { id: row.user_id, email: row.email, twoFactorEnabled: row.two_factor_enabled },
    ledger: row.version === null ? null : { postedThrough: row.posted_through, version: row.version },
    timeZone: row.time_zone,
    baseCurrency: row.base_currency,
  };
}

/** Registers the bearer check; call before the Origin check. */
export function registerBearerTokens(app: FastifyInstance, docs: RouteDocs): void {
  const { config } = app.deps;
  const limits = createRateLimitStore(config.redisUrl);
  const rule: RateLimitRule = {
    name: 'api-token',
    limit: config.rateLimitApiTokenPerMinute,
    windowMs: 60_000,
  };
  app.addHook('onClose', async () => {
    await limits.close();
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (token === undefined) return;
    if (request.is404) {
      // Nothing is there to reach: answer the 404 rather than the Origin check's 403.
      viaToken.add(request);
      return;
    }
    const doc = routeDocOf(docs, request);
    if (doc?.auth === 'none') return;
    if (doc?.auth !== 'token') {
      throw new AppError(
        'forbidden',
        'Personal access tokens cannot be used here: sign-in, tokens, two-factor, sessions and deleting the account need the browser',
      );
    }
    if (token === null || !token.startsWith(TOKEN_PREFIX)) refuse(reply, 'Invalid token');
    const { database, clock } = request.server.deps;
    const row = await findApiTokenByHash(database, hashToken(token));
    if (!row) refuse(reply, 'Invalid token');
    const now = clock();
    const expiresAt = asDate(row.expires_at);
    if (expiresAt && expiresAt.getTime() <= now.getTime()) refuse(reply, 'This token has expired');
    if (row.scope !== 'write' && !SAFE.has(request.method)) {
      throw new AppError(
        'forbidden',
        'This token may only read: create a read-and-write token to make changes',
      );
    }
    const limited = await consume(limits, rule, row.id, now);
    if (!limited.allowed) {
      reply.header('retry-after', String(limited.retryAfterSeconds));
      throw new AppError('too_many_requests', TOO_MANY_REQUESTS);
    }
    const lastUsed = asDate(row.last_used_at);
    if (
      !lastUsed ||
      now.getTime() - lastUsed.getTime() >= LAST_USE_RESOLUTION_MS ||
      row.last_used_address !== request.ip
    ) {
      await recordApiTokenUse(database.db, row.id, now, request.ip);
    }
    viaToken.add(request);
    if (row.scope === 'write') writeTokens.add(request);
    authenticateRequest(request, tokenSession(row, expiresAt));
  });
}
