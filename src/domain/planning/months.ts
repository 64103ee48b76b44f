import { addDays, daysInMonth, type IsoDate, parseIsoDate } from '../calendar';

// Calendar months as 'YYYY-MM' keys: the forecast's and the history's unit.

export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

function index(month: MonthKey): number {
  const match = MONTH_KEY.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function fromIndex(i: number): MonthKey {
  const year = Math.floor(i / 12);
  return `${String(year).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The month of a date. */
export function monthOf(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

export function addMonthKeys(month: MonthKey, count: number): MonthKey {
  return fromIndex(index(month) + count);
}

/** Months from `a` to `b` (0 when equal, negative when b is earlier). */
export function monthsBetween(a: MonthKey, b: MonthKey): number {
  return index(b) - index(a);
}

/** `count` consecutive months starting with `first`. */
export function monthRange(first: MonthKey, count: number): MonthKey[] {
  const start = index(first);
  return Array.from({ length: Math.max(0, count) }, (_, k) => fromIndex(start + k));
}

export function firstDayOf(month: MonthKey): IsoDate {
  index(month);
  return `${month}-01`;
}

export function lastDayOf(month: MonthKey): IsoDate {
  const i = index(month);
  const year = Math.floor(i / 12);
  const m = (i % 12) + 1;
  return `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}`;
}

/** Whether [start, end] is exactly one calendar month. */
export function isWholeMonth(start: IsoDate, end: IsoDate | null): boolean {
  return end !== null && start.endsWith('-01') && lastDayOf(monthOf(start)) === end;
}

/** The day before a date. */
export function dayBefore(date: IsoDate): IsoDate {
  if (!parseIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  return addDays(date, -1);
}
