import { z } from 'zod';
import { forecastQuerySchema, monthNoteInputSchema } from '../../shared/cash-flow-forecast';
import { forecastSchema, monthNoteSchema } from '../../shared/responses/planning';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Planning';

/** The forecast routes (routes.ts), documented (decision 110). */
export const forecastDocs = {
  'GET /api/cash-flow-projections': {
    tag,
    summary: 'Cash-flow forecast',
    description: 'Month by month from now, and with `from` the past months projected against actual.',
    auth: 'token',
    query: forecastQuerySchema,
    responses: { 200: forecastSchema },
  },
  'PUT /api/cash-flow-projections/:month': {
    tag,
    summary: "Keep a note on a forecast's month",
    auth: 'token',
    params: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }),
    body: monthNoteInputSchema,
    responses: { 200: monthNoteSchema },
  },
} satisfies RouteDocs;
