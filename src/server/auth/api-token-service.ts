import type { z } from 'zod';
import {
  type ApiTokenView,
  type CreatedApiToken,
  type createTokenSchema,
  TOKEN_MESSAGES,
  TOKEN_PREFIX,
  TOKENS_PER_USER_MAX,
} from '../../shared/api-tokens';
import { AppError, notFound } from '../http/errors';
import {
  type ApiTokenRow,
  countApiTokens,
  deleteApiToken,
  insertApiToken,
  listApiTokens,
} from './api-token-repository';
import type { SessionUser } from './session-repository';
import { hashToken, randomToken } from './tokens';
import { type CodeRefused, checkCode, type TwoFactorContext } from './two-factor-codes';

// Personal access tokens (decision 111): made with 32 random bytes, shown once, kept as a hash.

const DAY_MS = 86_400_000;
const HINT_LENGTH = TOKEN_PREFIX.length + 4;

function toTokenView(row: ApiTokenRow, now: Date): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope === 'write' ? 'write' : 'read',
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    lastUsedAddress: row.lastUsedAddress,
  };
}

export async function listTokens(ctx: TwoFactorContext, userId: string): Promise<ApiTokenView[]> {
  const now = ctx.deps.clock();
  return (await listApiTokens(ctx.deps.database.db, userId)).map((row) => toTokenView(row, now));
}

/**
 * Creates a token. With two-factor on, a current authenticator code must come with the request: a
 * stolen session cookie alone must not mint a credential that outlives it.
 */
export async function createToken(
  ctx: TwoFactorContext,
  user: SessionUser,
  input: z.output<typeof createTokenSchema>,
): Promise<CodeRefused | { ok: true; token: CreatedApiToken }> {
  const { db } = ctx.deps.database;
  if (user.twoFactorEnabled) {
    if (!input.code) throw new AppError('validation', TOKEN_MESSAGES.code, { code: TOKEN_MESSAGES.code });
    const result = await checkCode(ctx, user.id, input.code, 'totp');
    if (!result.ok) return result;
  }
  if ((await countApiTokens(db, user.id)) >= TOKENS_PER_USER_MAX) {
    throw new AppError('conflict', TOKEN_MESSAGES.tooMany);
  }
  const now = ctx.deps.clock();
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const row = await insertApiToken(db, {
    userId: user.id,
    name: input.name,
    tokenHash: hashToken(token),
    hint: token.slice(0, HINT_LENGTH),
    scope: input.scope,
    createdAt: now,
    expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
  });
  return { ok: true, token: { ...toTokenView(row, now), token } };
}

export async function revokeToken(ctx: TwoFactorContext, userId: string, id: string): Promise<void> {
  if (!(await deleteApiToken(ctx.deps.database.db, userId, id))) throw notFound('Token not found');
}
