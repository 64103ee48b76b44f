import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { parseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import {
  type AccountType,
  balanceSheetSubtotals,
  type NormalBalance,
  type Subtotal,
  type SubtypeSubtotal,
} from '../../domain/ledger';
import type { BalanceSheetDto, JournalEntryDto, JournalPageDto, SubtotalDto } from '../../shared/accounts';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { baseConverter, converterFor, MissingRates } from '../exchange-rates/base-converter';
import { centsFromDb, centsToDb } from '../ledger';

// Read models of the ledger: the balance sheet and the journal, scoped by the signed-in user.

/** The user's asset and liability balances, summed by type, subtype and currency. */
const balanceGroups = preparedPer('nw_balance_sheet', (db, name) =>
  db
    .select({
      accountType: accounts.accountType,
      accountSubtype: accounts.accountSubtype,
      normalBalance: accounts.normalBalance,
      currency: accounts.currency,
      total: sql<string>`sum(${accounts.currentBalance})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, sql.placeholder('userId')),
        isNull(accounts.systemKey),
        inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
      ),
    )
    .groupBy(accounts.accountType, accounts.accountSubtype, accounts.normalBalance, accounts.currency)
    .prepare(name),
);

/**
 * The balance sheet from the cached per-account balances (kept by the ledger in the posting
 * transaction): one grouped query over the user's accounts, so its cost does not grow with the number
 * of journal lines. In the base currency (decision 153): each currency's figures convert at today's
 * rate, and a currency without one is left out and named (`missingRates`), never taken at 1. Totals
 * are exact (bigint), whatever their size. With the base currency known (read with the session), a
 * household in one currency costs that one query and nothing more.
 */
export async function balanceSheet(
  db: Db,
  userId: string,
  today: IsoDate,
  base?: string,
): Promise<BalanceSheetDto> {
  const groups = await balanceGroups(db).execute({ userId });
  const converter =
    base === undefined
      ? await baseConverter(db, userId, today)
      : await converterFor(
          db,
          userId,
          base,
          groups.map((g) => g.currency),
          today,
        );
  const byCurrency = new Map<string, typeof groups>();
  for (const g of groups) byCurrency.set(g.currency, [...(byCurrency.get(g.currency) ?? []), g]);

  const missing = new MissingRates();
  const totals = { assets: 0n, liabilities: 0n };
  const byType = { ASSET: { total: 0n, count: 0 }, LIABILITY: { total: 0n, count: 0 } };
  const bySubtype = new Map<string, SubtypeSubtotal>();
  for (const [currency, list] of byCurrency) {
    const sheet = balanceSheetSubtotals(
      list.map((g) => ({
        accountType: g.accountType as AccountType,
        accountSubtype: g.accountSubtype,
        normalBalance: g.normalBalance as NormalBalance,
        total: storedBigCents(g.total),
        count: g.count,
      })),
    );
    // Each currency's figure converts once; a currency without a rate is left out whole.
    const inBase = (cents: bigint) => converter.convertOrNote(cents, currency, today, missing);
    const assets = inBase(sheet.totalAssets);
    const liabilities = inBase(sheet.totalLiabilities);
    if (assets === null || liabilities === null) continue;
    totals.assets += assets;
    totals.liabilities += liabilities;
    for (const type of ['ASSET', 'LIABILITY'] as const) {
      byType[type].total += type === 'ASSET' ? assets : liabilities;
      byType[type].count += sheet.byType[type].count;
    }
    for (const sub of sheet.bySubtype) {
      const key = `${sub.accountType}\u0000${sub.accountSubtype ?? ''}`;
      const known = bySubtype.get(key) ?? { ...sub, total: 0n, count: 0 };
      known.total += inBase(sub.total) ?? 0n;
      known.count += sub.count;
      bySubtype.set(key, known);
    }
  }
  const money = converter.format;
  const subtotal = (s: Subtotal): SubtotalDto => ({ total: money(s.total), count: s.count });
  return {
    baseCurrency: converter.base,
    totalAssets: money(totals.assets),
    totalLiabilities: money(totals.liabilities),
    netWorth: money(totals.assets - totals.liabilities),
    byType: { ASSET: subtotal(byType.ASSET), LIABILITY: subtotal(byType.LIABILITY) },
    bySubtype: [...bySubtype.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, s]) => ({ accountType: s.accountType, accountSubtype: s.accountSubtype, ...subtotal(s) })),
    missingRates: await missing.toDtos(db, userId),
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
