import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { formatBigCents, mustParseBigCents } from '../../domain/big-cents';
import type { EntryKind, RegisterPage, RegisterQuery, RegisterRow } from '../../shared/register';
import type { Db } from '../db/client';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { notFound } from '../http/errors';

// An account's register: its entries newest first with the running balance after each. A page is an
// index range scan of the account's lines (account, date, order); the balance at its top is the
// cached balance less what newer lines moved, so no page reads the whole history.

export async function accountRegister(
  db: Db,
  userId: string,
  accountId: string,
  query: RegisterQuery,
): Promise<RegisterPage> {
  const [account] = await db
    .select({ balance: accounts.currentBalance, normal: accounts.normalBalance })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), sql`${accounts.systemKey} is null`));
  if (!account) throw notFound('Account not found');
  const sign = account.normal === 'debit' ? 1n : -1n;

  const filters: SQL[] = [eq(journalEntryLines.accountId, accountId)];
  if (query.from) filters.push(sql`${journalEntryLines.entryDate} >= ${query.from}`);
  if (query.to) filters.push(sql`${journalEntryLines.entryDate} <= ${query.to}`);
  const [lines, totalRow] = await Promise.all([
    db
      .select({
        entryId: journalEntryLines.journalEntryId,
        date: journalEntryLines.entryDate,
        seq: journalEntryLines.entrySeq,
        net: sql<string>`(${journalEntryLines.debit} - ${journalEntryLines.credit})::text`,
        description: journalEntries.description,
        kind: journalEntries.kind,
        transactionId: journalEntries.transactionId,
      })
      .from(journalEntryLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
      .where(and(...filters))
      .orderBy(desc(journalEntryLines.entryDate), desc(journalEntryLines.entrySeq))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(journalEntryLines)
      .where(and(...filters)),
  ]);
  const page: RegisterPage = {
    accountId,
    rows: [],
    total: totalRow[0]?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
  const top = lines[0];
  if (!top) return page;

  const [newer] = await db
    .select({
      net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text`,
    })
    .from(journalEntryLines)
    .where(
      and(
        eq(journalEntryLines.accountId, accountId),
        sql`(${journalEntryLines.entryDate}, ${journalEntryLines.entrySeq}) > (${top.date}::date, ${top.seq}::bigint)`,
      ),
    );
  const counterparties = await counterpartiesOf(
    db,
    accountId,
    lines.map((l) => l.entryId),
  );
  let balance = mustParseBigCents(account.balance) - sign * mustParseBigCents(newer?.net ?? '0');
  page.rows = lines.map((line): RegisterRow => {
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
    };
    balance -= amount;
    return row;
  });
  return page;
}

/** For each entry, the names of the other accounts it touches (a category's account bears its name). */
async function counterpartiesOf(db: Db, accountId: string, entryIds: string[]): Promise<Map<string, string>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ entryId: journalEntryLines.journalEntryId, name: accounts.accountName })
    .from(journalEntryLines)
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(
      and(inArray(journalEntryLines.journalEntryId, entryIds), ne(journalEntryLines.accountId, accountId)),
    );
  const names = new Map<string, string[]>();
  for (const r of rows) names.set(r.entryId, [...(names.get(r.entryId) ?? []), r.name]);
  return new Map([...names].map(([id, list]) => [id, [...new Set(list)].sort().join(' / ')]));
}
