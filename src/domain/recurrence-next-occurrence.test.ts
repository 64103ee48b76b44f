import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIsoDates, type IsoDate } from './calendar';
import {
  addPeriods,
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  isFrequency,
  occurrenceAfter,
} from './recurrence';
import { anyDate, anyFrequency } from './recurrence-test-fixtures';

describe('frequencies', () => {
  it('labels every frequency', () => {
    expect(FREQUENCIES.map((f) => FREQUENCY_LABELS[f])).toEqual([
      'Daily',
      'Weekly',
      'Bi-weekly',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
  });

  it('recognises frequencies', () => {
    expect(isFrequency('biweekly')).toBe(true);
    expect(isFrequency('fortnightly')).toBe(false);
    expect(isFrequency(7)).toBe(false);
  });
});

// The next occurrence once the one on `date` has happened. A series started on that date steps one
// period; one anchored earlier (start) returns to its day after a short month.
describe('occurrenceAfter, one period on', () => {
  it.each<[IsoDate, Frequency, IsoDate | undefined, IsoDate]>([
    ['2026-03-10', 'daily', undefined, '2026-03-11'],
    ['2026-12-31', 'daily', undefined, '2027-01-01'],
    ['2024-02-28', 'daily', undefined, '2024-02-29'],
    ['2026-03-10', 'weekly', undefined, '2026-03-17'],
    ['2026-12-28', 'weekly', undefined, '2027-01-04'],
    ['2026-03-10', 'biweekly', undefined, '2026-03-24'],
    ['2024-02-20', 'biweekly', undefined, '2024-03-05'],
    ['2026-03-10', 'monthly', undefined, '2026-04-10'],
    ['2026-01-31', 'monthly', undefined, '2026-02-28'],
    ['2024-01-31', 'monthly', undefined, '2024-02-29'],
    ['2026-02-28', 'monthly', '2026-01-31', '2026-03-31'],
    ['2026-04-30', 'monthly', '2026-01-31', '2026-05-31'],
    ['2026-12-15', 'monthly', undefined, '2027-01-15'],
    ['2026-01-15', 'quarterly', undefined, '2026-04-15'],
    ['2026-11-30', 'quarterly', undefined, '2027-02-28'],
    ['2027-02-28', 'quarterly', '2026-11-30', '2027-05-30'],
    ['2026-06-01', 'yearly', undefined, '2027-06-01'],
    ['2024-02-29', 'yearly', undefined, '2025-02-28'],
    ['2027-02-28', 'yearly', '2024-02-29', '2028-02-29'],
  ])('%s %s (series from %s) -> %s', (date, frequency, start, expected) => {
    expect(occurrenceAfter({ start: start ?? date, frequency }, date)).toBe(expected);
  });

  it('rejects bad dates and frequencies', () => {
    expect(() => occurrenceAfter({ start: '2026-02-01', frequency: 'monthly' }, '2026-02-30')).toThrow(
      RangeError,
    );
    expect(() => occurrenceAfter({ start: '2026-02-30', frequency: 'monthly' }, '2026-02-01')).toThrow(
      RangeError,
    );
    expect(() =>
      occurrenceAfter({ start: '2026-02-01', frequency: 'hourly' as Frequency }, '2026-02-01'),
    ).toThrow(RangeError);
  });

  it('is always after the date', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, (d, f) => {
        const next = occurrenceAfter({ start: d, frequency: f }, d);
        expect(next).not.toBeNull();
        expect(compareIsoDates(next!, d)).toBe(1);
      }),
    );
  });

  it('stepping from occurrence to occurrence matches computing from the start', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, fc.integer({ min: 0, max: 40 }), (start, f, k) => {
        let date = start;
        for (let i = 0; i < k; i++) date = occurrenceAfter({ start, frequency: f }, date)!;
        expect(date).toBe(addPeriods(start, f, k));
      }),
    );
  });
});
