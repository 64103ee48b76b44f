import { z } from 'zod';
import { DATE_FORMATS } from '../domain/imports/dates';
import { CSV_DELIMITERS, IMPORT_FORMATS } from '../domain/imports/types';
import { UUID_PATTERN } from './transactions';

// The bank-file import contract (issue 13): the browser sends the file's bytes (base64) and options;
// the server parses, previews and, when asked, commits the chosen rows.

export type { DateFormat } from '../domain/imports/dates';
export type { CsvDelimiter, ImportFormat } from '../domain/imports/types';
export { CSV_DELIMITERS, DATE_FORMATS, IMPORT_FORMATS };

/** 5 MB of file is at most this much base64 (4/3) plus the rest of the JSON body. */
export const IMPORT_BODY_LIMIT = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 2 * 1024 * 1024;
export const FILE_NAME_MAX = 200;

export const IMPORT_MESSAGES = {
  fileName: `File name is required (at most ${FILE_NAME_MAX} characters)`,
  content: 'The file content must be base64',
  column: 'Choose a column of the file',
  rows: 'Choose the rows to import',
  categoryId: 'Choose one of your categories',
  nothingChosen: 'Choose at least one row to import',
  unknownLine: 'This line is not a row of the file',
} as const;
const M = IMPORT_MESSAGES;

const column = z.number({ error: M.column }).int(M.column).min(0, M.column).max(999, M.column);

export const csvMappingSchema = z.strictObject({
  delimiter: z.enum(CSV_DELIMITERS),
  hasHeader: z.boolean(),
  dateColumn: column,
  payeeColumn: column,
  amountColumn: column.nullable(),
  debitColumn: column.nullable(),
  creditColumn: column.nullable(),
  dateFormat: z.enum(DATE_FORMATS),
  decimalSeparator: z.enum(['.', ',']),
  flipSign: z.boolean(),
});
export type CsvMappingInput = z.output<typeof csvMappingSchema>;

export const importOptionsSchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS).optional(),
  csv: csvMappingSchema.optional(),
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
      }),
      { error: M.rows },
    )
    .min(1, M.nothingChosen)
    .max(50_000, M.rows),
});
export type ImportCommitInput = z.input<typeof importCommitSchema>;

export type PreviewRowStatus = 'new' | 'duplicate' | 'error';

export interface ImportPreviewRow {
  line: number;
  status: PreviewRowStatus;
  date: string | null;
  description: string | null;
  /** Signed decimal string: positive is money into the account. */
  amount: string | null;
  bankId: string | null;
  /** Proposed from the user's earlier transactions with the same payee. */
  categoryId: string | null;
  /** For an error row: why it cannot be imported. For a duplicate: what it matches. */
  reason: string | null;
}

export interface ImportPreview {
  fileName: string;
  format: (typeof IMPORT_FORMATS)[number];
  csv: {
    columns: string[];
    sample: string[][];
    /** The mapping the rows were read with (given, remembered or proposed). */
    mapping: CsvMappingInput;
    /** What the file's content suggests, and the date formats that read every date. */
    proposed: CsvMappingInput;
    dateFormats: (typeof DATE_FORMATS)[number][];
    /** Whether the mapping came from the last import into this account. */
    remembered: boolean;
  } | null;
  rows: ImportPreviewRow[];
  counts: { total: number; new: number; duplicate: number; error: number };
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
