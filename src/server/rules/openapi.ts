import { z } from 'zod';
import { idParamsSchema } from '../../shared/ids';
import {
  ruleOfferSchema,
  rulePreviewSchema,
  ruleRunSchema,
  ruleRunUndoSchema,
  ruleSchema,
  ruleSuggestionSchema,
} from '../../shared/responses/rules';
import {
  offerQuerySchema,
  ruleDraftSchema,
  ruleInputSchema,
  suggestionQuerySchema,
} from '../../shared/rules';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Rules';

/** The categorization rule routes (routes.ts), documented (decision 110). */
export const ruleDocs = {
  'GET /api/rules': {
    tag,
    summary: 'List rules in the order they apply',
    auth: 'token',
    responses: { 200: z.array(ruleSchema) },
  },
  'POST /api/rules': {
    tag,
    summary: 'Create a rule',
    auth: 'token',
    idempotent: true,
    body: ruleInputSchema,
    responses: { 201: ruleSchema },
    errors: [404, 409],
  },
  'PUT /api/rules/:id': {
    tag,
    summary: 'Update a rule or move it in the order',
    auth: 'token',
    params: idParamsSchema,
    body: ruleInputSchema,
    responses: { 200: ruleSchema },
    errors: [404],
  },
  'DELETE /api/rules/:id': {
    tag,
    summary: 'Delete a rule',
    auth: 'token',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404],
  },
  'POST /api/rules/preview': {
    tag,
    summary: 'Count and show the transactions a rule would change',
    description: 'Writes nothing.',
    auth: 'token',
    body: ruleDraftSchema,
    responses: { 200: rulePreviewSchema },
    errors: [404],
  },
  'POST /api/rules/:id/apply': {
    tag,
    summary: 'Apply a rule to existing transactions, as one run that can be undone',
    auth: 'token',
    params: idParamsSchema,
    responses: { 201: ruleRunSchema },
    errors: [404],
  },
  'GET /api/rule-runs': {
    tag,
    summary: 'List the runs of rules over existing transactions',
    auth: 'token',
    responses: { 200: z.array(ruleRunSchema) },
  },
  'DELETE /api/rule-runs/:id': {
    tag,
    summary: 'Undo a run',
    auth: 'token',
    params: idParamsSchema,
    responses: { 200: ruleRunUndoSchema },
    errors: [404, 409],
  },
  'GET /api/rules/suggestion': {
    tag,
    summary: 'The category a rule or the payee history proposes for a payee',
    auth: 'token',
    query: suggestionQuerySchema,
    responses: { 200: ruleSuggestionSchema },
  },
  'GET /api/rules/offer': {
    tag,
    summary: "The 'always put PAYEE in CATEGORY' offer after a transaction was categorized by hand",
    auth: 'token',
    query: offerQuerySchema,
    responses: { 200: ruleOfferSchema },
    errors: [404],
  },
} satisfies RouteDocs;
