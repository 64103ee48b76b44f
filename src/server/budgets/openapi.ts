import { z } from 'zod';
import { budgetCopyInputSchema, budgetInputSchema, budgetItemInputSchema } from '../../shared/budgets';
import { idParamsSchema, itemIdParamsSchema } from '../../shared/ids';
import { budgetDetailSchema, budgetSchema } from '../../shared/responses/planning';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Budgets';
const itemParams = idParamsSchema.extend(itemIdParamsSchema.shape);

/** The budget routes (routes.ts), documented (decision 110). */
export const budgetDocs = {
  'GET /api/budgets': {
    tag,
    summary: 'List budgets',
    auth: 'token',
    responses: { 200: z.array(budgetSchema) },
  },
  'POST /api/budgets': {
    tag,
    summary: 'Create a budget',
    auth: 'token',
    idempotent: true,
    body: budgetInputSchema,
    responses: { 201: budgetDetailSchema },
    errors: [409],
  },
  'GET /api/budgets/:id': {
    tag,
    summary: 'A budget with its items and actual amounts',
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: budgetDetailSchema },
    errors: [404],
  },
  'PUT /api/budgets/:id': {
    tag,
    summary: 'Update a budget',
    auth: 'token',
    params: idParamsSchema,
    body: budgetInputSchema,
    responses: { 200: budgetDetailSchema },
    errors: [404, 409],
  },
  'DELETE /api/budgets/:id': {
    tag,
    summary: 'Delete a budget',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404],
  },
  'POST /api/budgets/:id/copy': {
    tag,
    summary: 'Copy a budget',
    auth: 'token',
    idempotent: true,
    params: idParamsSchema,
    body: budgetCopyInputSchema,
    responses: { 201: budgetDetailSchema },
    errors: [404, 409],
  },
  'POST /api/budgets/:id/items': {
    tag,
    summary: 'Add an item to a budget',
    auth: 'token',
    idempotent: true,
    params: idParamsSchema,
    body: budgetItemInputSchema,
    responses: { 201: budgetDetailSchema },
    errors: [404, 409],
  },
  'PUT /api/budgets/:id/items/:itemId': {
    tag,
    summary: 'Update a budget item',
    auth: 'token',
    params: itemParams,
    body: budgetItemInputSchema,
    responses: { 200: budgetDetailSchema },
    errors: [404, 409],
  },
  'DELETE /api/budgets/:id/items/:itemId': {
    tag,
    summary: 'Remove a budget item',
    description: 'Answers the budget as it is afterwards.',
    auth: 'token',
    params: itemParams,
    responses: { 200: budgetDetailSchema },
    errors: [404],
  },
} satisfies RouteDocs;
