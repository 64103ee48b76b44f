import { idParamsSchema } from '../../shared/ids';
import { changeQuerySchema, historyQuerySchema } from '../../shared/net-worth-history';
import {
  accountHistorySchema,
  netWorthChangeSchema,
  netWorthHistorySchema,
} from '../../shared/responses/planning';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Planning';

/** The history routes (routes.ts), documented (decision 110). */
export const historyDocs = {
  'GET /api/net-worth/history': {
    tag,
    summary: 'Net Worth over time',
    description:
      "One point per day, week or month (the default), up to 3,700 points, in the base currency: each currency's balance at that date's rate (decision 153). A point that leaves out a currency without a rate names it in `missingRates`.",
    auth: 'token',
    query: historyQuerySchema,
    responses: { 200: netWorthHistorySchema },
  },
  'GET /api/net-worth/change': {
    tag,
    summary: 'What moved Net Worth',
    description:
      'Net Worth at the end of `from` and of `to` (default today), and the change between as savings, valuations, interest, corrections and other movements; opening balances of accounts first tracked in the period are apart (`newAccounts`), never growth. In the base currency: each flow at its own date’s rate, a currency’s change in value as `exchange` within `valuations`.',
    auth: 'token',
    query: changeQuerySchema,
    responses: { 200: netWorthChangeSchema },
  },
  'GET /api/accounts/:id/history': {
    tag: 'Accounts',
    summary: "An account's balance over time",
    description:
      "In the account's own currency, and beside it in the base currency at each date's rate (`baseBalance`, null without a rate).",
    auth: 'token',
    params: idParamsSchema,
    query: historyQuerySchema,
    responses: { 200: accountHistorySchema },
    errors: [404],
  },
} satisfies RouteDocs;
