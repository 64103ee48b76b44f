import { z } from 'zod';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Other';

/** The API's own description (routes.ts), documented like every route (decision 110). */
export const apiDocsDocs = {
  'GET /api/openapi.json': {
    tag,
    summary: 'This OpenAPI document',
    auth: 'none',
    responses: { 200: z.looseObject({ openapi: z.string() }) },
  },
  'GET /api/docs': {
    tag,
    summary: 'The API reference page',
    description: 'This document as one HTML page, without scripts.',
    auth: 'none',
    responses: { 200: { description: 'An HTML page', content: { 'text/html': null } } },
  },
} satisfies RouteDocs;
