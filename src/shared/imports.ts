import { z } from 'zod';
import { CSV_PRESETS } from '../domain/imports/csv-presets';
import type { DateQuestion } from '../domain/imports/date-question';
import { DATE_FORMATS, LEGACY_DATE_FORMATS } from '../domain/imports/dates';
import { CSV_DELIMITERS, IMPORT_FORMATS, type StatementChoice } from '../domain/imports/types';
import { UUID_PATTERN } from './ids';

// The bank-file import contract (issue 13): the browser sends the file's bytes (base64) and options;
// the server parses, previews and, when asked, commits the chosen rows.

export type { DateQuestion } from '../domain/imports/date-question';
export type { DateFormat } from '../domain/imports/dates';
export type { ImportFormat } from '../domain/imports/types';
export { CSV_DELIMITERS, CSV_PRESETS, DATE_FORMATS, IMPORT_FORMATS };

/** 5 MB of file is at most this much base64 (4/3) plus the rest of the JSON body. */
export const IMPORT_BODY_LIMIT = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 2 * 1024 * 1024;
const FILE_NAME_MAX = 200;

export const IMPORT_MESSAGES = {
  fileName: `File name is required (at most ${FILE_NAME_MAX} characters)`,
  content: 'The file content must be base64',
  column: 'Choose a column of the file',
  rows: 'Choose the rows to import',
  categoryId: 'Choose one of your categories',
  nothingChosen: 'Choose at least one row to import',
  unknownLine: 'This line is not a row of the file',
  dateFormat: 'Choose how the dates are written: YMD, DMY or MDY',
  dateAnswer: 'The dates of this file read more than one way: choose how they are written',
  statement: 'Choose one of the statements of the file',
  locale: 'locale must be a language tag like en-US',
  skipRows: 'Rows to skip must be a whole number from 0 to 100',
  preset: 'Unknown export type',
  transferWith: 'Choose the transaction this row is the other side of',
  transferGone: 'This transaction can no longer be paired with this row: preview the file again',
  transferTwice: 'This transaction is paired with two rows',
  transferCategory: 'A row paired as a transfer takes no category',
} as const;
const M = IMPORT_MESSAGES;

const column = z.number({ error: M.column }).int(M.column).min(0, M.column).max(999, M.column);

const dateFormat = z.preprocess(
  (value) => (typeof value === 'string' ? (LEGACY_DATE_FORMATS[value] ?? value) : value),
  z.enum(DATE_FORMATS, { error: M.dateFormat }),
);

/** A CSV mapping; fields added since issue 13 default, so mappings remembered before still read. */
export const csvMappingSchema = z.strictObject({
  delimiter: z.enum(CSV_DELIMITERS),
  skipRows: z
    .number({ error: M.skipRows })
    .int(M.skipRows)
    .min(0, M.skipRows)
    .max(100, M.skipRows)
    .default(0),
  hasHeader: z.boolean(),
  dateColumn: column,
  payeeColumn: column,
  amountColumn: column.nullable(),
  debitColumn: column.nullable(),
  creditColumn: column.nullable(),
  signColumn: column.nullable().default(null),
  accountColumn: column.nullable().default(null),
  dateFormat,
  decimalSeparator: z.enum(['.', ',']),
  flipSign: z.boolean(),
  preset: z.enum(CSV_PRESETS, { error: M.preset }).nullable().default(null),
});
export type CsvMappingData = z.output<typeof csvMappingSchema>;

const importOptionsSchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS).optional(),
  csv: csvMappingSchema.optional(),
  statement: z.string({ error: M.statement }).max(100, M.statement).optional(),
  dateFormat: z.enum(DATE_FORMATS, { error: M.dateFormat }).optional(),
  locale: z
    .string({ error: M.locale })
    .max(35, M.locale)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, M.locale)
    .optional(),
});

