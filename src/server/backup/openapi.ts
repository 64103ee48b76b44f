import { z } from 'zod';
import {
  backupEntrySchema,
  backupEnvelopeSchema,
  exportQuerySchema,
  RESTORE_CAPS,
  RESTORES_PER_HOUR,
} from '../../shared/backup';
import { instant } from '../../shared/responses/common';
import { restoreSummarySchema } from '../../shared/responses/data';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Backup';

const backupFile = z.looseObject({
  format: z.literal('networth-backup'),
  version: z.number().int(),
  exportedAt: instant,
  email: z.string(),
  baseCurrency: z.string().optional(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  journal: z.array(z.record(z.string(), z.unknown())),
});

// What a restore takes: the export's file. Each table's rows are checked against that table's contract
// on the server (decision 121), so the document shows them as objects.
const restoreBody = backupEnvelopeSchema.extend({
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown())).max(RESTORE_CAPS.rowsPerTable)),
  journal: z.array(backupEntrySchema).max(RESTORE_CAPS.journalEntries),
});

/** The export and restore routes (routes.ts), documented (decision 110). */
export const backupDocs = {
  'GET /api/export': {
    tag,
    summary: 'Export all your data',
    description:
      '`format=json` (a backup that restores), `csv` (a zip of CSV files) or `ledger` (hledger journal). The session must have signed in or confirmed a code (POST /api/auth/reauthenticate) within the last 10 minutes, else 403 `reauthentication_required`; a personal access token must be a read-and-write one, else 403 `write_token_required`.',
    auth: 'token',
    query: exportQuerySchema,
    responses: {
      200: {
        description: 'The file, as an attachment',
        content: { 'application/json': backupFile, 'application/zip': null, 'text/plain': null },
      },
    },
  },
  'POST /api/import/backup': {
    tag,
    summary: 'Restore a JSON backup',
    description: `Into a book that holds no data yet (409 otherwise). Up to 50 MB and ${RESTORES_PER_HOUR} restores an hour; a bad row is a 400 naming its table, row and field.`,
    auth: 'token',
    idempotent: true,
    body: restoreBody,
    responses: { 201: restoreSummarySchema },
    errors: [409, 429],
  },
} satisfies RouteDocs;
