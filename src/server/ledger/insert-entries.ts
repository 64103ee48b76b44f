import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertBalanced, type JournalLine } from '../../domain/ledger';
import type { EntryKind } from '../../shared/register';
import type { Db } from '../db/client';
import { executeNamed } from '../db/prepared';
import { withReferencesCheckedPerStatement } from '../db/references-per-statement';
import { accounts } from '../db/schema';
import { centsToDb } from './money-columns';

export interface PostEntryInput {
  /** The entry's id when the caller chooses it (to answer with it without reading it back). */
  id?: string;
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
  /** When the entry was first recorded, kept by a restore; else the moment of the insert. */
  createdAt?: string;
}

/**
 * What the caller already read of some accounts, by id: their type and currency. Only accounts read
 * with the signed-in user's id belong here, for the ledger takes each one here as the user's own.
 */
export type KnownAccounts = ReadonlyMap<string, { accountType: string; currency: string }>;

/**
 * A balance assertion as the ledger reads it to keep it holding: the columns it uses, from a locked
 * read of the table.
 */
export interface HeldAssertion {
  id: string;
  accountId: string;
  assertDate: string;
  balance: string;
  kind: string;
  throughAt: Date | null;
  journalEntryId: string | null;
}

interface HeldAssertionJson extends Omit<HeldAssertion, 'throughAt'> {
  throughAt: string | null;
}

const heldAssertion = (row: HeldAssertionJson): HeldAssertion => ({
  ...row,
  throughAt: row.throughAt === null ? null : new Date(row.throughAt),
});

interface InsertedEntries {
  /** The ids of the entries inserted, in the order given. */
  ids: string[];
  /** Each line inserted: its account and date. */
  lines: { accountId: string; entryDate: string }[];
  /** With `lockAssertions`: the assertions of the accounts the lines moved, locked, by account then date. */
  assertions: HeldAssertion[];
}

export interface BulkOptions {
  /**
   * Many entries at once in the caller's transaction (an import, a restore, an import undone): their
   * keys are followed once per statement instead of once per line (decision 174).
   */
  bulk?: boolean;
}

interface InsertOptions extends BulkOptions {
  /** Lock and answer the assertions of the accounts the lines move, in the same call. */
  lockAssertions?: boolean;
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
  known: KnownAccounts = new Map(),
  options: InsertOptions = {},
): Promise<InsertedEntries> {
  if (inputs.length === 0) return { ids: [], lines: [], assertions: [] };
  const accountIds = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.accountId)))];
  // Only the accounts the caller did not read: an expense whose two accounts were read while
  // checking it posts without reading them again (decision 169).
  const unread = accountIds.filter((id) => !known.has(id));
  const read =
    unread.length === 0
      ? []
      : await db
          .select({ id: accounts.id, accountType: accounts.accountType, currency: accounts.currency })
          .from(accounts)
          .where(and(eq(accounts.userId, userId), inArray(accounts.id, unread)));
  if (read.length !== unread.length) throw new Error('A journal line names an account of another user');
  const owned = [
    ...read,
    ...accountIds.flatMap((id) => {
      const facts = known.get(id);
      return facts ? [{ id, ...facts }] : [];
    }),
  ];
  const held = new Map(
    owned
      .filter((a) => a.accountType === 'ASSET' || a.accountType === 'LIABILITY')
      .map((a) => [a.id, a.currency]),
  );
  // Each line in its currency first: an entry balances in each currency it holds (decision 147).
  const resolved = inputs.map((input) => {
    const currencyOf = lineCurrencies(input.lines, held);
    // Written out rather than spread: thousands of lines per import (decision 159).
    const lines = input.lines.map((line) => ({
      accountId: line.accountId,
      debit: line.debit,
      credit: line.credit,
      currency: currencyOf(line),
    }));
    assertBalanced(lines);
    return { ...input, lines };
  });

  // Ids chosen here tell which entries were inserted and which were already there.
  const withIds = resolved.map((input) => ({ id: input.id ?? randomUUID(), input }));
  // One statement whatever the count (decision 156): the rows travel as one JSON parameter per table,
  // not as a parameter per value, which costs more to build and bind than the inserts themselves.
  const entryRows = withIds.map(({ id, input }, n) => ({
    n,
    id,
    entry_date: input.entryDate,
    description: input.description,
    reference: input.reference ?? null,
    kind: input.kind ?? 'manual',
    transaction_id: input.transactionId ?? null,
    loan_id: input.loanId ?? null,
    loan_period: input.loanPeriod ?? null,
    first: input.first === true,
    created_at: input.createdAt ?? null,
  }));
  const lineRows = withIds.flatMap(({ id, input }) =>
    input.lines.map((line) => ({
      // Chosen here: the database's gen_random_uuid() costs the embedded one an open and a read of
      // /dev/urandom through its file system for every line (decision 159).
      id: randomUUID(),
      entry: id,
      account: line.accountId,
      debit: centsToDb(line.debit),
      credit: centsToDb(line.credit),
      currency: line.currency,
    })),
  );
  // The entries and their lines in one call (decisions 169 and 181): the lines take their date, kind
  // and seq from the entry inserted with them, an entry already there (the same loan period or
  // transaction) is not inserted and neither are its lines, and each entry is checked balanced once.
  // With `lockAssertions` the same call then locks the assertions of the accounts its lines moved and
  // answers them, so the accounts' rows are not held across another round trip. The SQL is migration
  // 0030's function.
  const insert = () =>
    executeNamed(
      db,
      'nw_post_journal_entries',
      sql`select post_journal_entries(${userId}::uuid, ${JSON.stringify(entryRows)}::jsonb,
        ${JSON.stringify(lineRows)}::jsonb, ${String(options.lockAssertions === true)}::boolean)::text as posted`,
    );
  const answer = await (options.bulk ? withReferencesCheckedPerStatement(db, insert) : insert());
  const [row] = (answer as { rows: { posted: string }[] }).rows;
  const posted = JSON.parse(row?.posted ?? '{}') as { ids?: string[]; assertions?: HeldAssertionJson[] };
  const keptIds = new Set(posted.ids ?? []);
  const kept = withIds.filter(({ id }) => keptIds.has(id));
  const assertions = (posted.assertions ?? []).map(heldAssertion);
  if (kept.length === 0) return { ids: [], lines: [], assertions };
  const lines = kept.flatMap(({ input }) =>
    input.lines.map((line) => ({ accountId: line.accountId, entryDate: input.entryDate })),
  );
  return { ids: kept.map(({ id }) => id), lines, assertions };
}
