import { addDays, compareIsoDates, type IsoDate, parseIsoDate, toEpochDay } from '../calendar';
import { addMonthKeys, firstDayOf, lastDayOf, monthOf } from './months';

// Balances over time from dated postings (docs/decisions/052): the value on a date is the sum of every
// line dated on or before it, so each point equals what the balance sheet showed that day.

export const HISTORY_INTERVALS = ['day', 'week', 'month'] as const;
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number];

/**
 * The end of each period from `from` to `to`: every day; every Sunday (ISO weeks end on Sunday); every
 * month's last day — and `to` itself last, so the series always ends on the asked date.
 */
export function periodEnds(from: IsoDate, to: IsoDate, interval: HistoryInterval): IsoDate[] {
  if (!parseIsoDate(from) || !parseIsoDate(to)) throw new RangeError('from and to must be dates');
  if (compareIsoDates(from, to) > 0) return [];
  const ends: IsoDate[] = [];
  if (interval === 'day') {
    for (let d = from; compareIsoDates(d, to) < 0; d = addDays(d, 1)) ends.push(d);
  } else if (interval === 'week') {
    // 1970-01-04 (epoch day 3) was a Sunday.
    const offset = (((3 - toEpochDay(from)) % 7) + 7) % 7;
    for (let d = addDays(from, offset); compareIsoDates(d, to) < 0; d = addDays(d, 7)) ends.push(d);
  } else {
    for (
      let d = lastDayOf(monthOf(from));
      compareIsoDates(d, to) < 0;
      d = lastDayOf(monthOf(addDays(d, 1)))
    ) {
      ends.push(d);
    }
  }
  ends.push(to);
  return ends;
}

/** How many points periodEnds would return, without building them. */
export function periodEndCount(from: IsoDate, to: IsoDate, interval: HistoryInterval): number {
  const days = toEpochDay(to) - toEpochDay(from);
  if (days < 0) return 0;
  if (interval === 'day') return days + 1;
  if (interval === 'week') return Math.floor(days / 7) + 2;
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return 0;
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/**
 * The earliest `from` whose range to `to` holds at most `maxPoints` points (maxPoints ≥ 2): where a
 * history asked for "all of it" starts when all of it would be too many points.
 */
export function earliestFromWithin(to: IsoDate, interval: HistoryInterval, maxPoints: number): IsoDate {
  if (interval === 'day') return addDays(to, -(maxPoints - 1));
  if (interval === 'week') return addDays(to, -(7 * (maxPoints - 2) + 6));
  return firstDayOf(addMonthKeys(monthOf(to), -(maxPoints - 1)));
}

/** Change of each series on one date (dates strictly increasing). */
export interface DatedChange<K extends string> {
  date: IsoDate;
  change: Record<K, bigint>;
}

/**
 * The running totals at each period end: changes dated on or before a period end count toward it.
 * `changes` must be sorted by date; `opening` is what was there before the first change.
 */
export function runningTotals<K extends string>(
  keys: readonly K[],
  changes: readonly DatedChange<K>[],
  ends: readonly IsoDate[],
  opening?: Record<K, bigint>,
): { date: IsoDate; totals: Record<K, bigint> }[] {
  const running = Object.fromEntries(keys.map((k) => [k, opening?.[k] ?? 0n])) as Record<K, bigint>;
  let next = 0;
  return ends.map((date) => {
    while (next < changes.length) {
      const change = changes[next];
      if (!change || compareIsoDates(change.date, date) > 0) break;
      for (const k of keys) running[k] += change.change[k];
      next++;
    }
    return { date, totals: { ...running } };
  });
}
