// Recurring series (income, expenses, projections). Every occurrence is computed from the series
// start as `start + k periods`, never by stepping from the previous one, so month ends don't drift.

import { addDays, addMonths, compareIsoDates, type IsoDate, parseIsoDate, toEpochDay } from './calendar';

export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

interface Period {
  unit: 'day' | 'month';
  count: number;
}

const PERIODS: Readonly<Record<Frequency, Period>> = {
  daily: { unit: 'day', count: 1 },
  weekly: { unit: 'day', count: 7 },
  biweekly: { unit: 'day', count: 14 },
  monthly: { unit: 'month', count: 1 },
  quarterly: { unit: 'month', count: 3 },
  yearly: { unit: 'month', count: 12 },
};

/** Upper bound on the dates one call may return; a daily series over 270+ years is a caller bug. */
export const MAX_OCCURRENCES = 100_000;

export interface RecurringSeries {
  start: IsoDate;
  frequency: Frequency;
  /** Last day the series may occur on (inclusive); null or absent means it never ends. */
  end?: IsoDate | null;
}

function assertIsoDate(value: IsoDate, name: string): void {
  if (parseIsoDate(value) === null) throw new RangeError(`${name} is not a calendar date: ${value}`);
}

function assertSeries(series: RecurringSeries): void {
  assertIsoDate(series.start, 'start');
  if (series.end != null) assertIsoDate(series.end, 'end');
  if (!isFrequency(series.frequency)) throw new RangeError(`Unknown frequency: ${String(series.frequency)}`);
}

// Dates past 9999-12-31 get a five-digit year, which neither parses nor sorts as an IsoDate.
function inCalendarRange(value: IsoDate): boolean {
  return value.length === 10;
}

/** The k-th occurrence of a series started on `start` (k = 0 is the start itself). */
export function addPeriods(start: IsoDate, frequency: Frequency, k: number): IsoDate {
  const period = PERIODS[frequency];
  return period.unit === 'day' ? addDays(start, period.count * k) : addMonths(start, period.count * k);
}

/** Smallest k with start + k periods >= from (0 when from is on or before the start). */
function firstIndexOnOrAfter(start: IsoDate, frequency: Frequency, from: IsoDate): number {
  if (compareIsoDates(from, start) <= 0) return 0;
  const period = PERIODS[frequency];
  if (period.unit === 'day') {
    return Math.ceil((toEpochDay(from) - toEpochDay(start)) / period.count);
  }
  const s = parseIsoDate(start)!;
  const f = parseIsoDate(from)!;
  const monthsApart = (f.year - s.year) * 12 + (f.month - s.month);
  // Occurrence k falls in from's month or earlier, and occurrence k - 1 strictly before it, so the
  // answer is k or k + 1.
  let k = Math.floor(monthsApart / period.count);
  for (;;) {
    const date = addPeriods(start, frequency, k);
    if (!inCalendarRange(date) || compareIsoDates(date, from) >= 0) return k;
    k++;
  }
}

/**
 * Every occurrence of the series within [from, to] (both inclusive), never past the series end,
 * in increasing order; with `limit`, only the first `limit` of them (a batch of a long backfill).
 * Throws RangeError beyond MAX_OCCURRENCES dates.
 */
export function occurrencesBetween(
  series: RecurringSeries,
  from: IsoDate,
  to: IsoDate,
  limit?: number,
): IsoDate[] {
  assertSeries(series);
  assertIsoDate(from, 'from');
  assertIsoDate(to, 'to');
  const last = series.end != null && compareIsoDates(series.end, to) < 0 ? series.end : to;
  if (compareIsoDates(from, last) > 0) return [];

  const dates: IsoDate[] = [];
  for (let k = firstIndexOnOrAfter(series.start, series.frequency, from); ; k++) {
    const date = addPeriods(series.start, series.frequency, k);
    if (!inCalendarRange(date) || compareIsoDates(date, last) > 0) break;
    if (dates.length === limit) break;
    if (dates.length === MAX_OCCURRENCES) {
      throw new RangeError(`More than ${MAX_OCCURRENCES} occurrences between ${from} and ${to}`);
    }
    dates.push(date);
  }
  return dates;
}

/** The first occurrence on or after `today`, or null when the series has ended by then. */
export function nextDueDateOnOrAfter(series: RecurringSeries, today: IsoDate): IsoDate | null {
  assertSeries(series);
  assertIsoDate(today, 'today');
  const date = addPeriods(
    series.start,
    series.frequency,
    firstIndexOnOrAfter(series.start, series.frequency, today),
  );
  if (!inCalendarRange(date)) return null;
  if (series.end != null && compareIsoDates(date, series.end) > 0) return null;
  return date;
}

/**
 * The first occurrence strictly after `date`: the next due date once the occurrence on `date` has
 * happened. For a series started on `date` this is `date` plus one period (docs/product.md §4); for a series
 * anchored earlier it stays on the anchor (no drift). Null when the series has ended by then or the
 * date would leave the calendar.
 */
export function occurrenceAfter(series: RecurringSeries, date: IsoDate): IsoDate | null {
  assertSeries(series);
  assertIsoDate(date, 'date');
  const dayAfter = addDays(date, 1);
  if (!inCalendarRange(dayAfter)) return null;
  return nextDueDateOnOrAfter(series, dayAfter);
}
