import { idParamsSchema } from '../../shared/ids';
import { historyQuerySchema } from '../../shared/net-worth-history';
import { accountHistorySchema, netWorthHistorySchema } from '../../shared/responses/planning';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Planning';

/** The history routes (routes.ts), documented (decision 110). */
export const historyDocs = {
  'GET /api/net-worth/history': {
    tag,
    summary: 'Net Worth over time',
    description: 'One point per day, week or month (the default), up to 3,700 points.',
    auth: 'token',
    query: historyQuerySchema,
    responses: { 200: netWorthHistorySchema },
  },
  'GET /api/accounts/:id/history': {
    tag: 'Accounts',
    summary: "An account's balance over time",
    auth: 'token',
    params: idParamsSchema,
    query: historyQuerySchema,
    responses: { 200: accountHistorySchema },
    errors: [404],
  },
} satisfies RouteDocs;
