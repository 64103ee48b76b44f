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

/** Before any account holds another currency, every book is in US dollars (the column's default). */
const DEFAULT_CURRENCY = 'USD';

/**
 * Each line's currency (decision 147): the one it names; else its asset or liability account's; else,
 * on an income, expense or equity account, the one currency of the entry's asset and liability lines.
 * An entry across currencies must name them: guessing would post a dollar as a euro.
 */
function lineCurrencies(
  lines: readonly JournalLine[],
  held: ReadonlyMap<string, string>,
): (line: JournalLine) => string {
  const own = new Set(lines.flatMap((l) => (held.has(l.accountId) ? [held.get(l.accountId) as string] : [])));
  return (line) => {
    const currency = line.currency ?? held.get(line.accountId);
    if (currency !== undefined) return currency;
    if (own.size > 1) throw new Error('A line of an entry across currencies must name its currency');
    return [...own][0] ?? DEFAULT_CURRENCY;
  };
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
  const accountIds = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.accountId)))];
  const owned = await db
    .select({ id: accounts.id, accountType: accounts.accountType, currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, accountIds)));
  if (owned.length !== accountIds.length) throw new Error('A journal line names an account of another user');
  const held = new Map(
    owned
      .filter((a) => a.accountType === 'ASSET' || a.accountType === 'LIABILITY')
      .map((a) => [a.id, a.currency]),
  );
  // Each line in its currency first: an entry balances in each currency it holds (decision 147).
  const resolved = inputs.map((input) => {
    const currencyOf = lineCurrencies(input.lines, held);
    const lines = input.lines.map((line) => ({ ...line, currency: currencyOf(line) }));
    assertBalanced(lines);
    return { ...input, lines };
  });

  // Ids chosen here tell which entries were inserted and which were already there.
  const withIds = resolved.map((input) => ({ id: randomUUID(), input }));
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
      currency: line.currency,
    })),
  );
  // Stay well under PostgreSQL's 65,535 bind parameters (6 per line).
  for (let i = 0; i < lines.length; i += 5_000) {
    await db.insert(journalEntryLines).values(lines.slice(i, i + 5_000));
  }
  return { ids: kept.map(({ id }) => id), lines };
}
