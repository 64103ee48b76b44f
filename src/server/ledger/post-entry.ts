import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertBalanced, type JournalLine, lineEffect, type NormalBalance } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { Db } from '../db/client';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { centsFromDb, centsToDb } from './money-columns';

export interface PostEntryInput {
  userId: string;
  entryDate: string;
  description: string;
  reference?: string | null;
  loanId?: string | null;
  /** With loanId: the scheduled payment number; a second post of the same period changes nothing. */
  loanPeriod?: number | null;
  lines: readonly JournalLine[];
}

/**
 * Posts one balanced journal entry and moves the cached balance of every account it touches, in the
 * caller's transaction. Returns the entry id, or null when the loan period was already posted.
 */
export async function postJournalEntry(db: Db, input: PostEntryInput): Promise<string | null> {
  const [id] = await postJournalEntries(db, input.userId, [input]);
  return id ?? null;
}

/** Adds each delta to its account's cached balance (one UPDATE per account touched). */
async function moveBalances(db: Db, effects: readonly (readonly [string, Cents])[]): Promise<void> {
  const deltas = new Map<string, Cents>();
  for (const [id, effect] of effects) deltas.set(id, (deltas.get(id) ?? 0) + effect);
  for (const [id, delta] of deltas) {
    if (delta === 0) continue;
    await db
      .update(accounts)
      .set({ currentBalance: sql`${accounts.currentBalance} + ${centsToDb(delta)}::numeric` })
      .where(eq(accounts.id, id));
  }
}

/**
 * Deletes journal entries of a user and takes their effect off every cached balance, so the books
 * read as if they had never been posted.
 */
export async function deleteJournalEntries(
  db: Db,
  userId: string,
  entryIds: readonly string[],
): Promise<void> {
  if (entryIds.length === 0) return;
  const lines = await db
    .select({
      accountId: journalEntryLines.accountId,
      debit: journalEntryLines.debit,
      credit: journalEntryLines.credit,
      normalBalance: accounts.normalBalance,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.id, [...entryIds])));
  await moveBalances(
    db,
    lines.map((l) => [
      l.accountId,
      -lineEffect(l.normalBalance as NormalBalance, {
        accountId: l.accountId,
        debit: centsFromDb(l.debit),
        credit: centsFromDb(l.credit),
      }),
    ]),
  );
  await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.id, [...entryIds])));
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
 * Posts many balanced entries with three statements in all (entries, lines, one balance update per
 * account), in the caller's transaction: for a loan started years ago, hundreds of due payments at
 * once. Entries whose (loanId, loanPeriod) is already posted are skipped. Returns the ids posted.
 */
export async function postJournalEntries(
  db: Db,
  userId: string,
  inputs: readonly Omit<PostEntryInput, 'userId'>[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) assertBalanced(input.lines);
  const accountIds = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.accountId)))];
  const owned = await db
    .select({ id: accounts.id, normalBalance: accounts.normalBalance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, accountIds)));
  if (owned.length !== accountIds.length) throw new Error('A journal line names an account of another user');

  // Ids chosen here tell which entries were inserted and which were already there.
  const withIds = inputs.map((input) => ({ id: randomUUID(), input }));
  const inserted = await db
    .insert(journalEntries)
    .values(
      withIds.map(({ id, input }) => ({
        id,
        userId,
        entryDate: input.entryDate,
        description: input.description,
        reference: input.reference ?? null,
        loanId: input.loanId ?? null,
        loanPeriod: input.loanPeriod ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: journalEntries.id });
  const posted = new Set(inserted.map((r) => r.id));
  const kept = withIds.filter(({ id }) => posted.has(id));
  if (kept.length === 0) return [];

  const lines = kept.flatMap(({ id, input }) => input.lines.map((l) => ({ entryId: id, line: l })));
  // Stay well under PostgreSQL's 65,535 bind parameters (4 per line).
  for (let i = 0; i < lines.length; i += 5_000) {
    await db.insert(journalEntryLines).values(
      lines.slice(i, i + 5_000).map(({ entryId, line }) => ({
        journalEntryId: entryId,
        accountId: line.accountId,
        debit: centsToDb(line.debit),
        credit: centsToDb(line.credit),
      })),
    );
  }
  const normal = new Map(owned.map((a) => [a.id, a.normalBalance as NormalBalance]));
  await moveBalances(
    db,
    lines.map(({ line }) => [line.accountId, lineEffect(normal.get(line.accountId)!, line)]),
  );
  return kept.map(({ id }) => id);
}
