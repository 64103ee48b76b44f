import { z } from 'zod';
import { idParamsSchema } from '../../shared/ids';
import { payeeQuerySchema, payeeSchema } from '../../shared/payees';
import {
  cashFlowSummarySchema,
  transactionSchema,
  transactionSearchPageSchema,
} from '../../shared/responses/transactions';
import { transactionInputSchema, transactionListQuerySchema } from '../../shared/transactions';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Transactions';

/** The transactions routes (routes.ts), documented (decision 110). */
export const transactionDocs = {
  'POST /api/transactions': {
    tag,
    summary: 'Record a transaction',
    description:
      'Income, an expense or a transfer. A dated one-off posts to the ledger; a recurring one posts each occurrence as it falls due.',
    auth: 'token',
    idempotent: true,
    body: transactionInputSchema,
    responses: { 201: transactionSchema },
    // 404: an account or category named in the body that is not the user's.
    errors: [404, 409],
  },
  'GET /api/transactions': {
    tag,
    summary: 'List transactions',
    description:
      'Actual transactions (one-offs and the posted occurrences of recurring items), newest first; `recurring=true` lists the recurring items themselves, the plans. A page at a time: `limit` (default 200, at most 1,000) and `offset`. The `X-Total-Count` header holds how many there are in all. ' +
      'A search or filter (`q`: the description contains it, any case or accents; `accountId`, `categoryId` or `uncategorized=true`, `type`, `from`/`to` dates, `min`/`max` amounts, `cleared`) or a `cursor` answers `{ transactions, next }` instead: `limit` rows (default 50), and `next` is the `cursor` of the following page, null on the last. It never mixes with `offset` or `recurring`.',
    auth: 'token',
    query: transactionListQuerySchema,
    responses: { 200: z.union([z.array(transactionSchema), transactionSearchPageSchema]) },
  },
  'GET /api/transactions/payees': {
    tag,
    summary: 'Past payees',
    description:
      "The descriptions of past income and expenses containing `q` (case ignored), most recently used first, at most 10; each with its latest transaction's type and category, for filling a new entry.",
    auth: 'token',
    query: payeeQuerySchema,
    responses: { 200: z.array(payeeSchema) },
  },
  'GET /api/transactions/:id': {
    tag,
    summary: 'One transaction',
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: transactionSchema },
  },
  'PUT /api/transactions/:id': {
    tag,
    summary: 'Update a transaction',
    auth: 'token',
    params: idParamsSchema,
    body: transactionInputSchema,
    responses: { 200: transactionSchema },
    errors: [404, 409],
  },
  'DELETE /api/transactions/:id': {
    tag,
    summary: 'Delete a transaction',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404, 409],
  },
  'GET /api/cash-flow/summary': {
    tag: 'Planning',
    summary: 'Monthly cash flow',
    description:
      'Recurring income, expenses and loan payments a month, and the last 12 months as posted: expenses are posted expense lines plus loan interest (principal repaid is not spending).',
    auth: 'token',
    responses: { 200: cashFlowSummarySchema },
  },
} satisfies RouteDocs;
