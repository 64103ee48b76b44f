// Calendar dates as ISO strings (YYYY-MM-DD). Finance works in days, not instants, so no time zone
// or clock ever enters these functions; callers pass "today" in.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses a real calendar date in YYYY-MM-DD form; returns null for anything else (2026-02-30 too). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * The dates the product accepts anywhere a person or a file gives one (docs/decisions/120): wide
 * enough for any household's past and future, narrow enough that a daily series or a history over
 * the whole range stays a bounded amount of work.
 */
export const MIN_DATE: IsoDate = '1900-01-01';
export const MAX_DATE: IsoDate = '2100-12-31';

/** A real calendar date within MIN_DATE..MAX_DATE. */
export function isDateInRange(value: string): boolean {
  return isIsoDate(value) && value >= MIN_DATE && value <= MAX_DATE;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function formatIsoDate(date: CalendarDate): IsoDate {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function mustParse(value: IsoDate): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`Not a calendar date: ${value}`);
  return parsed;
}

/** Days since 1970-01-01 (proleptic Gregorian), for exact day arithmetic without Date objects. */
export function toEpochDay(value: IsoDate): number {
  const { year, month, day } = mustParse(value);
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function fromEpochDay(epochDay: number): IsoDate {
  const d = new Date(epochDay * 86_400_000);
  return formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(value) + days);
}

/**
 * Adds whole months, clamping to the month's last day. `anchorDay` is the day of month the series
 * was started on, so a series anchored on the 31st returns to the 31st after a short month
 * (31 Jan -> 28 Feb -> 31 Mar) instead of drifting to the 28th.
 */
export function addMonths(value: IsoDate, months: number, anchorDay?: number): IsoDate {
  const { year, month, day } = mustParse(value);
  const zeroBased = year * 12 + (month - 1) + months;
  const newYear = Math.floor(zeroBased / 12);
  const newMonth = (zeroBased % 12) + 1;
  const wanted = anchorDay ?? day;
  return formatIsoDate({
    year: newYear,
    month: newMonth,
    day: Math.min(wanted, daysInMonth(newYear, newMonth)),
  });
}

export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  // ISO strings of four-digit years sort lexicographically in date order.
  return a < b ? -1 : a > b ? 1 : 0;
}

export function dayOfMonth(value: IsoDate): number {
  return mustParse(value).day;
}

/** The calendar date of an instant in UTC; the server's notion of "today". */
export function isoDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}
