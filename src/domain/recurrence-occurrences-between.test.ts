import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIsoDates, fromEpochDay, type IsoDate, toEpochDay } from './calendar';
import { addPeriods, type Frequency, MAX_OCCURRENCES, occurrencesBetween } from './recurrence';
import { anyDate, anyFrequency } from './recurrence-test-fixtures';

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

  it('with a limit gives the first dates of the whole answer, in batches that join up exactly', () => {
    fc.assert(
      fc.property(
        anyDate,
        anyFrequency,
        anyDate,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 50 }),
        (start, frequency, from, span, limit) => {
          const to = fromEpochDay(toEpochDay(from) + span);
          const series = { start, frequency };
          const all = occurrencesBetween(series, from, to);
          expect(occurrencesBetween(series, from, to, limit)).toEqual(all.slice(0, limit));
          // Batch after batch, each from the day after the last one posted, gives every date once.
          const joined: IsoDate[] = [];
          let next = from;
          for (;;) {
            const batch = occurrencesBetween(series, next, to, limit);
            joined.push(...batch);
            if (batch.length < limit) break;
            next = fromEpochDay(toEpochDay(batch[batch.length - 1] as IsoDate) + 1);
          }
          expect(joined).toEqual(all);
        },
      ),
      { numRuns: 200 },
    );
  });
});
