import type { Db } from '../db/client';
import { ensureSystemAccount } from '../ledger';
import { type LoanRow, lockLoanAccounts, lockLoanRows } from './repository';

// How loan operations hold their rows (decision 039). Every write to a loan's books runs here: the loan
// rows are locked in id order, then the accounts they move in id order, so two operations never wait
// on each other in a circle. A serialization failure or deadlock still possible against another
// feature's writes is retried once; a second failure is thrown, never swallowed.

interface LockScope {
  db: Db;
  userId: string;
}

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction can simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `attempt`, and once more if it failed with a serialization failure or a deadlock. */
export async function retryOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return attempt();
  }
}

/**
 * Runs `work` in one transaction holding the loans `loanIds` (rows handed over in the order asked,
 * undefined for a loan that is not the user's) and every account they move, plus `alsoAccounts`
 * (an edit's new funding account).
 */
export async function withLoanLock<T>(
  scope: LockScope,
  loanIds: readonly string[],
  work: (tx: Db, rows: (LoanRow | undefined)[]) => Promise<T>,
  alsoAccounts: readonly string[] = [],
): Promise<T> {
  const { db, userId } = scope;
  // Created before the lock, in their own statements: an insert inside would take a lock out of order.
  await ensureSystemAccount(db, userId, 'external_funds');
  await ensureSystemAccount(db, userId, 'interest_expense');
  await ensureSystemAccount(db, userId, 'opening_equity');
  return retryOnce(() =>
    db.transaction(async (tx) => {
      const locked = await lockLoanRows(tx, userId, loanIds);
      const accountIds = new Set<string>(alsoAccounts);
      for (const row of locked) {
        for (const id of [row.accountId, row.assetAccountId, row.fundingAccountId])
          if (id) accountIds.add(id);
      }
      await lockLoanAccounts(tx, userId, [...accountIds]);
      const byId = new Map(locked.map((row) => [row.id, row]));
      return work(
        tx,
        loanIds.map((id) => byId.get(id)),
      );
    }),
  );
}
