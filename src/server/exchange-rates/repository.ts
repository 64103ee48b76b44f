import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import type { CurrencyCode } from '../../domain/currency/codes';
import type { RateSource } from '../../shared/exchange-rates';
import type { Db } from '../db/client';
import { accounts, exchangeRates, users } from '../db/schema';

// Every query of exchange rates, scoped by the signed-in user.

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

export interface RateFilter {
  base?: CurrencyCode | undefined;
  quote?: CurrencyCode | undefined;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

function filterOf(userId: string, filter: RateFilter): SQL | undefined {
  return and(
    eq(exchangeRates.userId, userId),
    filter.base ? eq(exchangeRates.base, filter.base) : undefined,
    filter.quote ? eq(exchangeRates.quote, filter.quote) : undefined,
    filter.from ? gte(exchangeRates.rateDate, filter.from) : undefined,
    filter.to ? lte(exchangeRates.rateDate, filter.to) : undefined,
  );
}

/** One page of rates, newest first, and how many match. */
export async function listRates(
  db: Db,
  userId: string,
  filter: RateFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ExchangeRateRow[]; total: number }> {
  const where = filterOf(userId, filter);
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(where)
    .orderBy(desc(exchangeRates.rateDate), asc(exchangeRates.base), asc(exchangeRates.quote))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(exchangeRates).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface NewRate {
  rateDate: IsoDate;
  base: CurrencyCode;
  quote: CurrencyCode;
  /** Canonical decimal string. */
  rate: string;
}

/** Stores one rate, replacing the pair's rate of that date. */
export async function saveRate(
  db: Db,
  userId: string,
  rate: NewRate,
  source: RateSource,
): Promise<ExchangeRateRow> {
  const [row] = await db
    .insert(exchangeRates)
    .values({ userId, ...rate, source })
    .onConflictDoUpdate({
      target: [exchangeRates.userId, exchangeRates.base, exchangeRates.quote, exchangeRates.rateDate],
      set: { rate: sql`excluded.rate`, source: sql`excluded.source` },
    })
    .returning();
  if (!row) throw new Error('the rate was not stored');
  return row;
}

/** A PostgreSQL array literal of texts known to hold no comma, quote, brace or space (dates, codes, rates). */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Stores many rates of one pair-and-date each (no two alike), in batches of 5,000 passed as four arrays
 * (one statement each, not 30,000 parameters). A rate already there with the same value is left as it
 * is, so a file imported twice changes nothing the second time.
 */
export async function saveRates(
  db: Db,
  userId: string,
  rates: readonly NewRate[],
  source: RateSource,
): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  for (let start = 0; start < rates.length; start += 5000) {
    const batch = rates.slice(start, start + 5000);
    const result = await db.execute(sql`
      insert into ${exchangeRates} (user_id, rate_date, base, quote, rate, source)
      select ${userId}::uuid, d, b, q, r, ${source}
      from unnest(
        ${arrayLiteral(batch.map((r) => r.rateDate))}::date[],
        ${arrayLiteral(batch.map((r) => r.base))}::text[],
        ${arrayLiteral(batch.map((r) => r.quote))}::text[],
        ${arrayLiteral(batch.map((r) => r.rate))}::numeric[]
      ) as given(d, b, q, r)
      on conflict (user_id, base, quote, rate_date)
      do update set rate = excluded.rate, source = excluded.source
      where ${exchangeRates.rate} <> excluded.rate
      returning (xmax = 0) as inserted`);
    // A row inserted by this statement has no xmax yet; an updated one has.
    for (const row of (result as unknown as { rows: { inserted: boolean }[] }).rows) {
      if (row.inserted) added += 1;
      else updated += 1;
    }
  }
  return { added, updated };
}

/** Deletes one of the user's rates; false when the user has no such rate. */
export async function deleteRate(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.userId, userId), eq(exchangeRates.id, id)))
    .returning({ id: exchangeRates.id });
  return deleted.length > 0;
}

/**
 * The rates the lookup rule needs for one pair and date, in both directions: the latest on or before
 * the date and the earliest after it (which only names the next known date when none is before).
 */
export async function ratesAround(
  db: Db,
  userId: string,
  from: CurrencyCode,
  to: CurrencyCode,
  date: IsoDate,
): Promise<ExchangeRateRow[]> {
  const pair = (base: CurrencyCode, quote: CurrencyCode) =>
    and(eq(exchangeRates.userId, userId), eq(exchangeRates.base, base), eq(exchangeRates.quote, quote));
  const queries = [
    [from, to],
    [to, from],
  ].flatMap(([base = '', quote = '']) => [
    db
      .select()
      .from(exchangeRates)
      .where(and(pair(base, quote), lte(exchangeRates.rateDate, date)))
      .orderBy(desc(exchangeRates.rateDate))
      .limit(1),
    db
      .select()
      .from(exchangeRates)
      .where(and(pair(base, quote), gt(exchangeRates.rateDate, date)))
      .orderBy(asc(exchangeRates.rateDate))
      .limit(1),
  ]);
  const rows: ExchangeRateRow[] = [];
  for (const query of queries) rows.push(...(await query));
  return rows;
}

/** Every rate between the given currencies (both sides among them), dated up to `through`. */
export async function ratesAmong(
  db: Db,
  userId: string,
  currencies: readonly CurrencyCode[],
  through: IsoDate,
): Promise<ExchangeRateRow[]> {
  if (currencies.length < 2) return [];
  return db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.userId, userId),
        inArray(exchangeRates.base, [...currencies]),
        inArray(exchangeRates.quote, [...currencies]),
        lte(exchangeRates.rateDate, through),
      ),
    )
    .orderBy(asc(exchangeRates.rateDate));
}

/**
 * The user's base currency and the currencies their own asset and liability accounts hold (the lines
 * of categories are in those currencies too, decision 147): the one cheap check a report makes before
 * it loads rates, so a book all in the base currency costs nothing more.
 */
export async function baseAndHeldCurrencies(
  db: Db,
  userId: string,
): Promise<{ base: string; held: string[] } | undefined> {
  const [row] = await db
    .select({
      base: users.baseCurrency,
      // Written out by hand: in a select from one table drizzle leaves column names unqualified.
      held: sql<string | null>`(select string_agg(distinct a.currency, ',') from accounts a
        where a.user_id = ${userId} and a.account_type in ('ASSET', 'LIABILITY'))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return { base: row.base, held: row.held ? row.held.split(',') : [] };
}

/** The user's own asset and liability accounts in these currencies: what a missing rate leaves out. */
export async function accountsIn(
  db: Db,
  userId: string,
  currencies: readonly string[],
): Promise<{ accountId: string; accountName: string; currency: string }[]> {
  if (currencies.length === 0) return [];
  return db
    .select({ accountId: accounts.id, accountName: accounts.accountName, currency: accounts.currency })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        isNull(accounts.systemKey),
        inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
        inArray(accounts.currency, [...currencies]),
      ),
    )
    .orderBy(accounts.accountName);
}
