// Zod-free sign-in constants, so the landing page can use them without loading the validator.

export const SESSION_DURATIONS = ['session', '1', '7', '30', '90'] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

export const SESSION_DURATION_LABELS: Record<SessionDuration, string> = {
  session: 'This session only',
  '1': '1 day',
  '7': '1 week',
  '30': '30 days',
  '90': '90 days',
};
export const RECOMMENDED_SESSION_DURATION: SessionDuration = '30';
export const DEFAULT_SESSION_DURATION: SessionDuration = 'session';

export interface VerifyResponse {
  success: true;
  message: string;
  twoFactorRequired?: boolean;
}

/**
 * Sent by the web app's own fetch of GET /api/auth/verify. A cross-site navigation or form cannot set
 * a custom header, so a page elsewhere cannot drive a browser through the sign-in (login CSRF), even
 * one that sends no Sec-Fetch-Site.
 */
export const APP_REQUEST_HEADER = 'X-CSRF';
export const APP_REQUEST_HEADER_VALUE = '1';

/** The verify API's answer when a link is opened in another browser than the one that asked for it. */
export const CONFIRM_REQUIRED_STATUS = 409;

/** docs/product.md §5: the two-factor code input takes 6 characters; a backup code (XXXXX-XXXXX) takes 11. */
export const TOTP_CODE_LENGTH = 6;
export const BACKUP_CODE_INPUT_LENGTH = 11;

export interface TwoFactorSetupResponse {
  secret: string;
  qrCodeUrl: string;
  backupCodes: string[];
}

/** How a session signed in (decision 118). */
export const SESSION_METHODS = ['magic_link', 'passkey', 'oidc', 'proxy'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** One signed-in session as the sessions list shows it (GET /api/auth/sessions). */
export interface SessionView {
  /** An opaque id for DELETE /api/auth/sessions/:id (not the session token, nor its stored hash). */
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end of the session (its chosen duration), never moved by use. */
  expiresAt: string;
  /** When it ends if it goes unused from now on (docs/security.md R13: the idle timeout). */
  idleExpiresAt: string;
  current: boolean;
  method: SessionMethod;
}

export interface BackupCodesResponse {
  backupCodes: string[];
}
