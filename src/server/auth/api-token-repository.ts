import { and, count, desc, eq } from 'drizzle-orm';
import type { TokenScope } from '../../shared/api-tokens';
import type { Database, Db, HotStatement } from '../db/client';
import { apiTokens } from '../db/schema';

// The SQL of personal access tokens (decision 111). Every query but the bearer look-up is scoped by
// the user; the look-up finds a token by its hash, which only its holder can compute.

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(
  db: Db,
  input: {
    userId: string;
    name: string;
    tokenHash: string;
    hint: string;
    scope: TokenScope;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(input).returning();
  if (!row) throw new Error('the token was not stored');
  return row;
}

export async function countApiTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

/** The user's tokens, newest first. */
export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes one of the user's tokens; false when the user has no such token. */
export async function deleteApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id });
  return rows.length === 1;
}

// Every bearer request runs this: a prepared statement like the session look-up (decision 047),
// returning what the session query returns, so a token's reads take the same fast path.
const FIND_TOKEN: HotStatement = {
  name: 'nw_find_api_token',
  text: `select t.id, t.scope, (extract(epoch from t.expires_at) * 1000)::float8 as expires_at,
      (extract(epoch from t.last_used_at) * 1000)::float8 as last_used_at, t.last_used_address, u.id as user_id, u.email,
      u.two_factor_enabled, u.time_zone, u.base_currency, l.posted_through::text as posted_through, l.version::float8 as version
    from api_tokens t
    join users u on u.id = t.user_id
    left join ledger_state l on l.user_id = t.user_id
    where t.token_hash = $1
    limit 1`,
};

export interface FoundTokenRow {
  id: string;
  scope: TokenScope;
  /** Epoch milliseconds, as are all moments of a hot statement. */
  expires_at: number | null;
  last_used_at: number | null;
  last_used_address: string | null;
  user_id: string;
  email: string;
  two_factor_enabled: boolean;
  time_zone: string | null;
  base_currency: string;
  posted_through: string | null;
  version: number | null;
}

export async function findApiTokenByHash(
  database: Database,
  tokenHash: string,
): Promise<FoundTokenRow | null> {
  const [row] = await database.hotRead<FoundTokenRow>(FIND_TOKEN, [tokenHash]);
  return row ?? null;
}

export async function recordApiTokenUse(db: Db, id: string, at: Date, address: string): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: at, lastUsedAddress: address }).where(eq(apiTokens.id, id));
}
