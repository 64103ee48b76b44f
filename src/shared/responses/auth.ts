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
  current: z.boolean(),
  method: z.enum(SESSION_METHODS).meta({ description: 'How the session signed in' }),
}) satisfies z.ZodType<SessionView>;
