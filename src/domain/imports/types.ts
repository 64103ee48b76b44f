import type { IsoDate } from '../calendar';
import type { Cents } from '../money';
import type { DateFormat } from './dates';

// What every bank-file parser produces: rows with exact signed amounts (money into the account is
// positive), or the line that could not be read and why.

export const IMPORT_FORMATS = ['csv', 'ofx', 'qif', 'camt', 'mt940'] as const;
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
  /** The bank's free text beside the payee, when it says more than the payee (kept as notes). */
  memo?: string;
  /** Something the user should know about how the row was read (an amount rounded below a cent). */
  notice?: string | null;
}

interface ParseFailure {
  line: number;
  error: string;
}

export type ParsedLine = ({ ok: true } & ParsedRow) | ({ ok: false } & ParseFailure);

/** The file as a whole cannot be read: answered with a 400 and nothing else happens. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** What NetWorth reads, for every message that refuses a file. */
const SUPPORTED_FORMATS = 'CSV or TSV, OFX or QFX, QIF, CAMT.052/053/054 (ISO 20022 XML) and MT940/MT942';

/** A file that is not a statement NetWorth reads: named, with the formats it does read. */
export function unsupported(what: string): ImportFileError {
  return new ImportFileError(`${what}. NetWorth reads ${SUPPORTED_FORMATS} files from your bank.`);
}

/** One statement or account of a file that holds several; the user chooses which to import. */
export interface StatementChoice {
  id: string;
  label: string;
  rows: number;
}

/** A reader's result: the rows, or several statements of them, and what the user must be told. */
export interface ReaderResult {
  statements: { id: string; label: string; account: string | null; rows: ParsedLine[] }[];
  warnings: string[];
  /** For formats that do not fix the date order (QIF): the date cells and the orders that read them. */
  dates?: { cells: { line: number; text: string }[]; formats: DateFormat[]; used: DateFormat };
}

export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000 } as const;

/** Longest payee kept; longer ones are cut (transactions hold at most 200 characters). */
const PAYEE_MAX = 200;

export function cleanPayee(text: string): string {
  // Control characters and runs of space out; cut to what a transaction can hold.
  let spaced = '';
  for (const ch of text) spaced += ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch;
  return spaced.replace(/\s+/g, ' ').trim().slice(0, PAYEE_MAX);
}
