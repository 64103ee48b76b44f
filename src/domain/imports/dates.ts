import { formatIsoDate, type IsoDate, isDateInRange, MAX_DATE, MIN_DATE, parseIsoDate } from '../calendar';
import type { ParsedLine } from './types';

// Dates as banks write them. A CSV's format is detected from all its date cells when only one format
// reads them all (03/04/2026 alone is ambiguous; 13/04/2026 in the same column settles it).

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'D.M.YYYY', 'YYYYMMDD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const SLASHED = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

function build(year: number, month: number, day: number): IsoDate | null {
  const iso = formatIsoDate({ year, month, day });
  return parseIsoDate(iso) ? iso : null;
}

/** The date in `format`, or null when the text is not one. */
export function parseDateAs(input: string, format: DateFormat): IsoDate | null {
  const text = input.trim();
  let m: RegExpExecArray | null;
  switch (format) {
    case 'YYYY-MM-DD':
      m = ISO.exec(text);
      return m ? build(Number(m[1]), Number(m[2]), Number(m[3])) : null;
    case 'YYYYMMDD':
      m = COMPACT.exec(text);
      return m ? build(Number(m[1]), Number(m[2]), Number(m[3])) : null;
    case 'DD/MM/YYYY':
      m = SLASHED.exec(text);
      return m ? build(fullYear(m[3] as string), Number(m[2]), Number(m[1])) : null;
    case 'MM/DD/YYYY':
      m = SLASHED.exec(text);
      return m ? build(fullYear(m[3] as string), Number(m[1]), Number(m[2])) : null;
    case 'D.M.YYYY':
      m = DOTTED.exec(text);
      return m ? build(fullYear(m[3] as string), Number(m[2]), Number(m[1])) : null;
  }
}

/** Every format that reads all the (non-empty) samples. Empty when none does. */
export function matchingDateFormats(samples: readonly string[]): DateFormat[] {
  const texts = samples.map((s) => s.trim()).filter((s) => s !== '');
  if (texts.length === 0) return [];
  return DATE_FORMATS.filter((format) => texts.every((t) => parseDateAs(t, format) !== null));
}

/** The one format that reads every sample, or null when none or several do. */
export function detectDateFormat(samples: readonly string[]): DateFormat | null {
  const formats = matchingDateFormats(samples);
  return formats.length === 1 ? (formats[0] as DateFormat) : null;
}

/**
 * A row dated outside the product's range (docs/decisions/120) is unreadable like a malformed one:
 * shown in the preview with the reason, never imported. Every reader's rows pass through here.
 */
export function boundRowDates(rows: ParsedLine[]): ParsedLine[] {
  return rows.map((row) =>
    row.ok && !isDateInRange(row.date)
      ? { ok: false, line: row.line, error: `Date ${row.date} is outside ${MIN_DATE} to ${MAX_DATE}` }
      : row,
  );
}
