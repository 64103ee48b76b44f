import { formatIsoDate, type IsoDate, MAX_DATE, MIN_DATE, parseIsoDate } from '../calendar';

// Dates as banks and apps write them (docs/decisions/095). A format is only the ORDER of year, month
// and day: any separator (- / . space), one- or two-digit parts, two-digit years, month names, a
// compact YYYYMMDD and ISO date-times with a time and zone (the date as written, never shifted) all
// read under it. A file's order is the one that reads every date cell; when day-first and
// month-first both do, the preview asks (see date-question.ts).

export const DATE_FORMATS = ['YMD', 'DMY', 'MDY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const DATE_FORMAT_LABELS: Readonly<Record<DateFormat, string>> = {
  YMD: 'Year first (2026-12-31, 2026/12/31, 2026.12.31)',
  DMY: 'Day first (31/12/2026, 31.12.2026)',
  MDY: 'Month first (12/31/2026)',
};

/** The range every imported date must fall in (the product's, docs/decisions/120); outside it, a row error. */
const IMPORT_DATE_MIN = MIN_DATE;
const IMPORT_DATE_MAX = MAX_DATE;

/** Mappings remembered before dates became an order: their names, read as the order they meant. */
export const LEGACY_DATE_FORMATS: Readonly<Record<string, DateFormat>> = {
  'YYYY-MM-DD': 'YMD',
  YYYYMMDD: 'YMD',
  'DD/MM/YYYY': 'DMY',
  'D.M.YYYY': 'DMY',
  'MM/DD/YYYY': 'MDY',
};

const MONTHS: Readonly<Record<string, number>> = (() => {
  const names: [number, string[]][] = [
    [1, ['jan', 'janv', 'jän', 'ene', 'gen', 'januari', 'januar', 'janvier', 'enero', 'january']],
    [2, ['feb', 'fév', 'fev', 'février', 'febrero', 'februar', 'februari', 'february']],
    [3, ['mar', 'mär', 'mrt', 'mars', 'marzo', 'märz', 'maart', 'march']],
    [4, ['apr', 'avr', 'abr', 'april', 'avril', 'abril']],
    [5, ['may', 'mai', 'mei', 'mayo', 'mag']],
    [6, ['jun', 'juin', 'junio', 'juni', 'june', 'giu']],
    [7, ['jul', 'juil', 'julio', 'juli', 'july', 'lug']],
    [8, ['aug', 'août', 'aout', 'ago', 'agosto', 'augustus', 'august']],
    [9, ['sep', 'sept', 'set', 'septembre', 'septiembre', 'september']],
    [10, ['oct', 'okt', 'ott', 'octobre', 'octubre', 'oktober', 'october']],
    [11, ['nov', 'novembre', 'noviembre', 'november']],
    [12, ['dec', 'dez', 'déc', 'dic', 'décembre', 'diciembre', 'dezember', 'december']],
  ];
  const table: Record<string, number> = {};
  for (const [month, list] of names) for (const name of list) table[name] = month;
  return table;
})();

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

function build(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999) return null;
  const iso = formatIsoDate({ year, month, day });
  return parseIsoDate(iso) ? iso : null;
}

/** The date part of a date-time ("2026-01-05T23:10:00-05:00", "05.01.2026 10:30"). */
function datePart(text: string): string {
  const iso = /^(\d{4}-\d{1,2}-\d{1,2})[T ]\d/.exec(text);
  if (iso) return iso[1] as string;
  return text.replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([AaPp][Mm])?(Z|[+-]\d{2}:?\d{2})?$/, '');
}

type Part = { kind: 'number'; text: string } | { kind: 'month'; month: number };

/** Nobody writes month first with dots (12.31.2026): dotted numeric dates are day first or year first. */
const DOTTED = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/;

function partsOf(text: string): Part[] | null {
  const tokens = text
    .replace(/,/g, ' ')
    .split(/[-/.\s]+/)
    .filter((t) => t !== '');
  if (tokens.length !== 3) return null;
  const parts: Part[] = [];
  for (const token of tokens) {
    if (/^\d{1,4}$/.test(token)) parts.push({ kind: 'number', text: token });
    else {
      const month = MONTHS[token.toLowerCase()];
      if (month === undefined) return null;
      parts.push({ kind: 'month', month });
    }
  }
  return parts;
}

/** The date in `format` (an order), or null when the text is not one. */
export function parseDateAs(input: string, format: DateFormat): IsoDate | null {
  const text = datePart(input.trim());
  if (text === '' || text.length > 40) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact)
    return format === 'YMD' ? build(Number(compact[1]), Number(compact[2]), Number(compact[3])) : null;
  const parts = partsOf(text);
  if (!parts) return null;
  const named = parts.findIndex((p) => p.kind === 'month');
  if (named !== -1) {
    // A month name settles the order by itself: "15 Jan 2026", "Jan 15, 2026", "2026 Jan 15".
    const numbers = parts.filter((p): p is { kind: 'number'; text: string } => p.kind === 'number');
    const month = (parts[named] as { month: number }).month;
    if (numbers.length !== 2 || parts.filter((p) => p.kind === 'month').length !== 1) return null;
    const [a, b] = numbers as unknown as [{ text: string }, { text: string }];
    if (a.text.length === 4) return build(Number(a.text), month, Number(b.text));
    if (b.text.length === 4 || b.text.length === 2) {
      if (a.text.length > 2) return null;
      return build(fullYear(b.text), month, Number(a.text));
    }
    return null;
  }
  const [x, y, z] = parts.map((p) => (p as { text: string }).text) as [string, string, string];
  switch (format) {
    case 'YMD':
      if (x.length !== 4 || y.length > 2 || z.length > 2) return null;
      return build(Number(x), Number(y), Number(z));
    case 'DMY':
      if (x.length > 2 || y.length > 2 || (z.length !== 4 && z.length !== 2)) return null;
      return build(fullYear(z), Number(y), Number(x));
    case 'MDY':
      if (DOTTED.test(text)) return null;
      if (x.length > 2 || y.length > 2 || (z.length !== 4 && z.length !== 2)) return null;
      return build(fullYear(z), Number(x), Number(y));
  }
}

/** Whether a date read from a file is inside the range the books accept. */
export function dateInRange(date: IsoDate): boolean {
  return date >= IMPORT_DATE_MIN && date <= IMPORT_DATE_MAX;
}

/** The row error for a date outside the accepted range. */
export const dateRangeError = (date: IsoDate) =>
  `Date ${date} is outside ${IMPORT_DATE_MIN} to ${IMPORT_DATE_MAX}`;

/** Every order that reads all the (non-empty) samples. Empty when none does. */
export function matchingDateFormats(samples: readonly string[]): DateFormat[] {
  const texts = samples.map((s) => s.trim()).filter((s) => s !== '');
  if (texts.length === 0) return [];
  return DATE_FORMATS.filter((format) => texts.every((t) => parseDateAs(t, format) !== null));
}

/** The one order that reads every sample, or null when none or several do. */
export function detectDateFormat(samples: readonly string[]): DateFormat | null {
  const formats = matchingDateFormats(samples);
  return formats.length === 1 ? (formats[0] as DateFormat) : null;
}
