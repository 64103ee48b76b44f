import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIsoDates, dayOfMonth, fromEpochDay, type IsoDate, toEpochDay } from './calendar';
import {
  addPeriods,
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  isFrequency,
  MAX_OCCURRENCES,
  nextDueDateOnOrAfter,
  nextOccurrence,
  occurrenceAfter,
  occurrencesBetween,
} from './recurrence';

// 1900-01-01 .. 2199-12-31
const anyDate = fc
  .integer({ min: toEpochDay('1900-01-01'), max: toEpochDay('2199-12-31') })
  .map(fromEpochDay);
const anyFrequency = fc.constantFrom(...FREQUENCIES);

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

describe('nextOccurrence', () => {
  it.each<[IsoDate, Frequency, number | undefined, IsoDate]>([
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
    ['2026-02-28', 'monthly', 31, '2026-03-31'],
    ['2026-04-30', 'monthly', 31, '2026-05-31'],
    ['2026-12-15', 'monthly', undefined, '2027-01-15'],
    ['2026-01-15', 'quarterly', undefined, '2026-04-15'],
    ['2026-11-30', 'quarterly', undefined, '2027-02-28'],
    ['2027-02-28', 'quarterly', 30, '2027-05-30'],
    ['2026-06-01', 'yearly', undefined, '2027-06-01'],
    ['2024-02-29', 'yearly', undefined, '2025-02-28'],
    ['2027-02-28', 'yearly', 29, '2028-02-29'],
  ])('%s %s (anchor %s) -> %s', (date, frequency, anchor, expected) => {
    expect(nextOccurrence(date, frequency, anchor)).toBe(expected);
  });

  it('rejects bad dates and anchors', () => {
    expect(() => nextOccurrence('2026-02-30', 'monthly')).toThrow(RangeError);
    expect(() => nextOccurrence('2026-02-01', 'monthly', 0)).toThrow(RangeError);
    expect(() => nextOccurrence('2026-02-01', 'monthly', 32)).toThrow(RangeError);
    expect(() => nextOccurrence('2026-02-01', 'monthly', 1.5)).toThrow(RangeError);
  });

  it('is always after the date', () => {
    fc.assert(
      fc.property(
        anyDate,
        anyFrequency,
        fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
        (d, f, a) => {
          expect(compareIsoDates(nextOccurrence(d, f, a), d)).toBe(1);
        },
      ),
    );
  });

  it('stepping with the anchor day matches computing from the start', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, fc.integer({ min: 0, max: 40 }), (start, f, k) => {
        let date = start;
        for (let i = 0; i < k; i++) date = nextOccurrence(date, f, dayOfMonth(start));
        expect(date).toBe(addPeriods(start, f, k));
      }),
    );
  });
});

