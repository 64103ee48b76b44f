import { z } from 'zod';
import { idParamsSchema } from '../../shared/ids';
import { importCommitSchema, importPreviewSchema } from '../../shared/imports';
import { importPreviewResultSchema, importRecordSchema } from '../../shared/responses/data';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Imports';

/** The bank-file import routes (routes.ts), documented (decision 110). */
export const importDocs = {
  'POST /api/accounts/:id/imports/preview': {
    tag,
    summary: 'Preview a bank file',
    description:
      'Reads a CSV, OFX/QFX or QIF file (base64, up to 5 MB) and marks each row new, duplicate or error. Writes nothing.',
    auth: 'token',
    params: idParamsSchema,
    body: importPreviewSchema,
    responses: { 200: importPreviewResultSchema },
    errors: [404],
  },
  'POST /api/accounts/:id/imports': {
    tag,
    summary: 'Import the chosen rows of a bank file',
    auth: 'token',
    idempotent: true,
    params: idParamsSchema,
    body: importCommitSchema,
    responses: { 201: importRecordSchema },
    errors: [404, 409],
  },
  'GET /api/accounts/:id/imports': {
    tag,
    summary: "An account's imports",
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: z.array(importRecordSchema) },
    errors: [404],
  },
  'DELETE /api/imports/:id': {
    tag,
    summary: 'Undo an import',
    description: 'Deletes the transactions it made.',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404, 409],
  },
} satisfies RouteDocs;
