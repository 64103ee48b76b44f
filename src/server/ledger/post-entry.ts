import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isAnyOf } from '../db/json-rows';
import { withReferencesCheckedPerStatement } from '../db/references-per-statement';
import { journalEntries, journalEntryLines } from '../db/schema';
import { type AccountDates, reconcileAssertions } from './assertions';
import { type BulkOptions, insertEntries, type KnownAccounts, type PostEntryInput } from './insert-entries';

export type { KnownAccounts, PostEntryInput };

// The only writer of journal entries. Cached balances are not written here: the database moves them
// with the lines (a trigger, docs/decisions/024) and refuses any other write. After every post or
// delete, the balance assertions on or after the dates touched are recomputed, so an asserted value
// keeps holding (docs/decisions/025).

/**
 * Posts one balanced journal entry in the caller's transaction. Returns the entry id, or null when it
 * was already posted (the same loan period or transaction).
 */
export async function postJournalEntry(db: Db, input: PostEntryInput): Promise<string | null> {
  const [id] = await postJournalEntries(db, input.userId, [input]);
  return id ?? null;
}

/** The earliest date each account is touched by the given lines. */
function earliestDates(lines: readonly { accountId: string; entryDate: string }[]): AccountDates {
  const dates: AccountDates = new Map();
  for (const { accountId, entryDate } of lines) {
    const known = dates.get(accountId);
    if (known === undefined || entryDate < known) dates.set(accountId, entryDate);
  }
  return dates;
}

/**
 * Deletes journal entries of a user; the database takes their lines off every cached balance, and
 * assertions after them are recomputed, so the books read as if they had never been posted.
 */
export async function deleteJournalEntries(
  db: Db,
  userId: string,
  entryIds: readonly string[],
  options: BulkOptions = {},
): Promise<void> {
  if (entryIds.length === 0) return;
  const ids = [...new Set(entryIds)];
  const touched = await db
    .select({ accountId: journalEntryLines.accountId, entryDate: journalEntryLines.entryDate })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .where(and(eq(journalEntries.userId, userId), isAnyOf(journalEntries.id, ids)));
  const remove = () =>
    db.delete(journalEntries).where(and(eq(journalEntries.userId, userId), isAnyOf(journalEntries.id, ids)));
  // Many entries (an import undone): their lines and the keys naming them followed per statement.
  await (options.bulk ? withReferencesCheckedPerStatement(db, remove) : remove());
  await reconcileAssertions(db, userId, earliestDates(touched));
}

/** Ids of every entry with a line on the account. */
export async function entriesTouchingAccount(db: Db, userId: string, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: journalEntries.id })
    .from(journalEntries)
    .innerJoin(journalEntryLines, eq(journalEntryLines.journalEntryId, journalEntries.id))
    .where(and(eq(journalEntries.userId, userId), eq(journalEntryLines.accountId, accountId)));
  return rows.map((r) => r.id);
}

/**
 * Posts many balanced entries with a few statements in all, in the caller's transaction: for a loan
 * started years ago, hundreds of due payments at once. Entries already posted (same loan period, same
 * transaction) are skipped. `known` holds what the caller read of the accounts with the user's id.
 * Returns the ids posted.
 */
export async function postJournalEntries(
  db: Db,
  userId: string,
  inputs: readonly Omit<PostEntryInput, 'userId'>[],
  known?: KnownAccounts,
  options: BulkOptions = {},
): Promise<string[]> {
  // The insert's call locks and answers the assertions of the accounts it moved (decision 181).
  const posted = await insertEntries(db, userId, inputs, known, { ...options, lockAssertions: true });
  await reconcileAssertions(db, userId, earliestDates(posted.lines), 'recorded now', posted.assertions);
  return posted.ids;
}
