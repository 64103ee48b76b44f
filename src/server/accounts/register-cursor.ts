import { createHmac, timingSafeEqual } from 'node:crypto';
import { type RegisterCursor, registerCursorText } from '../../shared/register';
import { deriveKey } from '../auth/secret-box';

// The register's `before` cursor (decision 080): the position of a page's last row and the running
// balance just below it, signed for one user and account. A cursor this server signed at the ledger
// version that is still current carries an exact balance, so a deep page reads only its own rows;
// any other well-formed cursor still gives the position, and the balance is summed afresh.

export type CursorKey = Buffer & { readonly __cursorKey: unique symbol };

/** The key cursors are signed with, derived from the session secret (stable across restarts). */
export function registerCursorKey(sessionSecret: string): CursorKey {
  return deriveKey(sessionSecret, 'register-cursor-v1') as CursorKey;
}

export interface CursorScope {
  key: CursorKey;
  userId: string;
  accountId: string;
}

/** The position, the balance and the version the balance is true at (null: no version to trust). */
export interface CursorState {
  date: string;
  seq: number;
  lineId: string;
  balanceCents: bigint;
  version: number | null;
}

function mac(scope: CursorScope, c: CursorState): string {
  const parts = [scope.userId, scope.accountId, c.date, c.seq, c.lineId, c.balanceCents, c.version ?? 'none'];
  return createHmac('sha256', scope.key).update(parts.join('|')).digest('hex').slice(0, 32);
}

/**
 * The cursor of the page after a row. Without a version (no ledger state yet) it is signed as
 * 'none', so it gives a position but its balance is never taken.
 */
export function writeCursor(scope: CursorScope, c: CursorState): string {
  return registerCursorText({
    date: c.date,
    seq: c.seq,
    lineId: c.lineId,
    balanceCents: String(c.balanceCents),
    version: c.version ?? 0,
    mac: mac(scope, c),
  });
}

/** The cursor's balance in cents when this server signed it for this account at `version`, else null. */
export function trustedBalance(
  scope: CursorScope,
  cursor: RegisterCursor,
  version: number | null,
): bigint | null {
  if (version === null || cursor.version !== version) return null;
  const balanceCents = BigInt(cursor.balanceCents);
  const expected = Buffer.from(mac(scope, { ...cursor, balanceCents, version }), 'hex');
  const given = Buffer.from(cursor.mac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return balanceCents;
}
