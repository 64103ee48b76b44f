import { formatBigCents } from '../../domain/big-cents';
import { compareIsoDates, type IsoDate } from '../../domain/calendar';
import { earliestFromWithin, periodEndCount, periodEnds, runningTotals } from '../../domain/planning/history';
import {
  type AccountHistoryPoint,
  type ChangeQuery,
  HISTORY_MESSAGES,
  HISTORY_POINTS_MAX,
  type HistoryQuery,
  type NetWorthChangeDto,
  type NetWorthPoint,
} from '../../shared/net-worth-history';
import {
  accountsMissing,
  type BaseConverter,
  baseConverter,
  MissingRates,
} from '../exchange-rates/base-converter';
import { badRequest, notFound } from '../http/errors';
import type { ServiceContext } from '../service-context';
import * as repo from './repository';

// Net Worth and account balances over time (docs/decisions/052): each point sums every line dated on or
// before its date, so it equals what the balance sheet showed that day.

const KEYS = ['assets', 'liabilities'] as const;

/**
 * The asked range: `to` defaults to today, `from` to the first posting (all history) — or, when all
 * of it would hold more points than an answer may, to the earliest start that fits: a default range
 * answers for any stored data (each point still sums every line before it, so it stays exact).
 */
async function rangeOf(ctx: ServiceContext, query: HistoryQuery, accountId?: string) {
  const to = query.to ?? ctx.today;
  let from = query.from;
  if (from === null) {
    const first = await repo.firstPostingDate(ctx.db, ctx.userId, accountId);
    from = first !== null && compareIsoDates(first, to) < 0 ? first : to;
    const earliest = earliestFromWithin(to, query.interval, HISTORY_POINTS_MAX);
    if (compareIsoDates(from, earliest) < 0) from = earliest;
  }
  if (compareIsoDates(from, to) > 0) {
    throw badRequest(`from: ${HISTORY_MESSAGES.fromAfterTo}`, { from: HISTORY_MESSAGES.fromAfterTo });
  }
  if (periodEndCount(from, to, query.interval) > HISTORY_POINTS_MAX) {
    throw badRequest(`from: ${HISTORY_MESSAGES.tooMany}`, { from: HISTORY_MESSAGES.tooMany });
  }
  return { from, to };
}

type Totals = { date: IsoDate; totals: Record<(typeof KEYS)[number], bigint> };

/** Each currency's running totals at each period end, in stored cents of that currency. */
async function totalsByCurrency(
  ctx: ServiceContext,
  from: IsoDate,
  to: IsoDate,
  interval: HistoryQuery['interval'],
  scope: repo.BookScope,
): Promise<{ ends: IsoDate[]; byCurrency: Map<string, Totals[]> }> {
  const changes = await repo.dailyChanges(ctx.db, ctx.userId, from, to, scope);
  const ends = periodEnds(from, to, interval);
  const grouped = new Map<string, repo.DayChange[]>();
  for (const c of changes) {
    const list = grouped.get(c.currency);
    if (list) list.push(c);
    else grouped.set(c.currency, [c]);
  }
  const byCurrency = new Map<string, Totals[]>();
  for (const [currency, list] of grouped) {
    byCurrency.set(
      currency,
      runningTotals(
        KEYS,
        list.map((c) => ({ date: c.date, change: { assets: c.assets, liabilities: c.liabilities } })),
        ends,
      ),
    );
  }
  return { ends, byCurrency };
}

/**
 * Net Worth at each period end in the base currency (decision 153): each currency's balance on that
 * date converts at that date's rate, so a past point never moves with a later rate. A currency without
 * a rate on or before a point is left out of that point, which names it (`missingRates`).
 */
export async function netWorthHistory(ctx: ServiceContext, query: HistoryQuery): Promise<NetWorthPoint[]> {
  const { from, to } = await rangeOf(ctx, query);
  const [converter, { ends, byCurrency }] = await Promise.all([
    baseConverter(ctx.db, ctx.userId, to),
    totalsByCurrency(ctx, from, to, query.interval, {}),
  ]);
  const all = new MissingRates();
  const points = ends.map((date, i) => {
    let assets = 0n;
    let liabilities = 0n;
    const missing = new MissingRates();
    for (const [currency, totals] of byCurrency) {
      const at = totals[i]?.totals;
      if (!at) continue;
      const a = converter.convertOrNote(at.assets, currency, date, missing);
      const l = converter.convertOrNote(at.liabilities, currency, date, missing);
      if (a === null || l === null) continue;
      assets += a;
      liabilities += l;
    }
    all.merge(missing);
    return { date, assets, liabilities, missing };
  });
  const accounts = await accountsMissing(ctx.db, ctx.userId, all);
  return points.map(({ date, assets, liabilities, missing }) => ({
    date,
    totalAssets: converter.format(assets),
    totalLiabilities: converter.format(liabilities),
    netWorth: converter.format(assets - liabilities),
    ...(missing.size > 0 ? { missingRates: missing.dtosWith(accounts) } : {}),
  }));
}

/**
 * One account's balance at each period end in its own currency, and beside it in the base currency at
 * that date's rate (null when there is no rate on or before the date: never converted at 1).
 */
