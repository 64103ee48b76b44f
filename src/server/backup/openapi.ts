import { z } from 'zod';
import { backupSchema, exportQuerySchema } from '../../shared/backup';
import { instant } from '../../shared/responses/common';
import { restoreSummarySchema } from '../../shared/responses/data';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Backup';

const backupFile = z.looseObject({
  format: z.literal('networth-backup'),
  version: z.number().int(),
  exportedAt: instant,
  email: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  journal: z.array(z.record(z.string(), z.unknown())),
});

/** The export and restore routes (routes.ts), documented (decision 110). */
export const backupDocs = {
  'GET /api/export': {
    tag,
    summary: 'Export all your data',
    description:
      '`format=json` (a backup that restores), `csv` (a zip of CSV files) or `ledger` (hledger journal).',
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
    description: 'Into a book that holds no data yet (409 otherwise). Up to 50 MB.',
    auth: 'token',
    idempotent: true,
    body: backupSchema,
    responses: { 201: restoreSummarySchema },
    errors: [409],
  },
} satisfies RouteDocs;
