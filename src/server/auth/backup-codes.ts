import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// Ten single-use backup codes (docs/security.md R26). A code has 50 random bits, so it is stored as a
// salted scrypt hash, never as text. One salt per set: checking a guess costs one scrypt, not ten.
// A pepper derived from SESSION_SECRET joins the salt, so a copy of the database alone is not
// enough to search for the codes (the same key already guards the TOTP secret), which lets the
// scrypt cost stay small enough for a two-core server (see docs/decisions/009).

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export const BACKUP_CODE_COUNT = 10;
// Crockford base32 without I, L, O, U: nothing that reads as another character.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 5;
const SCRYPT = { N: 4096, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
const PREFIX = 's1';

/** A code as shown to the person: two groups of five, e.g. 7K2QD-M9XWA. */
export function newBackupCode(): string {
  let raw = '';
  for (let i = 0; i < GROUP * 2; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, GROUP)}-${raw.slice(GROUP)}`;
}

/** Upper-cased, separators and spaces removed, look-alike letters mapped; null when it cannot be a code. */
export function normalizeBackupCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (cleaned.length !== GROUP * 2) return null;
  for (const ch of cleaned) if (!ALPHABET.includes(ch)) return null;
  return cleaned;
}

async function digest(normalized: string, salt: Buffer, pepper: Buffer): Promise<string> {
  const hash = await scrypt(normalized, Buffer.concat([salt, pepper]), 32, SCRYPT);
  return `${PREFIX}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function newBackupCodeSet(pepper: Buffer): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  const salt = randomBytes(16);
  const hashes = await Promise.all(
    codes.map((code) => digest(normalizeBackupCode(code) ?? '', salt, pepper)),
  );
  return { codes, hashes };
}

/** The stored hash this code matches, or null. The caller removes it atomically (single use). */
export async function findBackupCodeHash(
  input: string,
  hashes: readonly string[],
  pepper: Buffer,
): Promise<string | null> {
  const normalized = normalizeBackupCode(input);
  if (!normalized) return null;
  const salts = new Set(hashes.map((h) => h.split('$')[1]).filter((s): s is string => Boolean(s)));
  for (const salt of salts) {
    const candidate = await digest(normalized, Buffer.from(salt, 'base64url'), pepper);
    for (const stored of hashes) {
      if (
        stored.length === candidate.length &&
        timingSafeEqual(Buffer.from(stored), Buffer.from(candidate))
      ) {
        return stored;
      }
    }
  }
  return null;
}
