import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIsoDates, fromEpochDay, type IsoDate, toEpochDay } from './calendar';
import {
  addPeriods,
  type Frequency,
  nextDueDateOnOrAfter,
  occurrenceAfter,
  occurrencesBetween,
} from './recurrence';
import { anyDate, anyFrequency } from './recurrence-test-fixtures';

describe('nextDueDateOnOrAfter', () => {
  it.each<[Frequency, IsoDate, IsoDate | null, IsoDate, IsoDate | null]>([
    ['monthly', '2026-01-31', null, '2026-02-01', '2026-02-28'],
    ['monthly', '2026-01-31', null, '2026-03-01', '2026-03-31'],
    ['monthly', '2026-01-31', null, '2026-03-31', '2026-03-31'],
    ['monthly', '2026-01-31', '2026-03-30', '2026-03-01', null],
    ['biweekly', '2026-01-02', null, '2026-01-17', '2026-01-30'],
    ['daily', '2026-01-02', null, '2026-05-17', '2026-05-17'],
    ['weekly', '2026-06-01', null, '2026-01-01', '2026-06-01'],
    ['quarterly', '2026-01-15', null, '2026-04-16', '2026-07-15'],
    ['yearly', '2024-02-29', null, '2027-03-01', '2028-02-29'],
    ['yearly', '2024-02-29', '2027-12-31', '2027-03-01', null],
    ['weekly', '2026-06-01', '2026-05-01', '2026-01-01', null],
  ])('%s from %s (end %s) on %s -> %s', (frequency, start, end, today, expected) => {
    expect(nextDueDateOnOrAfter({ start, frequency, end }, today)).toBe(expected);
  });

  it('is the first occurrence on or after today', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, anyDate, (start, frequency, today) => {
        const next = nextDueDateOnOrAfter({ start, frequency }, today);
        expect(next).not.toBeNull();
        expect(compareIsoDates(next!, today)).toBeGreaterThanOrEqual(0);
        const window = occurrencesBetween({ start, frequency }, today, next!);
        expect(window).toEqual([next]);
      }),
    );
  });
});

describe('occurrenceAfter', () => {
  it.each<[Frequency, IsoDate, IsoDate | null, IsoDate, IsoDate | null]>([
    // a series started on the date: the date plus one period (docs/product.md §4)
    ['daily', '2026-03-10', null, '2026-03-10', '2026-03-11'],
    ['weekly', '2026-03-10', null, '2026-03-10', '2026-03-17'],
    ['biweekly', '2026-03-10', null, '2026-03-10', '2026-03-24'],
    ['monthly', '2026-03-10', null, '2026-03-10', '2026-04-10'],
    ['quarterly', '2026-03-10', null, '2026-03-10', '2026-06-10'],
    ['yearly', '2026-03-10', null, '2026-03-10', '2027-03-10'],
    ['monthly', '2026-01-31', null, '2026-01-31', '2026-02-28'],
    ['monthly', '2024-01-31', null, '2024-01-31', '2024-02-29'],
    ['yearly', '2024-02-29', null, '2024-02-29', '2025-02-28'],
    // anchored on the 31st: back to the 31st after February, no drift
    ['monthly', '2026-01-31', null, '2026-02-28', '2026-03-31'],
    ['yearly', '2024-02-29', null, '2027-02-28', '2028-02-29'],
    // a date between occurrences, or before the start
    ['biweekly', '2026-01-02', null, '2026-01-20', '2026-01-30'],
    ['monthly', '2026-06-15', null, '2026-01-01', '2026-06-15'],
    // the end date
    ['weekly', '2026-03-10', '2026-03-17', '2026-03-10', '2026-03-17'],
    ['weekly', '2026-03-10', '2026-03-16', '2026-03-10', null],
    // the last day of the calendar
    ['daily', '9999-12-01', null, '9999-12-31', null],
    ['monthly', '9999-11-30', null, '9999-11-30', '9999-12-30'],
    ['monthly', '9999-12-15', null, '9999-12-15', null],
  ])('%s from %s (end %s) after %s -> %s', (frequency, start, end, date, expected) => {
    expect(occurrenceAfter({ start, frequency, end }, date)).toBe(expected);
  });

  it('rejects invalid dates', () => {
    expect(() => occurrenceAfter({ start: '2026-02-30', frequency: 'weekly' }, '2026-03-01')).toThrow(
      RangeError,
    );
    expect(() => occurrenceAfter({ start: '2026-02-01', frequency: 'weekly' }, '2026-3-1')).toThrow(
      RangeError,
    );
  });

  it('is always after the date, an occurrence of the series, and nothing lies in between', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, anyDate, (start, frequency, date) => {
        const next = occurrenceAfter({ start, frequency }, date);
        expect(next).not.toBeNull();
        expect(compareIsoDates(next!, date)).toBe(1);
        const window = occurrencesBetween({ start, frequency }, fromEpochDay(toEpochDay(date) + 1), next!);
        expect(window).toEqual([next]);
      }),
    );
  });

  it('is one period on for a series started on the date', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, (date, frequency) => {
        expect(occurrenceAfter({ start: date, frequency }, date)).toBe(addPeriods(date, frequency, 1));
      }),
    );
  });
});