export async function accountHistory(
  ctx: ServiceContext,
  accountId: string,
  query: HistoryQuery,
): Promise<AccountHistoryPoint[]> {
  const account = await repo.findUserAccount(ctx.db, ctx.userId, accountId);
  if (!account) throw notFound('Account not found');
  const { from, to } = await rangeOf(ctx, query, accountId);
  // In the account's normal direction: a contra account's balance runs against its type.
  const natural = account.accountType === 'ASSET' ? 'debit' : 'credit';
  const sign = account.normalBalance === natural ? 1n : -1n;
  const [converter, { ends, byCurrency }] = await Promise.all([
    baseConverter(ctx.db, ctx.userId, to),
    totalsByCurrency(ctx, from, to, query.interval, { accountId }),
  ]);
  const totals = byCurrency.get(account.currency);
  return ends.map((date, i) => {
    const at = totals?.[i]?.totals;
    const cents = at ? sign * (account.accountType === 'ASSET' ? at.assets : at.liabilities) : 0n;
    const inBase = converter.convert(cents, account.currency, date);
    return {
      date,
      balance: formatBigCents(cents),
      currency: account.currency,
      baseCurrency: converter.base,
      baseBalance: inBase.ok ? converter.format(inBase.minor) : null,
    };
  });
}

/**
 * The cash accounts' balance at each of `ends` (sorted) in the base currency, each currency's balance
 * converted at each end's rate: every line dated on or before each counts. What a missing rate leaves
 * out goes into `missing`.
 */
export async function cashBalances(
  ctx: ServiceContext,
  ends: readonly IsoDate[],
  subtypes: readonly string[],
  converter: BaseConverter,
  missing: MissingRates,
): Promise<bigint[]> {
  const first = ends[0];
  if (first === undefined) return [];
  const { totals, later } = await repo.cashTotalAndLaterChanges(ctx.db, ctx.userId, subtypes, first);
  const balances: bigint[] = new Array(ends.length).fill(0n);
  for (const [currency, total] of totals) {
    const changes = later.filter((c) => c.currency === currency);
    // Walk back from now: at each end, take off what is dated after it.
    let balance = total;
    let next = changes.length - 1;
    for (let i = ends.length - 1; i >= 0; i--) {
      const end = ends[i] as IsoDate;
      while (next >= 0 && compareIsoDates((changes[next] as repo.DayChange).date, end) > 0) {
        balance -= (changes[next] as repo.DayChange).assets;
        next--;
      }
      balances[i] =
        (balances[i] as bigint) + (converter.convertOrNote(balance, currency, end, missing) ?? 0n);
    }
  }
  return balances;
}

/**
 * What moved Net Worth after `from` through `to` (decision 127): real movements apart from the
 * opening balances of accounts first tracked in the period.
 */
export async function netWorthChange(ctx: ServiceContext, query: ChangeQuery): Promise<NetWorthChangeDto> {
  const to = query.to ?? ctx.today;
  if (compareIsoDates(query.from, to) > 0) {
    throw badRequest(`from: ${HISTORY_MESSAGES.fromAfterTo}`, { from: HISTORY_MESSAGES.fromAfterTo });
  }
  const converter = await baseConverter(ctx.db, ctx.userId, to);
  const [rows, accountsStarted] = await Promise.all([
    repo.changeSums(ctx.db, ctx.userId, query.from, to, converter.base),
    repo.accountsStartedWithin(ctx.db, ctx.userId, query.from, to),
  ]);
  // Each currency's Net Worth at the end of `from` and of `to`.
  const opening = new Map<string, bigint>();
  const closing = new Map<string, bigint>();
  for (const row of rows) {
    opening.set(row.currency, (opening.get(row.currency) ?? 0n) + row.before);
    closing.set(row.currency, (closing.get(row.currency) ?? 0n) + row.before + row.within);
  }
  // A currency lacking a rate at either end or on any date it moved is left out of every figure, so
  // they still add up; the answer names it.
  const missing = new MissingRates();
  const converted = (cents: bigint, currency: string, date: IsoDate) =>
    converter.convertOrNote(cents, currency, date, missing);
  for (const [currency, cents] of opening) converted(cents, currency, query.from);
  for (const [currency, cents] of closing) converted(cents, currency, to);
  for (const row of rows) if (row.within !== 0n) converted(row.within, row.currency, row.date ?? to);
  const leftOut = new Set(missing.currencies());
  const sum = (map: Map<string, bigint>, date: IsoDate) =>
    [...map].reduce(
      (total, [c, cents]) => (leftOut.has(c) ? total : total + (converted(cents, c, date) ?? 0n)),
      0n,
    );
  const start = sum(opening, query.from);
  const end = sum(closing, to);
  // Flows convert at their own dates' rates.
  const byClass = new Map<string, bigint>();
  for (const row of rows) {
    if (leftOut.has(row.currency) || row.within === 0n) continue;
    const value = converted(row.within, row.currency, row.date ?? to) ?? 0n;
    byClass.set(row.klass, (byClass.get(row.klass) ?? 0n) + value);
  }
  const of = (k: string) => byClass.get(k) ?? 0n;
  // What the flows do not explain is the change of the currencies' value (and the trading accounts of
  // cross-currency transfers): unrealized gain or loss, a valuation, never income or spending.
  const flows = [...byClass].reduce((total, [k, v]) => (k === 'exchange' ? total : total + v), 0n);
  const exchange = end - start - flows;
  const valuations = of('valuations') + exchange;
  const income = of('income');
  const expenses = -of('expenses');
  const growth =
    income -
    expenses +
    of('interest') +
    valuations +
    of('pastLoanPayments') +
    of('corrections') +
    of('other');
  const money = converter.format;
  return {
    from: query.from,
    to,
    baseCurrency: converter.base,
    start: money(start),
    end: money(end),
    growth: money(growth),
    savings: money(income - expenses),
    income: money(income),
    expenses: money(expenses),
    interest: money(of('interest')),
    valuations: money(valuations),
    exchange: money(exchange),
    pastLoanPayments: money(of('pastLoanPayments')),
    corrections: money(of('corrections')),
    other: money(of('other')),
    newAccounts: money(of('newAccounts')),
    accountsStarted,
    missingRates: await missing.toDtos(ctx.db, ctx.userId),
  };
}
