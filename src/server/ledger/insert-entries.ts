import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertBalanced, type JournalLine } from '../../domain/ledger';
import type { EntryKind } from '../../shared/register';
import type { Db } from '../db/client';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { centsToDb } from './money-columns';

export interface PostEntryInput {
  userId: string;
  entryDate: string;
  description: string;
  reference?: string | null;
  kind?: EntryKind;
  /** The transaction this entry posts: one entry per transaction (a unique key). */
  transactionId?: string | null;
  loanId?: string | null;
  /** With loanId: the scheduled payment number; a second post of the same period changes nothing. */
  loanPeriod?: number | null;
  lines: readonly JournalLine[];
  /** Sorts before every other entry of its date (an opening, decision 125): seq 0 instead of the next. */
  first?: boolean;
}

/**
 * Inserts entries and their lines without recomputing assertions: for the assertions' own
 * adjustment entries, and through postJournalEntries for everything else.
 */
export async function insertEntries(
  db: Db,
  userId: string,
  inputs: readonly Omit<PostEntryInput, 'userId'>[],
): Promise<{ ids: string[]; lines: { accountId: string; entryDate: string }[] }> {
  if (inputs.length === 0) return { ids: [], lines: [] };
  for (const input of inputs) assertBalanced(input.lines);
  const accountIds = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.accountId)))];
  const owned = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, accountIds)));
  if (owned.length !== accountIds.length) throw new Error('A journal line names an account of another user');

  // Ids chosen here tell which entries were inserted and which were already there.
  const withIds = inputs.map((input) => ({ id: randomUUID(), input }));
  const inserted: { id: string; seq: number }[] = [];
  for (let i = 0; i < withIds.length; i += 2_000) {
    const rows = await db
      .insert(journalEntries)
      .values(
        withIds.slice(i, i + 2_000).map(({ id, input }) => ({
          id,
          userId,
          entryDate: input.entryDate,
          description: input.description,
          reference: input.reference ?? null,
          kind: input.kind ?? 'manual',
          transactionId: input.transactionId ?? null,
          loanId: input.loanId ?? null,
          loanPeriod: input.loanPeriod ?? null,
          ...(input.first ? { seq: 0 } : {}),
          // The moment of the insert: entries that waited for a lock list in the order applied.
          createdAt: sql`clock_timestamp()`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: journalEntries.id, seq: journalEntries.seq });
    inserted.push(...rows);
  }
  const seqOf = new Map(inserted.map((r) => [r.id, r.seq]));
  const kept = withIds.filter(({ id }) => seqOf.has(id));
  if (kept.length === 0) return { ids: [], lines: [] };

  const lines = kept.flatMap(({ id, input }) =>
    input.lines.map((line) => ({
      journalEntryId: id,
      accountId: line.accountId,
      debit: centsToDb(line.debit),
      credit: centsToDb(line.credit),
      entryDate: input.entryDate,
      entrySeq: seqOf.get(id) as number,
    })),
  );
  // Stay well under PostgreSQL's 65,535 bind parameters (6 per line).
  for (let i = 0; i < lines.length; i += 5_000) {
    await db.insert(journalEntryLines).values(lines.slice(i, i + 5_000));
  }
  return { ids: kept.map(({ id }) => id), lines };
}
