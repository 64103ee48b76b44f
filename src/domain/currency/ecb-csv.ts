import { compareIsoDates, type IsoDate, isDateInRange, isIsoDate } from '../calendar';
import { type CurrencyCode, isCurrencyCode } from './codes';
import type { DatedRate } from './lookup';
import { parseRate } from './rate';

// Daily reference rates in the layout of the ECB's historical file (eurofxref-hist.csv): a header
// `Date,USD,JPY,...` then one line a day, newest first, each value "1 EUR = value CODE" or N/A, with a
// trailing comma. Currencies the product does not support (CYP, HRK, ...) and N/A cells are counted
// as skipped, never read as a rate.

const ECB_BASE: CurrencyCode = 'EUR';

export const ECB_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000, rates: 500_000 } as const;

export class RateFileError extends Error {
  constructor(
    message: string,
    /** The file is past a size limit (413 rather than 400). */
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'RateFileError';
  }
}

interface RateFileSkips {
  /** N/A or empty cells. */
  notAvailable: number;
  /** Values in a column whose currency the product does not support. */
  unsupportedCurrency: number;
  /** Values that are not a rate (zero, negative, words, too many digits). */
  badValue: number;
  /** Values on a line whose date is not a date from 1900-01-01 to 2100-12-31. */
  badDate: number;
  /** Values dated after today. */
  future: number;
}

export interface RateFile {
  rates: DatedRate[];
  /** Data lines read. */
  rows: number;
  skipped: RateFileSkips;
  /** Header codes skipped as unsupported, in file order. */
  unsupportedCodes: CurrencyCode[];
}

const NOT_AVAILABLE = new Set(['', 'N/A', 'NA', '-']);
const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** Reads the file's text; throws RateFileError when it is not in the layout or past a limit. */
export function parseEcbRates(text: string, today: IsoDate): RateFile {
  if (text.length > ECB_LIMITS.bytes) {
    throw new RateFileError('The file is larger than 5 MB; split it into smaller files', true);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const header = (lines[0] ?? '').split(',').map(unquote);
  if (header[0]?.toLowerCase() !== 'date') {
    throw new RateFileError('The first line must be the header Date,USD,JPY,... (the ECB layout)');
  }
  // The trailing comma leaves an empty last column.
  while (header.length > 1 && header.at(-1) === '') header.pop();
  const codes = header.slice(1).map((c) => c.toUpperCase());
  if (codes.length === 0) throw new RateFileError('The header names no currency');
  const seen = new Set<string>();
  for (const code of codes) {
    if (!/^[A-Z]{3}$/.test(code)) throw new RateFileError(`The header has "${code}", not a currency code`);
    if (seen.has(code)) throw new RateFileError(`The header names ${code} twice`);
    seen.add(code);
  }
  const supported = codes.map((code) => code !== ECB_BASE && isCurrencyCode(code));
  const skipped: RateFileSkips = {
    notAvailable: 0,
    unsupportedCurrency: 0,
    badValue: 0,
    badDate: 0,
    future: 0,
  };
  const rates: DatedRate[] = [];
  let rows = 0;
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    rows += 1;
    if (rows > ECB_LIMITS.rows) {
      throw new RateFileError(
        `The file has more than ${ECB_LIMITS.rows.toLocaleString('en-US')} lines`,
        true,
      );
    }
    const cells = line.split(',').map(unquote);
    const date = cells[0] ?? '';
    const dateOk = isIsoDate(date) && isDateInRange(date);
    const future = dateOk && compareIsoDates(date, today) > 0;
    for (const [index, code] of codes.entries()) {
      const cell = cells[index + 1] ?? '';
      if (NOT_AVAILABLE.has(cell.toUpperCase())) skipped.notAvailable += 1;
      else if (!supported[index]) skipped.unsupportedCurrency += 1;
      else if (!dateOk) skipped.badDate += 1;
      else if (future) skipped.future += 1;
      else {
        const parsed = parseRate(cell);
        if (!parsed.ok) skipped.badValue += 1;
        else {
          rates.push({ date, base: ECB_BASE, quote: code, rate: parsed.rate });
          if (rates.length > ECB_LIMITS.rates) {
            throw new RateFileError(
              `The file has more than ${ECB_LIMITS.rates.toLocaleString('en-US')} rates`,
              true,
            );
          }
        }
      }
    }
  }
  if (rows === 0) throw new RateFileError('The file has a header but no rates');
  return { rates, rows, skipped, unsupportedCodes: codes.filter((_, i) => !supported[i]) };
}
