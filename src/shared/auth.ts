import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../domain/email';
import { SESSION_DURATIONS } from './auth-options';

// The sign-in contract, used by the server to validate and by the browser to type its calls.

export * from './auth-options';

const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .refine(isValidEmail, 'Please enter a valid email address.')
  .transform(normalizeEmail);

export const magicLinkRequestSchema = z.strictObject({
  email: emailSchema,
  sessionDuration: z.enum(SESSION_DURATIONS, { message: 'Choose one of: session, 1, 7, 30, 90' }),
});
export type MagicLinkRequest = z.input<typeof magicLinkRequestSchema>;

export const verifyQuerySchema = z.strictObject(
  {
    token: z
      .string({ message: 'Missing verification parameters' })
      .min(1, 'Missing verification parameters')
      .max(200, 'Invalid verification parameters'),
    email: z
      .string({ message: 'Missing verification parameters' })
      .min(1, 'Missing verification parameters')
      .max(320, 'Invalid verification parameters'),
    /** Sent when the person confirms signing in from another browser than the one that asked. */
    confirm: z.literal('1', { message: 'Invalid verification parameters' }).optional(),
  },
  { message: 'Invalid verification parameters' },
);

export const twoFactorCodeSchema = z.strictObject({
  token: z
    .string({ message: 'Verification code required' })
    .trim()
    .min(1, 'Verification code required')
    .max(32, 'Verification code is too long'),
});

/**
 * Exporting the whole book and deleting the account need a fresh confirmation (decision 134): a sign-in
 * or an authenticator code within this many minutes.
 */
export const FRESH_CONFIRMATION_MINUTES = 10;
/** The `code` of the 403 that asks for that confirmation. */
export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';
/** The `code` of the 403 a read-only personal access token gets on the whole-book export. */
export const WRITE_TOKEN_REQUIRED = 'write_token_required';

/** Settings → "Delete my account": the email typed again, and a code when two-factor is on. */
export const deleteAccountSchema = z.strictObject({
  email: z.string({ message: 'Type your email address' }).trim().min(1, 'Type your email address').max(320),
  token: z.string().trim().max(32, 'Verification code is too long').optional(),
});
