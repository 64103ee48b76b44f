import { z } from 'zod';
import { extraIdParamsSchema, idParamsSchema } from '../../shared/ids';
import { extraPaymentSchema, loanPayloadSchema, scheduleQuerySchema } from '../../shared/loans';
import { extraPaymentViewSchema, loanSchema, scheduleSchema } from '../../shared/responses/loans';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Loans';

/** The loans routes (routes.ts), documented (decision 110). */
export const loanDocs = {
  'POST /api/loan': {
    tag,
    summary: 'Create a loan',
    description:
      'Its liability account and the payments due so far are posted to the ledger. With `assetAccountId` ' +
      'the loan links to that asset (no new asset; the price defaults from its value); without it a price ' +
      'adds the asset unless `createAsset` is false. Payments due by today leave the funding account only ' +
      'when `postPastPayments` is true; otherwise they are funded by opening-balance equity (decision 128).',
    auth: 'token',
    idempotent: true,
    body: loanPayloadSchema,
    responses: { 201: loanSchema },
    // 404: a funding or asset account named in the body that is not the user's.
    errors: [404, 409],
  },
  'GET /api/loans': { tag, summary: 'List loans', auth: 'token', responses: { 200: z.array(loanSchema) } },
  'GET /api/loans/:id': {
    tag,
    summary: 'A loan',
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: loanSchema },
    errors: [404],
  },
  'PUT /api/loans/:id': {
    tag,
    summary: 'Update a loan',
    auth: 'token',
    params: idParamsSchema,
    body: loanPayloadSchema,
    responses: { 200: loanSchema },
    errors: [404, 409],
  },
  'DELETE /api/loans/:id': {
    tag,
    summary: 'Delete a loan',
    description: 'Its entries, its liability and an asset it created go; a linked asset stays.',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404, 409],
  },
  'GET /api/loans/:id/schedule': {
    tag,
    summary: "A loan's amortization schedule",
    description:
      'With `extraMonthly` or `extraAmount`+`extraDate`, also what such extra payments would save.',
    auth: 'token',
    params: idParamsSchema,
    query: scheduleQuerySchema,
    responses: { 200: scheduleSchema },
    errors: [404],
  },
  'GET /api/loans/:id/extra-payments': {
    tag,
    summary: "A loan's extra payments",
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: z.array(extraPaymentViewSchema) },
    errors: [404],
  },
  'POST /api/loans/:id/extra-payments': {
    tag,
    summary: 'Record an extra payment',
    auth: 'token',
    idempotent: true,
    params: idParamsSchema,
    body: extraPaymentSchema,
    responses: { 201: extraPaymentViewSchema },
    errors: [404, 409],
  },
  'DELETE /api/loans/:id/extra-payments/:extraId': {
    tag,
    summary: 'Delete an extra payment',
    auth: 'token',
    params: idParamsSchema.extend(extraIdParamsSchema.shape),
    responses: { 204: null },
    errors: [404, 409],
  },
} satisfies RouteDocs;
