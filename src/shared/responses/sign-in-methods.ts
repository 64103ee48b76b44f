import { z } from 'zod';
import type { IdentityView, PasskeyView, SignInMethods } from '../sign-in-methods';
import { instant, uuid } from './common';

// Passkeys, single sign-on and what the landing page offers (decisions 115, 116): their answers.

export const signInMethodsSchema = z.object({
  passkeys: z.boolean().meta({ description: 'Whether passkeys can be used on this server' }),
  oidc: z
    .object({ name: z.string() })
    .nullable()
    .meta({ description: 'The identity provider, when single sign-on is set up' }),
}) satisfies z.ZodType<SignInMethods>;

export const passkeySchema = z
  .object({
    id: uuid,
    name: z.string(),
    createdAt: instant,
    lastUsedAt: instant.nullable(),
    backedUp: z.boolean().meta({ description: 'Synced by the platform, so it survives a lost device' }),
  })
  .meta({ id: 'Passkey' }) satisfies z.ZodType<PasskeyView>;

export const identitySchema = z
  .object({
    id: uuid,
    provider: z.string(),
    email: z.string().nullable(),
    createdAt: instant,
    lastUsedAt: instant.nullable(),
  })
  .meta({ id: 'Identity' }) satisfies z.ZodType<IdentityView>;

/** WebAuthn options as SimpleWebAuthn writes them; the browser hands them to navigator.credentials. */
export const webAuthnOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .meta({ description: 'PublicKeyCredential options (WebAuthn Level 3 JSON form)' });
