import { z } from 'zod';
import { categoryInputSchema } from '../../shared/categories';
import { idParamsSchema } from '../../shared/ids';
import { categorySchema } from '../../shared/responses/transactions';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Categories';

/** The budget category routes (routes.ts), documented (decision 110). */
export const categoryDocs = {
  'GET /api/budget-categories': {
    tag,
    summary: 'List categories',
    auth: 'token',
    responses: { 200: z.array(categorySchema) },
  },
  'POST /api/budget-categories': {
    tag,
    summary: 'Create a category',
    auth: 'token',
    idempotent: true,
    body: categoryInputSchema,
    responses: { 201: categorySchema },
    errors: [409],
  },
  'PUT /api/budget-categories/:id': {
    tag,
    summary: 'Update a category',
    auth: 'token',
    params: idParamsSchema,
    body: categoryInputSchema,
    responses: { 200: categorySchema },
    errors: [404, 409],
  },
  'DELETE /api/budget-categories/:id': {
    tag,
    summary: 'Delete a category',
    description: 'A category with postings cannot be deleted (409): archive it instead.',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404, 409],
  },
} satisfies RouteDocs;
