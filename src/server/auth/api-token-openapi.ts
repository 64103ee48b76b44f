import { z } from 'zod';
import { createTokenSchema } from '../../shared/api-tokens';
import { idParamsSchema } from '../../shared/ids';
import { apiTokenSchema, createdApiTokenSchema } from '../../shared/responses/api-tokens';
import type { RouteDocs } from '../http/route-doc';

const tag = 'API tokens';

/** The token management routes (api-token-routes.ts), documented (decision 110). */
export const apiTokenDocs = {
  'GET /api/tokens': {
    tag,
    summary: 'Your personal access tokens',
    description: 'Never the tokens themselves: each with its hint, scope, expiry and last use.',
    auth: 'session',
    responses: { 200: z.array(apiTokenSchema) },
  },
  'POST /api/tokens': {
    tag,
    summary: 'Create a personal access token',
    description:
      'The answer holds the token, shown this once. With two-factor on, `code` must be a current code from the authenticator app.',
    auth: 'session',
    body: createTokenSchema,
    responses: { 201: createdApiTokenSchema },
    errors: [409, 429],
  },
  'DELETE /api/tokens/:id': {
    tag,
    summary: 'Revoke a token',
    description: 'It stops working at once.',
    auth: 'session',
    params: idParamsSchema,
    responses: { 204: null },
    errors: [404],
  },
} satisfies RouteDocs;
