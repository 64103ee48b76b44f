import { z } from 'zod';
import { isCurrencyCode } from '../domain/currency/codes';
import { dateSchema } from './dates';
import { UUID_PATTERN } from './ids';
import { ENTRY_KINDS } from './register';

// The data export and restore contract (issue 13, decisions 057 and 058): GET /api/export?format=…
// and POST /api/import/backup with a JSON backup made by the export.

const EXPORT_FORMATS = ['json', 'csv', 'ledger'] as const;

export const exportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be json, csv or ledger' }).default('json'),
});

export const BACKUP_FORMAT = 'networth-backup';
export const BACKUP_VERSION = 1;
/** A restore's body: a whole book in JSON. */
export const RESTORE_BODY_LIMIT = 50 * 1024 * 1024;

export interface BackupEntry {
  id: string;
  entryDate: string;
  description: string;
  reference: string | null;
  kind: string;
  transactionId: string | null;
  loanId: string | null;
  loanPeriod: number | null;
  /** Orders entries within a date (with the id); kept so a restored journal lists the same way. */
  createdAt: string;
  /** Each line's ISO 4217 currency (decision 147); a backup from before currencies has none: USD. */
  lines: { accountId: string; debit: string; credit: string; currency?: string }[];
}

/** The complete JSON backup: every table of the user's books, and the journal with its lines. */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  /** Who it was exported for (informational; a restore never reads it). */
  email: string;
  /** The user's reporting currency (issue 24); a backup from before currencies has none: USD. */
  baseCurrency?: string;
  tables: Record<string, Record<string, unknown>[]>;
  journal: BackupEntry[];
}

/** What one restore may hold (docs/decisions/121): far beyond a household's book, and bounded. */
export const RESTORE_CAPS = { rowsPerTable: 100_000, journalEntries: 200_000, linesPerEntry: 100 } as const;
/** Restores one user may start in an hour, failed ones included. */
export const RESTORES_PER_HOUR = 5;

const decimal = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'Must be an amount like 1234.56');
const id = z.string().regex(UUID_PATTERN, 'Must be an id');
const CURRENCY_MESSAGE = 'Must be the ISO 4217 code of a supported currency, such as EUR';
/** A supported ISO 4217 code exactly as the export writes it (upper case). */
const backupCurrencySchema = z
  .string({ error: CURRENCY_MESSAGE })
  .refine((code) => isCurrencyCode(code), CURRENCY_MESSAGE);
/** One journal entry of a backup, as the export writes it. */
export const backupEntrySchema = z.strictObject({
  id,
  entryDate: dateSchema(),
  description: z.string().max(1_000),
  reference: z.string().max(1_000).nullable(),
  kind: z.enum(ENTRY_KINDS),
  transactionId: id.nullable(),
  loanId: id.nullable(),
  loanPeriod: z.number().int().min(0).max(10_000).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lines: z
    .array(
      z.strictObject({
        accountId: id,
        debit: decimal,
        credit: decimal,
        currency: backupCurrencySchema.optional(),
      }),
    )
    .min(2)
    .max(RESTORE_CAPS.linesPerEntry),
});

/** A backup's envelope: the format and version first; its tables and journal are checked row by row. */
export const backupEnvelopeSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'This is not a NetWorth backup' }),
  version: z.literal(BACKUP_VERSION, {
    error: `Only backups of format version ${BACKUP_VERSION} can be restored`,
  }),
  baseCurrency: backupCurrencySchema.optional(),
});

/** A backup once every row passed its contract. */
export interface BackupInput {
  /** USD for a backup from before currencies. */
  baseCurrency: string;
  tables: Record<string, Record<string, unknown>[]>;
  journal: z.output<typeof backupEntrySchema>[];
}
