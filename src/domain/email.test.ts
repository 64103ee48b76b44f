import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a@b.c', true],
    ['UPPER@EXAMPLE.COM', true],
    ['ünïcødé@exämple.de', true],
    ['', false],
    ['plainaddress', false],
    ['@example.com', false],
    ['user@', false],
    ['user@example', false],
    ['user@.', false],
    ['user@example.', false],
    ['user @example.com', false],
    [' user@example.com', false],
    ['user@example.com ', false],
    ['user@exa mple.com', false],
    ['user\t@example.com', false],
    ['a@b@example.com', false],
    ['user@example.com\r\nBcc: x@evil.test', false],
    ['evil.test,victim@example.com', false],
    ['x<victim@example.com>', false],
    ['"quoted"@example.com', false],
    ['user\u0000@example.com', false],
    ['user\u202E@example.com', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });

  it('accepts up to 254 characters and no more', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
    expect(at254.length).toBe(EMAIL_MAX_LENGTH);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });

  it('never accepts whitespace or more than one @', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        if (isValidEmail(s)) {
          expect(s).not.toMatch(/\s/);
          expect(s.split('@')).toHaveLength(2);
          expect(s.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        }
      }),
    );
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['User@Example.COM', 'user@example.com'],
    ['  user@example.com\n', 'user@example.com'],
    ['\tMiXeD@Case.Org ', 'mixed@case.org'],
    ['already@normal.com', 'already@normal.com'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizeEmail(normalizeEmail(s))).toBe(normalizeEmail(s));
      }),
    );
  });
});
