import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from './totp';

// RFC 6238 Appendix B (SHA-1 seed "12345678901234567890"), and RFC 4226 Appendix D for the HOTP core.
const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('the seed is the ASCII string of the RFC', () => {
    expect(Buffer.from(Secret.fromBase32(SEED).bytes).toString('latin1')).toBe('12345678901234567890');
  });

  it.each(VECTORS)('at %i s the 8-digit code is %s', (seconds, code) => {
    expect(totpCode(SEED, at(seconds), 8)).toBe(code);
  });

  it.each(VECTORS)('at %i s the 6-digit code is the last six digits of %s', (seconds, code) => {
    expect(totpCode(SEED, at(seconds))).toBe(code.slice(-6));
    expect(matchTotp(SEED, code.slice(-6), at(seconds))).toBe(totpStep(at(seconds)));
  });

  it('RFC 4226 HOTP values appear as the TOTP of steps 0-9', () => {
    const hotp = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    hotp.forEach((code, counter) => {
      expect(totpCode(SEED, at(counter * 30))).toBe(code);
    });
  });

  it('accepts one 30-second step of drift either way, and returns the step the code belongs to', () => {
    const now = at(1234567890);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(SEED, at(1234567890 + offset * 30));
      expect(matchTotp(SEED, code, now)).toBe(step + offset);
    }
    for (const offset of [-2, 2, -3, 3]) {
      expect(matchTotp(SEED, totpCode(SEED, at(1234567890 + offset * 30)), now)).toBeNull();
    }
  });

  it('refuses anything but six digits', () => {
    const now = at(59);
    for (const bad of ['', '28708', '2870822', '28708a', ' 287082', '94287082']) {
      expect(matchTotp(SEED, bad, now)).toBeNull();
    }
  });

  it('makes 160-bit secrets, different each time', () => {
    const a = newTotpSecret();
    expect(Secret.fromBase32(a).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('builds the otpauth URI an authenticator scans', () => {
    const uri = new URL(totpUri(SEED, 'alice@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/NetWorth:alice@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'NetWorth',
      secret: SEED,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
