import { preferencesInputSchema } from '../../shared/accounts';
import { preferencesSchema } from '../../shared/responses/accounts';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Settings';

/** The display preferences routes (routes.ts), documented (decision 110). */
export const preferenceDocs = {
  'GET /api/preferences': {
    tag,
    summary: 'Display preferences',
    auth: 'token',
    responses: { 200: preferencesSchema },
  },
  'PUT /api/preferences': {
    tag,
    summary: 'Change display preferences',
    description: 'Only the fields sent change.',
    auth: 'token',
    body: preferencesInputSchema,
    responses: { 200: preferencesSchema },
  },
} satisfies RouteDocs;
