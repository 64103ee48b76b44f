import { z } from 'zod';
import { type ApiTokenView, type CreatedApiToken, TOKEN_SCOPES } from '../api-tokens';
import { instant, uuid } from './common';

export const apiTokenSchema = z
  .object({
    id: uuid,
    name: z.string(),
    scope: z.enum(TOKEN_SCOPES),
    hint: z.string().meta({ description: 'The first characters of the token', example: 'nw_pat_AbCd' }),
    createdAt: instant,
    expiresAt: instant.nullable().meta({ description: 'Null: never expires' }),
    expired: z.boolean(),
    lastUsedAt: instant.nullable(),
    lastUsedAddress: z.string().nullable().meta({ description: 'The client address of the last use' }),
  })
  .meta({ id: 'ApiToken' }) satisfies z.ZodType<ApiTokenView>;

export const createdApiTokenSchema = apiTokenSchema
  .extend({
    token: z.string().meta({ description: 'The token: shown this once, never again' }),
  })
  .meta({ id: 'CreatedApiToken' }) satisfies z.ZodType<CreatedApiToken>;
