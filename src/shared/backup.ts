import { z } from 'zod';
import { isIsoDate } from '../domain/calendar';

// The data export and restore contract (issue 13, decisions 057 and 058): GET /api/export?format=…
// and POST /api/import/backup with a JSON backup made by the export.

export const EXPORT_FORMATS = ['json', 'csv', 'ledger'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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
  lines: { accountId: string; debit: string; credit: string }[];
}

/** The complete JSON backup: every table of the user's books, and the journal with its lines. */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  /** Who it was exported for (informational; a restore never reads it). */
  email: string;
  tables: Record<string, Record<string, unknown>[]>;
  journal: BackupEntry[];
}

const decimal = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/);
const entrySchema = z.object({
  id: z.string().min(1),
  entryDate: z.string().refine(isIsoDate),
  description: z.string().max(1_000),
  reference: z.string().max(1_000).nullable(),
  kind: z.string().max(40),
  transactionId: z.string().nullable(),
  loanId: z.string().nullable(),
  loanPeriod: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lines: z.array(z.object({ accountId: z.string(), debit: decimal, credit: decimal })).min(2),
});

/** What a restore accepts: the format and version first, then tables of rows and the journal. */
export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'This is not a NetWorth backup' }),
  version: z.literal(BACKUP_VERSION, {
    error: `Only backups of format version ${BACKUP_VERSION} can be restored`,
  }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  journal: z.array(entrySchema),
});
export type BackupInput = z.output<typeof backupSchema>;
