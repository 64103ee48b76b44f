import { z } from 'zod';
import { SESSION_METHODS, type SessionView, type TwoFactorSetupResponse } from '../auth-options';
import { instant, uuid } from './common';

// The sign-in feature's answers.

export const currentUserSchema = z.object({ id: uuid, email: z.string(), twoFactorEnabled: z.boolean() });

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  qrCodeUrl: z.string().meta({ description: 'A data: URL of the QR code' }),
  backupCodes: z.array(z.string()),
}) satisfies z.ZodType<TwoFactorSetupResponse>;

export const sessionViewSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: instant,
  lastSeenAt: instant,
  expiresAt: instant.meta({ description: 'The absolute end of the session, never moved by use' }),
  idleExpiresAt: instant.meta({ description: 'When it ends if it goes unused from now on' }),
  current: z.boolean(),
  method: z.enum(SESSION_METHODS).meta({ description: 'How the session signed in' }),
}) satisfies z.ZodType<SessionView>;
