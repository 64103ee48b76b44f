import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import { type NormalBalance, revaluationEntry } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { Db } from '../db/client';
import { accounts, balanceAssertions, journalEntries, journalEntryLines } from '../db/schema';
import { insertEntries } from './insert-entries';
import { centsFromDb, centsToDb } from './money-columns';
import { ensureSystemAccount } from './system-accounts';

// Balance assertions (docs/decisions/025): "on this date the account held X". Each keeps one
// adjustment entry against opening-balance equity, dated on its date, equal to whatever makes the
// account's balance at the end of that date exactly X. Whenever an entry on or before that date
// changes, the adjustment is recomputed in the same database transaction: the asserted value holds
// and only later balances move.

/** For each account, the earliest date something changed on it. */
export type AccountDates = Map<string, IsoDate>;

/** Records (or replaces, for the same date) an assertion and makes it hold at once. */
export async function assertBalance(
  db: Db,
  userId: string,
  input: { accountId: string; date: IsoDate; balance: Cents },
): Promise<void> {
  await db
    .insert(balanceAssertions)
    .values({ userId, accountId: input.accountId, assertDate: input.date, balance: centsToDb(input.balance) })
    .onConflictDoUpdate({
      target: [balanceAssertions.accountId, balanceAssertions.assertDate],
      set: { balance: centsToDb(input.balance), createdAt: sql`clock_timestamp()` },
    });
  await reconcileAssertions(db, userId, new Map([[input.accountId, input.date]]));
}

/** The account's balance at the end of `date` in its normal direction, leaving one entry out. */
async function balanceThrough(
  db: Db,
  accountId: string,
  normal: NormalBalance,
  date: IsoDate,
  excludeEntryId: string | null,
): Promise<Cents> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text`,
    })
    .from(journalEntryLines)
    .where(
      and(
        eq(journalEntryLines.accountId, accountId),
        sql`${journalEntryLines.entryDate} <= ${date}`,
        excludeEntryId === null ? undefined : sql`${journalEntryLines.journalEntryId} <> ${excludeEntryId}`,
      ),
    );
  const net = centsFromDb(row?.net ?? '0');
  return normal === 'debit' ? net : -net;
}

/** What the assertion's own entry moves the account by now (0 without one). */
async function adjustmentOf(db: Db, accountId: string, normal: NormalBalance, entryId: string | null) {
  if (entryId === null) return 0;
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text`,
    })
    .from(journalEntryLines)
    .where(and(eq(journalEntryLines.journalEntryId, entryId), eq(journalEntryLines.accountId, accountId)));
  const net = centsFromDb(row?.net ?? '0');
  return normal === 'debit' ? net : -net;
}

/**
 * Recomputes every assertion on each account from its date on, oldest first (each one's balance
 * includes the adjustments of those before it). Costs one indexed look-up per account when the
 * account has no assertion on or after the date.
 */
export async function reconcileAssertions(db: Db, userId: string, from: AccountDates): Promise<void> {
  // A fixed order (by account id), so two transactions never wait on each other's locks in a cycle.
  for (const [accountId, date] of [...from].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // Locked, so two transactions recompute one account's assertions in turn.
    const pending = await db
      .select()
      .from(balanceAssertions)
      .where(and(eq(balanceAssertions.accountId, accountId), gte(balanceAssertions.assertDate, date)))
      .orderBy(asc(balanceAssertions.assertDate))
      .for('update');
    if (pending.length === 0) continue;
    const [account] = await db
      .select({
        id: accounts.id,
        accountType: accounts.accountType,
        normalBalance: accounts.normalBalance,
        name: accounts.accountName,
      })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
    if (!account) continue;
    const normal = account.normalBalance as NormalBalance;
    for (const assertion of pending) {
      const others = await balanceThrough(
        db,
        accountId,
        normal,
        assertion.assertDate,
        assertion.journalEntryId,
      );
      const current = await adjustmentOf(db, accountId, normal, assertion.journalEntryId);
      const target = centsFromDb(assertion.balance);
      if (others + current === target) continue;
      await replaceAdjustment(db, userId, account, assertion, others, target);
    }
  }
}

async function replaceAdjustment(
  db: Db,
  userId: string,
  account: { id: string; accountType: string; normalBalance: string; name: string },
  assertion: typeof balanceAssertions.$inferSelect,
  others: Cents,
  target: Cents,
): Promise<void> {
  if (assertion.journalEntryId !== null) {
    await db
      .delete(journalEntries)
      .where(and(eq(journalEntries.id, assertion.journalEntryId), eq(journalEntries.userId, userId)));
  }
  const equityAccountId = await ensureSystemAccount(db, userId, 'opening_equity');
  const draft = revaluationEntry({
    account: {
      id: account.id,
      accountType: account.accountType as 'ASSET',
      normalBalance: account.normalBalance as NormalBalance,
    },
    previousBalance: others,
    newBalance: target,
    equityAccountId,
    description: `Balance set: ${account.name}`,
  });
  let entryId: string | null = null;
  if (draft) {
    const posted = await insertEntries(db, userId, [
      {
        entryDate: assertion.assertDate,
        description: draft.description,
        kind: 'assertion',
        lines: draft.lines,
      },
    ]);
    entryId = posted.ids[0] ?? null;
  }
  await db
    .update(balanceAssertions)
    .set({ journalEntryId: entryId })
    .where(eq(balanceAssertions.id, assertion.id));
}
