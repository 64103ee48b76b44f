import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: magic-link tokens and session ids. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
