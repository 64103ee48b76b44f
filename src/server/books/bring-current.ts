import { eq } from 'drizzle-orm';
import { ensureStartingCategories } from '../categories/repository';
import { ledgerState } from '../db/schema';
import { isCurrent } from '../ledger/ledger-state';
import { postDuePayments } from '../loans/service';
import type { ServiceContext } from '../service-context';
import { inBatches, postDueOccurrenceBatch } from '../transactions/recurring-posting';

// "Bring the ledger current" (docs/architecture.md property 3, docs/decisions/013 and 023): the one step that posts
// what fell due with the passage of time — loan payments and recurring occurrences — called by every
// read that shows a ledger figure. Writes post their own due entries in their own transaction, so
// only the calendar can make the books stale: the per-user date below makes a read with nothing new
// due cost one indexed look-up. A failure propagates (the request answers 5xx and the cause is
// logged), never a silently stale balance.

/**
 * Brings the books current. `known` is the state read with the session (decision 047): when it says
 * the books are current, there is nothing to look up.
 */
export async function bringLedgerCurrent(
  ctx: ServiceContext,
  known?: { postedThrough: string | null },
): Promise<void> {
  const { db, userId, today } = ctx;
  if (known && isCurrent(known.postedThrough, today)) return;
  const [state] = await db
    .select({ postedThrough: ledgerState.postedThrough })
    .from(ledgerState)
    .where(eq(ledgerState.userId, userId));
  if (isCurrent(state?.postedThrough, today)) return;
  // Loans post in one short transaction per loan with payments due, under that loan's lock.
  await postDuePayments(ctx);
  // Recurring occurrences post in batches, one short transaction each (docs/decisions/120); the
  // books are marked current by the transaction that finds nothing more due.
  let first = true;
  await inBatches((size) =>
    db.transaction(async (tx) => {
      if (first) await ensureStartingCategories(tx, userId);
      first = false;
      if (await postDueOccurrenceBatch(tx, userId, today, undefined, size)) return true;
      await tx.update(ledgerState).set({ postedThrough: today }).where(eq(ledgerState.userId, userId));
      return false;
    }),
  );
}
