import { type CalendarDate, type IsoDate, isLeapYear, parseIsoDate } from '../calendar';

/**
 * Due dates of a monthly series, computed without parsing: period k falls k months after the start,
 * on the start's day of month clamped to the month's length (the same rule as calendar.addMonths
 * with anchorDay, so a loan started on the 31st returns to the 31st after February).
 */
export interface MonthlySeries {
  /** year × 12 + zero-based month of the start date. */
  baseMonth: number;
  anchorDay: number;
}

const TWO_DIGITS: readonly string[] = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));

/** "-MM-DD" for every month × day, indexed month * 32 + day. */
const MONTH_DAY: readonly string[] = Array.from(
  { length: 13 * 32 },
  (_, i) => `-${TWO_DIGITS[Math.floor(i / 32)]}-${TWO_DIGITS[i % 32]}`,
);

export function mustParseDate(value: IsoDate, what: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`${what} is not a calendar date: ${value}`);
  return parsed;
}

export function seriesFrom(startDate: IsoDate): MonthlySeries {
  const { year, month, day } = mustParseDate(startDate, 'startDate');
  return { baseMonth: year * 12 + month - 1, anchorDay: day };
}

function yearText(year: number): string {
  return year >= 1000 ? String(year) : String(year).padStart(4, '0');
}

function isoDateText(year: number, month: number, day: number): IsoDate {
  return yearText(year) + (MONTH_DAY[month * 32 + day] ?? '');
}

const MONTH_LENGTH: readonly number[] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function dueDay(series: MonthlySeries, year: number, month: number): number {
  const anchor = series.anchorDay;
  // Only days past the 28th can need clamping.
  if (anchor <= 28) return anchor;
  const length = month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTH[month] ?? 31);
  return Math.min(anchor, length);
}

export function dueDate(series: MonthlySeries, period: number): IsoDate {
  const zeroBased = series.baseMonth + period;
  const year = Math.floor(zeroBased / 12);
  const month = zeroBased - year * 12 + 1;
  return isoDateText(year, month, dueDay(series, year, month));
}

/** How many periods k ≥ 1 fall due on or before `date` (0 when none do yet). */
export function periodsDueBy(series: MonthlySeries, date: CalendarDate): number {
  const k = date.year * 12 + date.month - 1 - series.baseMonth;
  const count = dueDay(series, date.year, date.month) <= date.day ? k : k - 1;
  return Math.max(0, count);
}

/** The first period k ≥ 1 due on or after `date`. */
export function firstPeriodOnOrAfter(series: MonthlySeries, date: CalendarDate): number {
  const k = date.year * 12 + date.month - 1 - series.baseMonth;
  const period = dueDay(series, date.year, date.month) >= date.day ? k : k + 1;
  return Math.max(1, period);
}
