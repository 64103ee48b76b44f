import { savedSettingsSchema, settingsSchema } from '../../shared/responses/data';
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
    description:
      'A new base currency with convertAmounts converts the budgets and the items without an account, kept in the base currency, at the rate of today; without it they keep their amounts. A missing rate or an amount past the largest refuses the whole change.',
    auth: 'token',
    body: settingsPayloadSchema,
    responses: { 200: savedSettingsSchema },
  },
} satisfies RouteDocs;
