import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_CODE_COUNT,
  findBackupCodeHash,
  newBackupCode,
  newBackupCodeSet,
  normalizeBackupCode,
} from './backup-codes';
import { createSecretBox, SecretBoxError } from './secret-box';
import { hashToken, randomToken } from './tokens';

const box = createSecretBox('a-session-secret-that-is-long-enough-0123456789');

describe('secret box (AES-256-GCM)', () => {
  it('round-trips any text for its context', () => {
    fc.assert(
      fc.property(fc.string(), fc.uuid(), (text, context) => {
        expect(box.open(box.seal(text, context), context)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('never shows the plaintext and never repeats a ciphertext', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'u1');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'u1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered ciphertext, another context, another key and garbage', () => {
    const sealed = box.seal('secret', 'u1');
    const parts = sealed.split('.');
    for (const i of [1, 2, 3]) {
      const bytes = Buffer.from(parts[i] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 0x80;
      const tampered = [...parts];
      tampered[i] = bytes.toString('base64url');
      expect(() => box.open(tampered.join('.'), 'u1')).toThrow(SecretBoxError);
    }
    expect(() => box.open(sealed, 'u2')).toThrow(SecretBoxError);
    expect(() => createSecretBox('another-session-secret-also-long-enough-000').open(sealed, 'u1')).toThrow(
      SecretBoxError,
    );
    for (const garbage of ['', 'v1', 'v2.a.b.c', 'v1.a.b.c', 'plain-secret']) {
      expect(() => box.open(garbage, 'u1')).toThrow(SecretBoxError);
    }
  });
});

describe('tokens', () => {
  it('are 32 random bytes, and only their SHA-256 is stored', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(randomToken()).not.toBe(token);
  });
});

describe('backup codes', () => {
  const pepper = Buffer.alloc(32, 1);

  it('are ten distinct codes of ten unambiguous characters', async () => {
    const { codes, hashes } = await newBackupCodeSet(pepper);
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^s1\$/);
      expect(hash).not.toContain(codes[i]?.replace('-', ''));
    }
  });

  it('match their own hash, typed loosely, and nothing else', async () => {
    const { codes, hashes } = await newBackupCodeSet(pepper);
    const code = codes[4] ?? '';
    expect(await findBackupCodeHash(code, hashes, pepper)).toBe(hashes[4]);
    expect(await findBackupCodeHash(` ${code.toLowerCase().replace('-', ' ')} `, hashes, pepper)).toBe(
      hashes[4],
    );
    expect(await findBackupCodeHash(newBackupCode(), hashes, pepper)).toBeNull();
    expect(await findBackupCodeHash('123456', hashes, pepper)).toBeNull();
    expect(await findBackupCodeHash(code, hashes, Buffer.alloc(32, 2))).toBeNull();
  });

  it('normalise look-alike letters and refuse other shapes', () => {
    expect(normalizeBackupCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normalizeBackupCode('O0IL1-23456')).toBe('00111' + '23456');
    for (const bad of ['', 'ABCDE', 'ABCDE-FGHJKM', 'ABCDE-FGHJ!', 'ABCDE-FGHJU']) {
      expect(normalizeBackupCode(bad)).toBeNull();
    }
  });
});
