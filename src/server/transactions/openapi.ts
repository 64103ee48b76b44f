import { z } from 'zod';
import { idParamsSchema } from '../../shared/ids';
import { payeeQuerySchema, payeeSchema } from '../../shared/payees';
import {
  bulkResultSchema,
  cashFlowSummarySchema,
  reconcileResultSchema,
  restoreResultSchema,
  transactionCountSchema,
  transactionSchema,
  transactionSearchPageSchema,
} from '../../shared/responses/transactions';
import {
  bulkRequestSchema,
  clearedRequestSchema,
  confirmQuerySchema,
  reconcileRequestSchema,
  restoreRequestSchema,
  searchFilterSchema,
} from '../../shared/transaction-changes';
import { transactionInputSchema, transactionListQuerySchema } from '../../shared/transactions';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Transactions';

/** The transactions routes (routes.ts), documented (decision 110). */
export const transactionDocs = {
  'POST /api/transactions': {
    tag,
    summary: 'Record a transaction',
    description:
      'Income, an expense or a transfer. A dated one-off posts to the ledger; a recurring one posts each occurrence as it falls due. `splits` divides a one-off income or expense across categories: two or more parts that add up to `amount`, each posted on its own line (decision 141).',
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
      'A search or filter (`q`: the payee or the notes contain it, any case or accents; `categoryId` also finds splits with a part in it; `accountId`, `categoryId` or `uncategorized=true`, `type`, `from`/`to` dates, `min`/`max` amounts, `cleared`) or a `cursor` answers `{ transactions, next }` instead: `limit` rows (default 50), and `next` is the `cursor` of the following page, null on the last. It never mixes with `offset` or `recurring`.',
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
  'GET /api/transactions/count': {
    tag,
    summary: 'Count what a search finds',
    description:
      'How many actual transactions the search or filter params of `GET /api/transactions` find (no `cursor` or `limit`), with the sums of their income and of their expenses: the N of "all N matching this filter" and the totals of every match, which `POST /api/transactions/bulk` can then change with `filter`.',
    auth: 'token',
    query: searchFilterSchema,
    responses: { 200: transactionCountSchema },
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
    description:
      'A reconciled transaction answers 409 with code `reconciled` unless the body (or the query) says `confirmReconciled: true`.',
    auth: 'token',
    params: idParamsSchema,
    query: confirmQuerySchema,
    body: transactionInputSchema,
    responses: { 200: transactionSchema },
    errors: [404, 409],
  },
  'DELETE /api/transactions/:id': {
    tag,
    summary: 'Delete a transaction',
    description:
      'The `X-Change-Id` header of the answer undoes it through POST /api/transactions/restore (for 10 minutes). A reconciled transaction needs `?confirmReconciled=true` (409 with code `reconciled` otherwise).',
    auth: 'token',
    params: idParamsSchema,
    query: confirmQuerySchema,
    responses: { 204: null },
    errors: [404, 409],
  },
  'PATCH /api/transactions/:id/cleared': {
    tag,
    summary: 'Mark a transaction cleared or not',
    description: 'Unmarking a reconciled one needs `confirmReconciled: true` and leaves it not reconciled.',
    auth: 'token',
    params: idParamsSchema,
    body: clearedRequestSchema,
    responses: { 200: transactionSchema },
    errors: [404, 409],
  },
  'POST /api/transactions/bulk': {
    tag,
    summary: 'Change many transactions at once',
    description:
      "Sets the category, sets cleared, or deletes up to 5,000 of the user's transactions in one database transaction: those `ids` name, or every one a search `filter` finds (the params of `GET /api/transactions` as strings; more than 5,000 is a 400). Any id not the user's answers 404 and changes nothing. A category set on a split replaces its parts. The answer's `changeId` undoes it, parts included.",
    auth: 'token',
    body: bulkRequestSchema,
    responses: { 200: bulkResultSchema },
    errors: [404, 409],
  },
  'POST /api/transactions/restore': {
    tag,
    summary: 'Undo a delete or bulk change',
    description:
      'Puts the transactions back exactly as they were and re-posts their entries. Within 10 minutes, once: otherwise 404.',
    auth: 'token',
    body: restoreRequestSchema,
    responses: { 200: restoreResultSchema },
    errors: [404, 409],
  },
  'POST /api/accounts/:id/reconcile': {
    tag: 'Accounts',
    summary: 'Reconcile an account with a statement',
    description:
      'Compares the statement balance with the cleared balance on the statement date (the balance at the end of that date less the uncleared transactions through it). `dryRun` only reports the difference; otherwise a zero difference marks those cleared transactions reconciled and records the balance as an assertion on that date, and any other answers 409 naming the difference.',
    auth: 'token',
    params: idParamsSchema,
    body: reconcileRequestSchema,
    responses: { 200: reconcileResultSchema },
    errors: [404, 409],
  },
  'GET /api/cash-flow/summary': {
    tag: 'Planning',
    summary: 'Monthly cash flow',
    description:
      'Recurring income, expenses and loan payments a month, and the last 12 months as posted: expenses are posted expense lines plus loan interest (principal repaid is not spending). `typicalMonth` averages the last three complete months’ posted income and expenses (loan interest aside), for comparison with the recurring items.',
    auth: 'token',
    responses: { 200: cashFlowSummarySchema },
  },
} satisfies RouteDocs;
