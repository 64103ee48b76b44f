import type { IsoDate } from '../calendar';
import type { Cents } from '../money';

// What every bank-file parser produces: rows with exact signed amounts (money into the account is
// positive), or the line that could not be read and why.

export const IMPORT_FORMATS = ['csv', 'ofx', 'qif', 'camt'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface ParsedRow {
  /** 1-based line (CSV record, QIF/OFX/CAMT source line) the row starts on. */
  line: number;
  date: IsoDate;
  payee: string;
  /** Signed cents: positive is money into the account. */
  amount: Cents;
  /** The bank's own id for the row (OFX FITID, CAMT AcctSvcrRef), if it gives one. */
  bankId: string | null;
}

export interface ParseFailure {
  line: number;
  error: string;
}

export type ParsedLine = ({ ok: true } & ParsedRow) | ({ ok: false } & ParseFailure);

export interface ParseResult {
  rows: ParsedLine[];
}

/** The file as a whole cannot be read: answered with a 400 and nothing else happens. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000 } as const;

/** Longest payee kept; longer ones are cut (transactions hold at most 200 characters). */
export const PAYEE_MAX = 200;

export function cleanPayee(text: string): string {
  // Control characters and runs of space out; cut to what a transaction can hold.
  let spaced = '';
  for (const ch of text) spaced += ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch;
  return spaced.replace(/\s+/g, ' ').trim().slice(0, PAYEE_MAX);
}
