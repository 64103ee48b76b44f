import { z } from 'zod';
import {
  APP_REQUEST_HEADER,
  deleteAccountSchema,
  magicLinkRequestSchema,
  twoFactorCodeSchema,
  verifyQuerySchema,
} from '../../shared/auth';
import { currentUserSchema, sessionViewSchema, twoFactorSetupSchema } from '../../shared/responses/auth';
import { instant, successSchema } from '../../shared/responses/common';
import type { RouteDocs } from '../http/route-doc';

// Sign-in, two-factor, sessions and account deletion: for the browser's session only (decision 111).

const tag = 'Sign-in';
const codeResult = { 200: successSchema };

/** The auth routes (routes.ts and its -routes.ts parts), documented (decision 110). */
export const authDocs = {
  'POST /api/auth/magic-link': {
    tag,
    summary: 'Email a sign-in link',
    description: 'Answers the same whether or not the address has an account.',
    auth: 'none',
    body: magicLinkRequestSchema,
    responses: { 200: successSchema },
    errors: [429],
  },
  'GET /api/auth/verify': {
    tag,
    summary: 'Sign in with the emailed link',
    description: `Called by the sign-in page with the header \`${APP_REQUEST_HEADER}: 1\`; sets the session cookie. Failures are plain text; 409 asks to confirm a link opened in another browser.`,
    auth: 'none',
    query: verifyQuerySchema,
    responses: {
      200: successSchema.extend({ twoFactorRequired: z.literal(true).optional() }),
    },
    errors: [401, 403, 409, 429],
    plainTextErrors: true,
  },
  'POST /api/auth/logout': {
    tag,
    summary: 'Sign out',
    auth: 'session',
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
  'GET /api/auth/user': {
    tag,
    summary: 'The signed-in user',
    auth: 'session',
    responses: { 200: currentUserSchema },
  },
  'GET /api/auth/2fa/setup': {
    tag: 'Two-factor',
    summary: 'The pending two-factor setup',
    description: 'A 400 when two-factor is already on.',
    auth: 'session',
    responses: { 200: twoFactorSetupSchema },
    errors: [400],
  },
  'POST /api/auth/2fa/setup': {
    tag: 'Two-factor',
    summary: 'Start a new two-factor setup',
    description: 'A 400 when two-factor is already on.',
    auth: 'session',
    responses: { 200: twoFactorSetupSchema },
    errors: [400],
  },
  'POST /api/auth/2fa/enable': {
    tag: 'Two-factor',
    summary: 'Turn two-factor on with a first code',
    auth: 'session',
    body: twoFactorCodeSchema,
    responses: codeResult,
    errors: [429],
  },
  'POST /api/auth/2fa/disable': {
    tag: 'Two-factor',
    summary: 'Turn two-factor off',
    auth: 'session',
    body: twoFactorCodeSchema,
    responses: codeResult,
    errors: [429],
  },
  'POST /api/auth/2fa/backup-codes': {
    tag: 'Two-factor',
    summary: 'New backup codes',
    auth: 'session',
    body: twoFactorCodeSchema,
    responses: { 200: z.object({ backupCodes: z.array(z.string()) }) },
    errors: [429],
  },
  'POST /api/auth/2fa/verify': {
    tag,
    summary: 'Finish a sign-in with the second factor',
    auth: 'session',
    body: twoFactorCodeSchema,
    responses: codeResult,
    errors: [429],
  },
  'GET /api/auth/sessions': {
    tag: 'Sessions',
    summary: 'Your signed-in sessions',
    auth: 'session',
    responses: { 200: z.array(sessionViewSchema) },
  },
  'DELETE /api/auth/sessions/:id': {
    tag: 'Sessions',
    summary: 'Sign a session out',
    auth: 'session',
    params: z.object({ id: z.string() }),
    responses: { 204: null },
    errors: [404],
  },
  'POST /api/auth/sessions/revoke-others': {
    tag: 'Sessions',
    summary: 'Sign out every other session',
    auth: 'session',
    responses: { 200: z.object({ success: z.literal(true), revoked: z.number().int() }) },
  },
  'POST /api/auth/reauthenticate': {
    tag: 'Two-factor',
    summary: "Confirm it's you with a current code",
    description:
      'With two-factor on, a current authenticator code (not a backup code) makes this session fresh for 10 minutes: the whole-book export then answers instead of 403 `reauthentication_required`. A 409 when two-factor is off (sign in again instead).',
    auth: 'session',
    body: twoFactorCodeSchema,
    responses: { 200: z.object({ success: z.literal(true), freshUntil: instant }) },
    errors: [409, 429],
  },
  'POST /api/account/delete': {
    tag: 'Account',
    summary: 'Delete your account and all its data',
    description:
      'Type your email again; with two-factor on, a code too. With two-factor off, the session must have signed in within the last 10 minutes, else 403 `reauthentication_required`. Personal access tokens go with it.',
    auth: 'session',
    body: deleteAccountSchema,
    responses: { 200: successSchema },
    errors: [429],
  },
} satisfies RouteDocs;
