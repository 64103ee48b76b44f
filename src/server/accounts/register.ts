import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { formatBigCents, mustParseBigCents } from '../../domain/big-cents';
import type { EntryKind, RegisterPage, RegisterQuery, RegisterRow } from '../../shared/register';
import type { Db } from '../db/client';
import {
  accounts,
  journalEntries,
  journalEntryLines,
  ledgerAccountDailyTotals,
  ledgerState,
  transactions,
} from '../db/schema';
import { notFound } from '../http/errors';
import { type CursorScope, trustedBalance, writeCursor } from './register-cursor';

// An account's register: its entries newest first with the running balance after each (decision 080).
// A page is an index range scan of the account's lines (account, date, seq); after a `before` cursor
// it starts right below the previous page, and the balance at its top comes with the cursor. Without a
// cursor (or with one whose balance cannot be trusted) it is the cached balance less what newer lines
// moved: the days above the page's top day from the ledger's daily totals, and that day's later lines.

export async function accountRegister(
  db: Db,
  scope: CursorScope,
  query: RegisterQuery,
): Promise<RegisterPage> {
  // One snapshot: the cached balance, the version and the lines agree even while others write.
  return db.transaction((tx) => readPage(tx, scope, query), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readPage(db: Db, scope: CursorScope, query: RegisterQuery): Promise<RegisterPage> {
  const { userId, accountId } = scope;
  const [account] = await db
    .select({
      balance: accounts.currentBalance,
      lineCount: accounts.lineCount,
      normal: accounts.normalBalance,
      version: sql<
        number | null
      >`(select ${ledgerState.version} from ${ledgerState} where ${ledgerState.userId} = ${userId})`,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), sql`${accounts.systemKey} is null`));
  if (!account) throw notFound('Account not found');
  const version = account.version === null ? null : Number(account.version);
  const sign = account.normal === 'debit' ? 1n : -1n;
  const { before } = query;

  const filters: SQL[] = [eq(journalEntryLines.accountId, accountId)];
  if (query.from) filters.push(sql`${journalEntryLines.entryDate} >= ${query.from}`);
  if (query.to) filters.push(sql`${journalEntryLines.entryDate} <= ${query.to}`);
  if (before) filters.push(sql`${linePosition} < ${position(before)}`);
  // One row more than the page: whether an older page exists, without counting.
  const lines = await db
    .select({
      lineId: journalEntryLines.id,
      entryId: journalEntryLines.journalEntryId,
      date: journalEntryLines.entryDate,
      seq: journalEntryLines.entrySeq,
      net: sql<string>`(${journalEntryLines.debit} - ${journalEntryLines.credit})::text`,
      description: journalEntries.description,
      kind: journalEntries.kind,
      transactionId: journalEntries.transactionId,
      cleared: transactions.cleared,
      reconciled: transactions.reconciled,
      notes: transactions.notes,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .leftJoin(transactions, eq(transactions.id, journalEntries.transactionId))
    .where(and(...filters))
    .orderBy(desc(journalEntryLines.entryDate), desc(journalEntryLines.entrySeq), desc(journalEntryLines.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  // The pages after a cursor do not count. The first page of the whole register reads the count the
  // ledger keeps beside the balance (decision 161); of a date range, the range's days' counts.
  const total = before
    ? null
    : !query.from && !query.to
      ? account.lineCount
      : await linesInRange(db, accountId, query.from, query.to);
  const page: RegisterPage = {
    accountId,
    rows: [],
    total,
    limit: query.limit,
    offset: query.offset,
    next: null,
  };
  const shown = lines.slice(0, query.limit);
  const top = shown[0];
  if (!top) return page;

  // The balance after the top row: from the cursor when this server signed it at this version and no
  // `to` skips rows between it and the top row; otherwise the cached balance less what newer lines moved.
  const carried =
    before && (!query.to || query.to >= before.date) ? trustedBalance(scope, before, version) : null;
  let balance =
    carried ?? mustParseBigCents(account.balance) - sign * (await netNewerThan(db, accountId, top));
  const counterparties = await counterpartiesOf(
    db,
    accountId,
    shown.map((l) => l.entryId),
  );
  page.rows = shown.map((line): RegisterRow => {
    const amount = sign * mustParseBigCents(line.net);
    const row: RegisterRow = {
      date: line.date,
      description: line.description,
      kind: line.kind as EntryKind,
      amount: formatBigCents(amount),
      balance: formatBigCents(balance),
      journalEntryId: line.entryId,
      transactionId: line.transactionId,
      counterparty: counterparties.get(line.entryId) ?? '',
      cleared: line.cleared,
      reconciled: line.reconciled,
      notes: line.notes,
    };
    balance -= amount;
    return row;
  });
  const last = shown.at(-1);
  if (last && lines.length > shown.length) {
    page.next = writeCursor(scope, {
      date: last.date,
      seq: last.seq,
      lineId: last.lineId,
      balanceCents: balance,
      version,
    });
  }
  return page;
}

/** A line's place in the register's order (newest first is descending). */
const linePosition = sql`(${journalEntryLines.entryDate}, ${journalEntryLines.entrySeq}, ${journalEntryLines.id})`;

function position(at: { date: string; seq: number; lineId: string }): SQL {
  return sql`(${at.date}::date, ${at.seq}::bigint, ${at.lineId}::uuid)`;
}

/**
 * What the account's lines after `line` moved, debits less credits: the days after its own from the
 * totals the ledger keeps per account and day (decision 166), at most one row a day whatever the
 * number of lines, and its own day's later lines one by one.
 */
async function netNewerThan(
  db: Db,
  accountId: string,
  line: { date: string; seq: number; lineId: string },
): Promise<bigint> {
  const t = ledgerAccountDailyTotals;
  const l = journalEntryLines;
  const [newer] = await db
    .select({
      net: sql<string>`(
        coalesce((select sum(${t.net}) from ${t}
          where ${t.accountId} = ${accountId} and ${t.entryDate} > ${line.date}::date), 0)
        + coalesce((select sum(${l.debit} - ${l.credit}) from ${l}
          where ${l.accountId} = ${accountId} and ${l.entryDate} = ${line.date}::date
            and ${linePosition} > ${position(line)}), 0))::text`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return mustParseBigCents(newer?.net ?? '0');
}

/** How many lines the account has in a range of dates, from its days' counts (decision 166). */
async function linesInRange(
  db: Db,
  accountId: string,
  from: string | null | undefined,
  to: string | null | undefined,
): Promise<number> {
  const t = ledgerAccountDailyTotals;
  const [row] = await db
    .select({ lines: sql<number>`coalesce(sum(${t.lines}), 0)::int` })
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        from ? sql`${t.entryDate} >= ${from}::date` : undefined,
        to ? sql`${t.entryDate} <= ${to}::date` : undefined,
      ),
    );
  return Number(row?.lines ?? 0);
}

/**
 * For each entry, the names of the other accounts it touches (a category's account bears its name). A
 * cross-currency transfer's trading account (decision 152) is how it posts, not where the money went.
 */
async function counterpartiesOf(db: Db, accountId: string, entryIds: string[]): Promise<Map<string, string>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ entryId: journalEntryLines.journalEntryId, name: accounts.accountName })
    .from(journalEntryLines)
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(
      and(
        inArray(journalEntryLines.journalEntryId, entryIds),
        ne(journalEntryLines.accountId, accountId),
        sql`coalesce(${accounts.systemKey}, '') not like 'trading:%'`,
      ),
    );
  const names = new Map<string, string[]>();
  for (const r of rows) names.set(r.entryId, [...(names.get(r.entryId) ?? []), r.name]);
  return new Map([...names].map(([id, list]) => [id, [...new Set(list)].sort().join(' / ')]));
}
