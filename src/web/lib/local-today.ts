import type { IsoDate } from '../../domain/calendar';

/** The browser's own calendar date (not UTC), as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
