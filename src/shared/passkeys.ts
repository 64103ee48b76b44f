import { z } from 'zod';
import { SESSION_DURATIONS } from './auth-options';
import { PASSKEY_NAME_MAX } from './sign-in-methods';

// The passkey and identity contract the server validates (issue 26). The WebAuthn credential the
// browser hands over is checked for shape and size here; its meaning (challenge, origin, signature,
// counter) is checked by the server with SimpleWebAuthn.

const b64url = (max: number) =>
  z
    .string({ message: 'Invalid passkey response' })
    .min(1, 'Invalid passkey response')
    .max(max, 'Invalid passkey response')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Invalid passkey response');

// Browsers add fields of their own to the credential (publicKeyAlgorithm, authenticatorData…): they
// are dropped, not refused, inside the credential; the request body itself stays strict.
const attestationResponse = z.object({
  clientDataJSON: b64url(4_000),
  attestationObject: b64url(20_000),
  transports: z.array(z.string().max(20)).max(10).optional(),
});

const assertionResponse = z.object({
  clientDataJSON: b64url(4_000),
  authenticatorData: b64url(4_000),
  signature: b64url(2_000),
  userHandle: b64url(200).optional(),
});

const credentialBase = {
  id: b64url(1_400),
  rawId: b64url(1_400),
  type: z.literal('public-key', { message: 'Invalid passkey response' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const registrationCredentialSchema = z.object({ ...credentialBase, response: attestationResponse });
const authenticationCredentialSchema = z.object({ ...credentialBase, response: assertionResponse });

const passkeyNameSchema = z
  .string({ message: 'Name the passkey' })
  .trim()
  .min(1, 'Name the passkey')
  .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`)
  // Control characters would garble the list and the security mail.
  .refine((v) => !/\p{Cc}/u.test(v), 'The name cannot hold control characters');

/** A fresh code from the authenticator app, needed with two-factor on. */
const codeField = z.string().trim().max(32, 'Verification code is too long').optional();

export const passkeyOptionsRequestSchema = z.strictObject({ token: codeField });
export const addPasskeySchema = z.strictObject({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export const renamePasskeySchema = z.strictObject({ name: passkeyNameSchema });
export const removeWithCodeSchema = z.strictObject({ token: codeField });

export const passkeySignInSchema = z.strictObject({
  credential: authenticationCredentialSchema,
  sessionDuration: z.enum(SESSION_DURATIONS, { message: 'Choose one of: session, 1, 7, 30, 90' }),
});

export const oidcStartQuerySchema = z.strictObject({
  sessionDuration: z
    .enum(SESSION_DURATIONS, { message: 'Choose one of: session, 1, 7, 30, 90' })
    .default('session'),
});

export const linkIdentitySchema = z.strictObject({ token: codeField });
