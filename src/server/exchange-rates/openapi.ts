import { z } from 'zod';
import {
  exchangeRateImportSchema,
  exchangeRateInputSchema,
  exchangeRateQuerySchema,
} from '../../shared/exchange-rates';
import { idParamsSchema } from '../../shared/ids';
import { exchangeRateImportSummarySchema, exchangeRateSchema } from '../../shared/responses/exchange-rates';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Exchange rates';

/** The exchange-rate routes (routes.ts), documented (decision 110). */
export const exchangeRateDocs = {
  'GET /api/exchange-rates': {
    tag,
    summary: 'List exchange rates, newest first',
    description:
      'Each rate reads "1 base = rate quote" on its date. Filter by base, quote and dates (from, to, inclusive); one page of `limit` (1 to 1000, default 200) from `offset`; the number matching is in X-Total-Count.',
    auth: 'token',
    query: exchangeRateQuerySchema,
    responses: { 200: z.array(exchangeRateSchema) },
  },
  'POST /api/exchange-rates': {
    tag,
    summary: 'Add an exchange rate',
    description:
      'The rate is a decimal string of up to 12 significant digits. A rate of the same pair and date is replaced. The date cannot be in the future.',
    auth: 'token',
    idempotent: true,
    body: exchangeRateInputSchema,
    responses: { 201: exchangeRateSchema },
  },
  'DELETE /api/exchange-rates/:id': {
    tag,
    summary: 'Delete an exchange rate',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404],
  },
  'POST /api/exchange-rates/import': {
    tag,
    summary: 'Import a file of daily reference rates',
    description:
      'A CSV in the layout of the ECB historical file (`Date,USD,JPY,...`, 1 EUR = value, N/A where none), base64, up to 5 MB and 50,000 lines. Importing the same file again changes nothing. Answers what was added, updated, unchanged and skipped.',
    auth: 'token',
    body: exchangeRateImportSchema,
    responses: { 200: exchangeRateImportSummarySchema },
    errors: [413],
  },
} satisfies RouteDocs;
