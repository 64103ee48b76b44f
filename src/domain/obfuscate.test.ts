import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from './obfuscate';

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('obfuscate', () => {
  it('hides the email and any plain base64 of it', () => {
    const email = 'someone@example.com';
    const stored = obfuscate(email);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('example');
    expect(stored).not.toContain(btoa(email));
    expect(stored).not.toContain(btoa(email).slice(0, 8));
    expect(stored).not.toContain(Buffer.from(email, 'utf16le').toString('base64').slice(0, 8));
  });

  it('does not repeat for repeated characters', () => {
    const body = obfuscate('aaaaaaaaaaaaaaaa').slice(3);
    expect(new Set(body.match(/.{4}/g)).size).toBeGreaterThan(8);
  });

  it.each(['', 'a@b.c', 'ünïcødé@exämple.de', '日本@例え.jp', '\uD800 lone', '😀@x.io'])(
    'round-trips %j',
    (s) => {
      expect(deobfuscate(obfuscate(s))).toBe(s);
    },
  );
});

describe('deobfuscate', () => {
  it.each([
    [''],
    ['someone@example.com'],
    ['v1.'],
    ['v1.!!!!'],
    ['v1.abc'],
    ['v1.AAAA'],
    ['v1. QUJD'],
    ['v2.QUJD'],
    [`v1.${btoa('someone@example.com')}`],
  ])('refuses %j', (s) => {
    expect(deobfuscate(s)).toBeNull();
  });

  it('refuses a tampered value', () => {
    const stored = obfuscate('someone@example.com');
    const flipped = stored.slice(0, 5) + (stored[5] === 'A' ? 'B' : 'A') + stored.slice(6);
    expect(deobfuscate(flipped)).toBeNull();
  });
});

describe('properties', () => {
  const strings = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: anyUnit }));

  it('round-trips any string', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(deobfuscate(obfuscate(s))).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });

  it('never emits an @', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(obfuscate(s)).not.toContain('@');
      }),
    );
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = deobfuscate(s);
        expect(out === null || typeof out === 'string').toBe(true);
      }),
    );
  });
});
