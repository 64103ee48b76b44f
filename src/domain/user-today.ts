import type { IsoDate } from './calendar';

// "Today" is the user's calendar date, not the server's (decision 038): a payment is due, and a date is
// "in the future", by the clock on the user's wall. Pure: the instant and the zone are passed in.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** Longest IANA names are about 30 characters; anything far longer is not one. */
const MAX_TIME_ZONE_LENGTH = 64;

/** Whether `value` names a time zone this runtime knows ("Pacific/Honolulu", "UTC", "Etc/GMT-13"). */
export function isTimeZone(value: string): boolean {
  return value.length > 0 && value.length <= MAX_TIME_ZONE_LENGTH && formatterFor(value) !== null;
}

/** The runtime's canonical spelling of a time zone ("utc" → "UTC"), or null when it names none. */
export function canonicalTimeZone(value: string): string | null {
  if (!isTimeZone(value)) return null;
  return formatterFor(value)?.resolvedOptions().timeZone ?? null;
}

/** The calendar date at `instant` in `timeZone`; UTC when the zone is unset or unknown. */
export function userToday(instant: Date, timeZone: string | null | undefined): IsoDate {
  const formatter = timeZone ? formatterFor(timeZone) : null;
  if (!formatter) return instant.toISOString().slice(0, 10);
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}
