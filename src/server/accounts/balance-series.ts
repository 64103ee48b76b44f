import { compareIsoDates } from '../../domain/calendar';
import { carriedTo, endOfDayBalances, lastOfEachBucket } from '../../domain/ledger/balance-series';
import {
  type BalanceSeriesDto,
  type BalanceSeriesQuery,
  SERIES_POINTS_MAX,
} from '../../shared/balance-series';
import { notFound } from '../http/errors';
import type { ServiceContext } from '../service-context';
import { toBalanceSeriesDto } from './presenter';
import { dailyLines, findAccount } from './repository';

// An account's balance over time for its chart (decision 164): its lines summed per day, the running
// balance at the end of each day as the register reckons it (signed by the account's normal balance),
// carried on to the range's end, then at most SERIES_POINTS_MAX points, the last of each bucket, so
// the whole range is drawn up to the day it asks for.

export async function balanceSeries(
  ctx: ServiceContext,
  accountId: string,
  query: BalanceSeriesQuery,
): Promise<BalanceSeriesDto> {
  // Two plain reads, no transaction: on the embedded database a transaction holds every other read
  // of the page back until it ends. The account gives only its normal balance, which its lines
  // cannot change, and the days are one statement, so a write between them shows as it would after.
  const account = await findAccount(ctx.db, ctx.userId, accountId);
  if (!account) throw notFound('Account not found');
  const days = await dailyLines(ctx.db, ctx.userId, accountId, query);
  const sign = account.normalBalance === 'debit' ? 1n : -1n;
  // Carried on to the range's end: today, or `to` when it is earlier (what is after today is unknown).
  const end = query.to !== null && compareIsoDates(query.to, ctx.today) < 0 ? query.to : ctx.today;
  const balances = carriedTo(
    endOfDayBalances(
      0n,
      days.map((d) => ({ date: d.date, net: sign * d.net })),
    ),
    end,
  );
  const { bucket, points } = lastOfEachBucket(balances, SERIES_POINTS_MAX);
  const entries = days.reduce((sum, d) => sum + d.lines, 0);
  return toBalanceSeriesDto({ account, query, entries, bucket, points });
}
