import { compareIsoDates, type IsoDate, parseIsoDate, toEpochDay } from '../calendar';

// An account's balance over time, bounded for a chart (docs/decisions/164): the balance at the end of
// each day with entries, and, when there are more days than a chart can show, the last of those
// balances in each week, month, quarter or year, so the whole range is drawn and every point is still
// an exact end-of-day balance of a real day. The last point is carried on to the range's end.

/** A day's net movement of the account, in its own currency's minor units, signed for the account. */
export interface DayNet {
  date: IsoDate;
  net: bigint;
}

export interface DayBalance {
  date: IsoDate;
  /** The balance at the end of `date`. */
  balance: bigint;
}

/**
 * The balance at the end of each day: `opening` (what the account held before the first day) plus
 * every day's net up to and including it. `days` are oldest first, one per date.
 */
export function endOfDayBalances(opening: bigint, days: readonly DayNet[]): DayBalance[] {
  let balance = opening;
  return days.map(({ date, net }) => {
    balance += net;
    return { date, balance };
  });
}

/**
 * The balances carried on to `end`: when the last day with entries is before it, one more point on
 * `end` with the same balance (nothing moved it since), so a chart runs to the day asked for rather
 * than stopping on the last entry.
 */
export function carriedTo(balances: readonly DayBalance[], end: IsoDate): DayBalance[] {
  const last = balances.at(-1);
  if (!last || compareIsoDates(last.date, end) >= 0) return [...balances];
  return [...balances, { date: end, balance: last.balance }];
}

export const SERIES_UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;
type SeriesUnit = (typeof SERIES_UNITS)[number];

/** How long one point's bucket is: `size` units (more than one only for years). */
export interface SeriesBucket {
  unit: SeriesUnit;
  size: number;
}

/** The buckets tried in turn, finest first; the year multiples cover any span of dates a point can have. */
const LADDER: readonly SeriesBucket[] = [
  ...SERIES_UNITS.map((unit) => ({ unit, size: 1 })),
  ...[2, 5, 10, 25, 50, 100, 250, 1000].map((size) => ({ unit: 'year' as const, size })),
];

/**
 * The number of the bucket a date falls in; equal numbers share a bucket. Weeks are ISO weeks
 * (Monday to Sunday): 1970-01-05, epoch day 4, was a Monday.
 */
export function bucketOf(date: IsoDate, bucket: SeriesBucket): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  const { year, month } = parsed;
  switch (bucket.unit) {
    case 'day':
      return toEpochDay(date);
    case 'week':
      return Math.floor((toEpochDay(date) - 4) / 7);
    case 'month':
      return year * 12 + month - 1;
    case 'quarter':
      return year * 4 + Math.floor((month - 1) / 3);
    case 'year':
      return Math.floor(year / bucket.size);
  }
}

function bucketCount(points: readonly { date: IsoDate }[], bucket: SeriesBucket): number {
  let count = 0;
  let last: number | null = null;
  for (const { date } of points) {
    const b = bucketOf(date, bucket);
    if (b !== last) count++;
    last = b;
  }
  return count;
}

/**
 * At most `max` points (max ≥ 2) of `points` (oldest first, one per date): all of them when they fit,
 * otherwise the last point of each bucket of the finest size whose non-empty buckets number `max` or
 * fewer. The last point is always kept, so the series ends on the newest balance.
 */
export function lastOfEachBucket<T extends { date: IsoDate }>(
  points: readonly T[],
  max: number,
): { bucket: SeriesBucket; points: T[] } {
  if (!Number.isInteger(max) || max < 2) throw new RangeError('max must be a whole number of 2 or more');
  const day: SeriesBucket = { unit: 'day', size: 1 };
  if (points.length <= max) return { bucket: day, points: [...points] };
  const bucket = LADDER.find((b) => b.unit !== 'day' && bucketCount(points, b) <= max);
  if (!bucket) throw new RangeError(`points span more than ${max} buckets of any size`);
  const kept: T[] = [];
  points.forEach((point, i) => {
    const next = points[i + 1];
    if (!next || bucketOf(next.date, bucket) !== bucketOf(point.date, bucket)) kept.push(point);
  });
  return { bucket, points: kept };
}