describe('occurrencesBetween', () => {
  it.each<[Frequency, IsoDate, IsoDate | null, IsoDate, IsoDate, IsoDate[]]>([
    [
      'daily',
      '2026-02-26',
      null,
      '2026-02-27',
      '2026-03-02',
      ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'],
    ],
    [
      'daily',
      '2024-02-27',
      '2024-02-29',
      '2024-01-01',
      '2024-12-31',
      ['2024-02-27', '2024-02-28', '2024-02-29'],
    ],
    ['weekly', '2026-01-01', null, '2026-01-10', '2026-02-01', ['2026-01-15', '2026-01-22', '2026-01-29']],
    [
      'biweekly',
      '2026-01-02',
      null,
      '2026-01-01',
      '2026-02-13',
      ['2026-01-02', '2026-01-16', '2026-01-30', '2026-02-13'],
    ],
    [
      'monthly',
      '2026-01-31',
      null,
      '2026-01-01',
      '2026-06-30',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'],
    ],
    ['monthly', '2024-01-30', null, '2024-02-01', '2024-03-31', ['2024-02-29', '2024-03-30']],
    ['monthly', '2026-01-15', '2026-03-14', '2026-01-01', '2026-12-31', ['2026-01-15', '2026-02-15']],
    [
      'quarterly',
      '2025-11-30',
      null,
      '2026-01-01',
      '2026-12-31',
      ['2026-02-28', '2026-05-30', '2026-08-30', '2026-11-30'],
    ],
    [
      'yearly',
      '2024-02-29',
      null,
      '2024-01-01',
      '2028-12-31',
      ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'],
    ],
    ['yearly', '2020-07-04', null, '2026-07-05', '2027-07-04', ['2027-07-04']],
  ])('%s from %s (end %s) within %s..%s', (frequency, start, end, from, to, expected) => {
    expect(occurrencesBetween({ start, frequency, end }, from, to)).toEqual(expected);
  });

  it('is empty when the window is before the start, after the end, or reversed', () => {
    const series = { start: '2026-05-01', frequency: 'monthly', end: '2026-08-01' } as const;
    expect(occurrencesBetween(series, '2026-01-01', '2026-04-30')).toEqual([]);
    expect(occurrencesBetween(series, '2026-08-02', '2027-01-01')).toEqual([]);
    expect(occurrencesBetween(series, '2026-07-01', '2026-06-01')).toEqual([]);
    expect(occurrencesBetween({ ...series, end: '2026-04-01' }, '2026-01-01', '2027-01-01')).toEqual([]);
  });

  it('includes both window edges and the end date itself', () => {
    const series = { start: '2026-01-01', frequency: 'weekly', end: '2026-01-15' } as const;
    expect(occurrencesBetween(series, '2026-01-01', '2026-01-15')).toEqual([
      '2026-01-01',
      '2026-01-08',
      '2026-01-15',
    ]);
  });

  it('stops at the end of the calendar', () => {
    expect(
      occurrencesBetween({ start: '9999-12-30', frequency: 'daily' }, '9999-12-01', '9999-12-31'),
    ).toEqual(['9999-12-30', '9999-12-31']);
    expect(
      occurrencesBetween({ start: '9999-12-15', frequency: 'monthly' }, '9999-12-20', '9999-12-31'),
    ).toEqual([]);
  });

  it('caps the output size', () => {
    const series = { start: '1800-01-01', frequency: 'daily' } as const;
    expect(
      occurrencesBetween(series, '1800-01-01', fromEpochDay(toEpochDay('1800-01-01') + MAX_OCCURRENCES - 1)),
    ).toHaveLength(MAX_OCCURRENCES);
    expect(() => occurrencesBetween(series, '1800-01-01', '2200-01-01')).toThrow(RangeError);
  });

  it('rejects invalid dates', () => {
    expect(() =>
      occurrencesBetween({ start: '2026-02-30', frequency: 'daily' }, '2026-01-01', '2026-12-31'),
    ).toThrow(RangeError);
    expect(() =>
      occurrencesBetween({ start: '2026-02-01', frequency: 'daily' }, '2026-01-01', 'soon'),
    ).toThrow(RangeError);
  });

  const window = fc.tuple(anyDate, fc.integer({ min: 0, max: 800 })).map(([from, days]) => ({
    from,
    to: fromEpochDay(toEpochDay(from) + days),
  }));
  const series = fc.record({
    start: anyDate,
    frequency: anyFrequency,
    end: fc.option(anyDate, { nil: null }),
  });

  it('strictly increases, stays within the window and never passes the end', () => {
    fc.assert(
      fc.property(series, window, (s, { from, to }) => {
        const dates = occurrencesBetween(s, from, to);
        for (let i = 1; i < dates.length; i++) expect(compareIsoDates(dates[i - 1]!, dates[i]!)).toBe(-1);
        for (const d of dates) {
          expect(compareIsoDates(d, from)).toBeGreaterThanOrEqual(0);
          expect(compareIsoDates(d, to)).toBeLessThanOrEqual(0);
          expect(compareIsoDates(d, s.start)).toBeGreaterThanOrEqual(0);
          if (s.end) expect(compareIsoDates(d, s.end)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('matches the naive walk from the start', () => {
    fc.assert(
      fc.property(series, window, (s, { from, to }) => {
        const expected: IsoDate[] = [];
        for (let k = 0; ; k++) {
          const d = addPeriods(s.start, s.frequency, k);
          if (compareIsoDates(d, to) > 0 || (s.end && compareIsoDates(d, s.end) > 0)) break;
          if (compareIsoDates(d, from) >= 0) expected.push(d);
        }
        expect(occurrencesBetween(s, from, to)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });
});

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
    // a series started on the date: the date plus one period (SPEC 4)
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

  it('equals nextOccurrence for a series started on the date', () => {
    fc.assert(
      fc.property(anyDate, anyFrequency, (date, frequency) => {
        expect(occurrenceAfter({ start: date, frequency }, date)).toBe(nextOccurrence(date, frequency));
      }),
    );
  });
});
