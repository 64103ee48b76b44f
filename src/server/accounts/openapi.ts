import { z } from 'zod';
import { accountInputSchema, journalQuerySchema, valuationInputSchema } from '../../shared/accounts';
import { balanceSeriesQuerySchema, SERIES_POINTS_MAX } from '../../shared/balance-series';
import { idParamsSchema } from '../../shared/ids';
import { registerQuerySchema } from '../../shared/register';
import {
  accountSchema,
  adjustmentSchema,
  balanceSeriesSchema,
  balanceSheetSchema,
  journalPageSchema,
  registerPageSchema,
} from '../../shared/responses/accounts';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Accounts';

/** The accounts routes (routes.ts), documented (decision 110). */
export const accountDocs = {
  'GET /api/accounts': {
    tag,
    summary: 'List accounts',
    description: 'Every asset and liability account, with its current balance.',
    auth: 'token',
    responses: { 200: z.array(accountSchema), 304: null },
  },
  'POST /api/accounts': {
    tag,
    summary: 'Create an account',
    description:
      "An asset or a liability holding `currentBalance` on `balanceDate` (default today, never later): a balance assertion whose opening entry is dated on the account's start (`trackedSince`).",
    auth: 'token',
    idempotent: true,
    body: accountInputSchema,
    responses: { 201: accountSchema },
    errors: [409],
  },
  'PUT /api/accounts/:id': {
    tag,
    summary: 'Update an account',
    description:
      'A new balance is recorded as a balance assertion on `balanceDate` (default today); a new value of a house, car or investment is a valuation.',
    auth: 'token',
    params: idParamsSchema,
    body: accountInputSchema,
    responses: { 200: accountSchema },
    errors: [404, 409],
  },
  'DELETE /api/accounts/:id': {
    tag,
    summary: 'Delete an account',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404, 409],
  },
  'GET /api/accounts/:id/register': {
    tag,
    summary: "An account's register",
    description: 'Its entries newest first, each with the balance after it; page on with `before=<next>`.',
    auth: 'token',
    params: idParamsSchema,
    query: registerQuerySchema,
    responses: { 200: registerPageSchema },
    errors: [404],
  },
  'GET /api/accounts/:id/balance-series': {
    tag,
    summary: "An account's balance over time",
    description: `The balance at the end of each day with entries from \`from\` to \`to\` (default: all of it), in the account's own currency, as the register shows it. When there are more than ${SERIES_POINTS_MAX} such days, the last of each week, month, quarter or year (\`bucket\`), so the whole range is covered. \`entries\` counts the register's rows in the range.`,
    auth: 'token',
    params: idParamsSchema,
    query: balanceSeriesQuerySchema,
    responses: { 200: balanceSeriesSchema, 304: null },
    errors: [404],
  },
  'GET /api/accounts/:id/adjustments': {
    tag,
    summary: "An account's balance adjustments",
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: z.array(adjustmentSchema) },
    errors: [404],
  },
  'GET /api/accounts/:id/valuations': {
    tag,
    summary: "An asset's valuations",
    description:
      'Newest first: each with the value before it, the new value, the change, date, source and notes.',
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: z.array(adjustmentSchema) },
    errors: [404],
  },
  'POST /api/accounts/:id/valuations': {
    tag,
    summary: 'Value an asset on a date',
    description:
      'Records that the house, car or investment was worth `value` on `date` (never later than today): an assertion whose change is posted against unrealized gains/losses.',
    auth: 'token',
    idempotent: true,
    params: idParamsSchema,
    body: valuationInputSchema,
    responses: { 201: adjustmentSchema },
    errors: [404, 409],
  },
  'GET /api/balance-sheet': {
    tag,
    summary: 'The balance sheet',
    description:
      "Total assets, total liabilities and Net Worth, with subtotals by type and subtype, in the base currency at today's rate; a currency without a rate is left out and named in `missingRates` (decision 153).",
    auth: 'token',
    responses: { 200: balanceSheetSchema, 304: null },
  },
  'GET /api/journal-entries': {
    tag: 'Ledger',
    summary: 'Journal entries',
    description: 'The double-entry journal, newest first, a page at a time.',
    auth: 'token',
    query: journalQuerySchema,
    responses: { 200: journalPageSchema, 304: null },
  },
} satisfies RouteDocs;