const fileFields = {
  fileName: z.string({ error: M.fileName }).trim().min(1, M.fileName).max(FILE_NAME_MAX, M.fileName),
  content: z
    .string({ error: M.content })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, M.content)
    .max(IMPORT_BODY_LIMIT, M.content),
  options: importOptionsSchema.optional(),
};

export const importPreviewSchema = z.strictObject(fileFields);
export type ImportPreviewInput = z.input<typeof importPreviewSchema>;

export const importCommitSchema = z.strictObject({
  ...fileFields,
  rows: z
    .array(
      z.strictObject({
        line: z.number({ error: M.rows }).int(M.rows).min(1, M.rows),
        categoryId: z
          .string({ error: M.categoryId })
          .regex(UUID_PATTERN, M.categoryId)
          .transform((id) => id.toLowerCase())
          .nullable(),
        /** The transaction of another account this row is the other side of (decision 189). */
        transferWith: z
          .string({ error: M.transferWith })
          .regex(UUID_PATTERN, M.transferWith)
          .transform((id) => id.toLowerCase())
          .nullable()
          .optional(),
      }),
      { error: M.rows },
    )
    .min(1, M.nothingChosen)
    .max(50_000, M.rows),
});
export type ImportCommitInput = z.input<typeof importCommitSchema>;

type PreviewRowStatus = 'new' | 'duplicate' | 'error';

export interface ImportPreviewRow {
  line: number;
  status: PreviewRowStatus;
  date: string | null;
  description: string | null;
  /** Signed decimal string: positive is money into the account. */
  amount: string | null;
  bankId: string | null;
  /** Proposed by a rule, else from the user's earlier transactions with the same payee. */
  categoryId: string | null;
  /** Where the proposed category comes from. */
  categorySource: 'rule' | 'history' | 'common' | null;
  /** The rule that proposed the category or renamed the payee. */
  rule: { id: string; summary: string } | null;
  /** The payee as the file wrote it, when a rule renamed it. */
  originalDescription: string | null;
  /** For an error row: why it cannot be imported. For a duplicate: what it matches. */
  reason: string | null;
  /** How the row was read, when the user should know (an amount rounded below a cent). */
  notice: string | null;
  /**
   * A new row that is the other side of an uncategorized transaction of another of the user's accounts
   * (decision 189): committed with `transferWith`, the two become one transfer.
   */
  transfer: TransferPair | null;
}

export interface TransferPair {
  transactionId: string;
  accountId: string;
  accountName: string;
  date: string;
  description: string;
}

export interface ImportPreview {
  fileName: string;
  format: (typeof IMPORT_FORMATS)[number];
  /** The text encoding the file was read in (detected). */
  encoding: string;
  csv: {
    columns: string[];
    sample: string[][];
    /** The mapping the rows were read with (given, remembered or proposed). */
    mapping: CsvMappingData;
    /** What the file's content suggests, and the date formats that read every date. */
    proposed: CsvMappingData;
    dateFormats: (typeof DATE_FORMATS)[number][];
    /** Whether the mapping came from the last import into this account. */
    remembered: boolean;
    /** The app whose export this is, when its header was recognised. */
    presetName: string | null;
  } | null;
  /** The statements or accounts of a file that holds several: one is imported (`statement`). */
  statements: StatementChoice[];
  statement: string | null;
  /** What the user must know about the file as a whole (it ends early, lines left out). */
  warnings: string[];
  /** When the dates read more than one way: the question to answer (options.dateFormat) to commit. */
  dateQuestion: DateQuestion | null;
  /** The date order the rows were read with (CSV and QIF). */
  dateFormat: (typeof DATE_FORMATS)[number] | null;
  rows: ImportPreviewRow[];
  counts: { total: number; new: number; duplicate: number; transfer: number; error: number };
}

export interface ImportRecord {
  id: string;
  accountId: string;
  fileName: string;
  format: (typeof IMPORT_FORMATS)[number];
  rowsImported: number;
  rowsSkipped: number;
  createdAt: string;
}
