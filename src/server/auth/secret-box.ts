import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM for the two-factor secret at rest (docs/security.md R22). The key is derived from
// SESSION_SECRET with HKDF, so no second secret has to be managed; the user's id is bound in as
// associated data, so a ciphertext copied onto another user's row does not decrypt.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws SecretBoxError on any tampering, wrong key or wrong context: callers fail closed. */
  open(sealed: string, context: string): string;
}

export function deriveKey(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'networth', `networth:${purpose}`, 32));
}

export function createSecretBox(sessionSecret: string): SecretBox {
  const key = deriveKey(sessionSecret, 'totp-secret-v1');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join(
        '.',
      );
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('unreadable ciphertext');
      const [, ivText, bodyText, tagText] = parts as [string, string, string, string];
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new SecretBoxError('unreadable ciphertext');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([
          decipher.update(Buffer.from(bodyText, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('ciphertext failed authentication');
      }
    },
  };
}
