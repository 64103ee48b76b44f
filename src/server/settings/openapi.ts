import { settingsSchema } from '../../shared/responses/data';
import { settingsPayloadSchema } from '../../shared/settings';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Settings';

/** The settings routes (routes.ts), documented (decision 110). */
export const settingsDocs = {
  'GET /api/settings': {
    tag,
    summary: 'Settings',
    description: "The time zone the user's dates are reckoned in, and today's date there.",
    auth: 'token',
    responses: { 200: settingsSchema },
  },
  'PUT /api/settings': {
    tag,
    summary: 'Change settings',
    auth: 'token',
    body: settingsPayloadSchema,
    responses: { 200: settingsSchema },
  },
} satisfies RouteDocs;
