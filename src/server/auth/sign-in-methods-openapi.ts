import { z } from 'zod';
import { idParamsSchema } from '../../shared/ids';
import {
  addPasskeySchema,
  linkIdentitySchema,
  oidcStartQuerySchema,
  passkeyOptionsRequestSchema,
  passkeySignInSchema,
  removeWithCodeSchema,
  renamePasskeySchema,
} from '../../shared/passkeys';
import {
  identitySchema,
  passkeySchema,
  signInMethodsSchema,
  webAuthnOptionsSchema,
} from '../../shared/responses/sign-in-methods';
import type { RouteDocs } from '../http/route-doc';

const tag = 'Sign-in';
const codeNote = 'With two-factor on, `token` must be a current code from the authenticator app.';

/** Passkey and single sign-on routes (passkey-routes.ts, oidc-routes.ts), documented (decision 110). */
export const signInMethodDocs = {
  'GET /api/auth/methods': {
    tag,
    summary: 'The sign-in methods this server offers beside the email link',
    auth: 'none',
    responses: { 200: signInMethodsSchema },
  },
  'GET /api/auth/passkeys': {
    tag,
    summary: 'Your passkeys',
    auth: 'session',
    responses: { 200: z.array(passkeySchema) },
  },
  'POST /api/auth/passkeys/registration-options': {
    tag,
    summary: 'Start adding a passkey',
    description: codeNote,
    auth: 'session',
    body: passkeyOptionsRequestSchema,
    responses: { 200: webAuthnOptionsSchema },
    errors: [429],
  },
  'POST /api/auth/passkeys': {
    tag,
    summary: 'Add the passkey the browser created',
    auth: 'session',
    body: addPasskeySchema,
    responses: { 201: passkeySchema },
    errors: [409],
  },
  'PATCH /api/auth/passkeys/:id': {
    tag,
    summary: 'Rename a passkey',
    auth: 'session',
    params: idParamsSchema,
    body: renamePasskeySchema,
    responses: { 200: passkeySchema },
  },
  'DELETE /api/auth/passkeys/:id': {
    tag,
    summary: 'Remove a passkey',
    description: codeNote,
    auth: 'session',
    params: idParamsSchema,
    body: removeWithCodeSchema,
    responses: { 204: null },
    errors: [429],
  },
  'POST /api/auth/passkeys/authentication-options': {
    tag,
    summary: 'Start a sign-in with a passkey',
    auth: 'none',
    responses: { 200: webAuthnOptionsSchema },
    errors: [429],
  },
  'POST /api/auth/passkeys/sign-in': {
    tag,
    summary: 'Sign in with a passkey',
    description: 'Sets the session cookie. A passkey satisfies two-factor (decision 115).',
    auth: 'none',
    body: passkeySignInSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
    errors: [401, 403, 429],
  },
  'GET /api/auth/oidc/start': {
    tag,
    summary: 'Go to the identity provider to sign in',
    description: 'A navigation: redirects to the provider, or to /auth/success with an error code.',
    auth: 'none',
    query: oidcStartQuerySchema,
    responses: { 302: null },
  },
  'GET /api/auth/oidc/callback': {
    tag,
    summary: 'Where the identity provider sends the browser back',
    description:
      'A navigation: redirects home when signed in, to the code step with two-factor on, or to the page that explains the failure.',
    auth: 'none',
    responses: { 302: null },
  },
  'POST /api/auth/oidc/link': {
    tag,
    summary: 'Start linking an identity from the provider to this account',
    description: `Answers the provider's address for the browser to go to. ${codeNote}`,
    auth: 'session',
    body: linkIdentitySchema,
    responses: { 200: z.object({ url: z.string() }) },
    errors: [429],
  },
  'GET /api/auth/identities': {
    tag,
    summary: 'Identities linked to this account',
    auth: 'session',
    responses: { 200: z.array(identitySchema) },
  },
  'DELETE /api/auth/identities/:id': {
    tag,
    summary: 'Unlink an identity',
    description: codeNote,
    auth: 'session',
    params: idParamsSchema,
    body: removeWithCodeSchema,
    responses: { 204: null },
    errors: [429],
  },
} satisfies RouteDocs;
