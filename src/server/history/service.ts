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

async function totalsAt(
  ctx: ServiceContext,
  from: IsoDate,
  to: IsoDate,
  interval: HistoryQuery['interval'],
  scope: repo.BookScope,
) {
  const changes = await repo.dailyChanges(ctx.db, ctx.userId, from, to, scope);
  return runningTotals(
    KEYS,
    changes.map((c) => ({ date: c.date, change: { assets: c.assets, liabilities: c.liabilities } })),
    periodEnds(from, to, interval),
  );
}

export async function netWorthHistory(ctx: ServiceContext, query: HistoryQuery): Promise<NetWorthPoint[]> {
  const { from, to } = await rangeOf(ctx, query);
  return (await totalsAt(ctx, from, to, query.interval, {})).map(({ date, totals }) => ({
    date,
    totalAssets: formatBigCents(totals.assets),
    totalLiabilities: formatBigCents(totals.liabilities),
    netWorth: formatBigCents(totals.assets - totals.liabilities),
  }));
}

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
  return (await totalsAt(ctx, from, to, query.interval, { accountId })).map(({ date, totals }) => ({
    date,
    balance: formatBigCents(sign * (account.accountType === 'ASSET' ? totals.assets : totals.liabilities)),
  }));
}

/** The cash accounts' balance at each of `ends` (sorted): every line dated on or before each counts. */
export async function cashBalances(
  ctx: ServiceContext,
  ends: readonly IsoDate[],
  subtypes: readonly string[],
): Promise<bigint[]> {
  const first = ends[0];
  if (first === undefined) return [];
  const { total, later } = await repo.cashTotalAndLaterChanges(ctx.db, ctx.userId, subtypes, first);
  // Walk back from now: at each end, take off what is dated after it.
  const balances: bigint[] = new Array(ends.length).fill(0n);
  let balance = total;
  let next = later.length - 1;
  for (let i = ends.length - 1; i >= 0; i--) {
    const end = ends[i] as IsoDate;
    while (next >= 0 && compareIsoDates((later[next] as repo.DayChange).date, end) > 0) {
      balance -= (later[next] as repo.DayChange).assets;
      next--;
    }
    balances[i] = balance;
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
  const [{ start, byClass }, accountsStarted] = await Promise.all([
    repo.changeSums(ctx.db, ctx.userId, query.from, to),
    repo.accountsStartedWithin(ctx.db, ctx.userId, query.from, to),
  ]);
  const of = (k: string) => byClass.get(k) ?? 0n;
  const income = of('income');
  const expenses = -of('expenses');
  const growth = income - expenses + of('interest') + of('valuations') + of('corrections') + of('other');
  const total = [...byClass.values()].reduce((a, b) => a + b, 0n);
  return {
    from: query.from,
    to,
    start: formatBigCents(start),
    end: formatBigCents(start + total),
    growth: formatBigCents(growth),
    savings: formatBigCents(income - expenses),
    income: formatBigCents(income),
    expenses: formatBigCents(expenses),
    interest: formatBigCents(of('interest')),
    valuations: formatBigCents(of('valuations')),
    corrections: formatBigCents(of('corrections')),
    other: formatBigCents(of('other')),
    newAccounts: formatBigCents(of('newAccounts')),
    accountsStarted,
  };
}
