import { z } from 'zod';

// Personal access tokens (issue 25, decision 111): Settings → API tokens, GET/POST /api/tokens,
// DELETE /api/tokens/:id. The token itself is answered once, at creation.

export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
const TOKEN_NAME_MAX = 100;
/** Tokens one user may hold at once. */
export const TOKENS_PER_USER_MAX = 50;
/** Every token starts with this, so it is recognisable (and secret scanners can find a leaked one). */
export const TOKEN_PREFIX = 'nw_pat_';

export const TOKEN_MESSAGES = {
  name: 'Give the token a name',
  nameLong: `Name must be at most ${TOKEN_NAME_MAX} characters`,
  scope: 'Scope must be read or write',
  expiry: 'Expiry must be 30, 90 or 365 days, or null for none',
  code: 'Enter the code from your authenticator app',
  tooMany: `You have ${TOKENS_PER_USER_MAX} tokens; revoke one before creating another`,
} as const;

const M = TOKEN_MESSAGES;

export const createTokenSchema = z.strictObject({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(TOKEN_NAME_MAX, M.nameLong),
  scope: z.enum(TOKEN_SCOPES, { error: M.scope }),
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: M.expiry }),
  /** With two-factor on: a current code from the authenticator app (a backup code is not enough). */
  code: z.string({ error: M.code }).trim().max(32, 'Verification code is too long').optional(),
});
export type CreateTokenInput = z.input<typeof createTokenSchema>;

export interface ApiTokenView {
  id: string;
  name: string;
  scope: TokenScope;
  /** The token's first characters, e.g. "nw_pat_AbCd". */
  hint: string;
  createdAt: string;
  /** Null: never expires. */
  expiresAt: string | null;
  expired: boolean;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
}

/** The answer to POST /api/tokens: the only time the token is shown. */
export interface CreatedApiToken extends ApiTokenView {
  token: string;
}
