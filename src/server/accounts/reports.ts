import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatBigCents, parseBigCents } from '../../domain/big-cents';
import {
  type AccountType,
  balanceSheetSubtotals,
  type NormalBalance,
  type Subtotal,
} from '../../domain/ledger';
import type { BalanceSheetDto, JournalEntryDto, JournalPageDto, SubtotalDto } from '../../shared/accounts';
import type { Db } from '../db/client';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { centsFromDb, centsToDb } from '../ledger';

// Read models of the ledger: the balance sheet and the journal, scoped by the signed-in user.

/**
 * The balance sheet from the cached per-account balances (kept by the ledger in the posting
 * transaction): one grouped query over the user's accounts, so its cost does not grow with the number
 * of journal lines. Totals are exact (bigint cents), whatever their size.
 */
export async function balanceSheet(db: Db, userId: string): Promise<BalanceSheetDto> {
  const groups = await db
    .select({
      accountType: accounts.accountType,
      accountSubtype: accounts.accountSubtype,
      normalBalance: accounts.normalBalance,
      total: sql<string>`sum(${accounts.currentBalance})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        isNull(accounts.systemKey),
        inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
      ),
    )
    .groupBy(accounts.accountType, accounts.accountSubtype, accounts.normalBalance);

  const sheet = balanceSheetSubtotals(
    groups.map((g) => ({
      accountType: g.accountType as AccountType,
      accountSubtype: g.accountSubtype,
      normalBalance: g.normalBalance as NormalBalance,
      total: storedBigCents(g.total),
      count: g.count,
    })),
  );
  const subtotal = (s: Subtotal): SubtotalDto => ({ total: formatBigCents(s.total), count: s.count });
  return {
    totalAssets: formatBigCents(sheet.totalAssets),
    totalLiabilities: formatBigCents(sheet.totalLiabilities),
    netWorth: formatBigCents(sheet.netWorth),
    byType: { ASSET: subtotal(sheet.byType.ASSET), LIABILITY: subtotal(sheet.byType.LIABILITY) },
    bySubtype: sheet.bySubtype.map((s) => ({
      accountType: s.accountType,
      accountSubtype: s.accountSubtype,
      ...subtotal(s),
    })),
  };
}

function storedBigCents(value: string | null): bigint {
  const cents = parseBigCents(value ?? '0');
  if (cents === null) throw new Error(`Stored amount is not money: ${value}`);
  return cents;
}

/** One page of the user's journal, newest first, each entry with its lines (debits first). */
export async function journalPage(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<JournalPageDto> {
  const [totalRow] = await db
    .select({ total: count() })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  const entries = await db
    .select({
      id: journalEntries.id,
      entryDate: journalEntries.entryDate,
      description: journalEntries.description,
      reference: journalEntries.reference,
      loanId: journalEntries.loanId,
    })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const lines =
    entries.length === 0
      ? []
      : await db
          .select({
            entryId: journalEntryLines.journalEntryId,
            accountId: journalEntryLines.accountId,
            account: accounts.accountName,
            debit: journalEntryLines.debit,
            credit: journalEntryLines.credit,
          })
          .from(journalEntryLines)
          .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
          .where(
            and(
              eq(accounts.userId, userId),
              inArray(
                journalEntryLines.journalEntryId,
                entries.map((e) => e.id),
              ),
            ),
          )
          .orderBy(desc(journalEntryLines.debit), desc(journalEntryLines.credit), accounts.accountName);
  const byEntry = new Map<string, JournalEntryDto['lines']>();
  for (const line of lines) {
    const list = byEntry.get(line.entryId) ?? [];
    list.push({
      accountId: line.accountId,
      account: line.account,
      debit: centsToDb(centsFromDb(line.debit)),
      credit: centsToDb(centsFromDb(line.credit)),
    });
    byEntry.set(line.entryId, list);
  }
  return {
    entries: entries.map((e) => ({ ...e, lines: byEntry.get(e.id) ?? [] })),
    total: totalRow?.total ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
