import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareIsoDates,
  formatIsoDate,
  fromEpochDay,
  isIsoDate,
  parseIsoDate,
  toEpochDay,
} from './calendar';

describe('parseIsoDate', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, undefined, '2026-02-28'],
    ['2024-01-31', 1, undefined, '2024-02-29'],
    ['2026-02-28', 1, 31, '2026-03-31'],
    ['2024-02-29', 12, undefined, '2025-02-28'],
    ['2026-11-15', 3, undefined, '2027-02-15'],
    ['2026-03-31', -1, undefined, '2026-02-28'],
    ['2026-12-31', 1, undefined, '2027-01-31'],
  ])('%s + %i months (anchor %s) = %s', (start, months, anchor, expected) => {
    expect(addMonths(start, months, anchor)).toBe(expected);
  });
});

describe('day arithmetic', () => {
  it('adds days across a leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });

  it('round-trips through epoch days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (n) => {
        expect(toEpochDay(fromEpochDay(n))).toBe(n);
      }),
    );
  });

  it('orders dates the way epoch days do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b) => {
        expect(Math.sign(compareIsoDates(fromEpochDay(a), fromEpochDay(b)))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('formats what it parses', () => {
    expect(formatIsoDate(parseIsoDate('0999-09-09')!)).toBe('0999-09-09');
  });
});
