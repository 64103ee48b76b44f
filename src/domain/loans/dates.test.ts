import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, compareIsoDates, daysInMonth, formatIsoDate, parseIsoDate } from '../calendar';
import { dueDate, firstPeriodOnOrAfter, periodsDueBy, seriesFrom } from './dates';

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) =>
    formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }),
  );

describe('due dates', () => {
  it('match calendar.addMonths anchored on the start day', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 1200 }), (start, k) => {
        const anchor = parseIsoDate(start)?.day;
        expect(dueDate(seriesFrom(start), k)).toBe(addMonths(start, k, anchor));
      }),
      { numRuns: 2000 },
    );
  });

  it('return to the 31st after short months and hit 29 February in leap years', () => {
    const series = seriesFrom('2024-01-31');
    expect([1, 2, 3, 13].map((k) => dueDate(series, k))).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2025-02-28',
    ]);
  });

  it('count the periods due on or before a date, and find the first due on or after one', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (start, date) => {
        const series = seriesFrom(start);
        const parsed = parseIsoDate(date);
        if (!parsed) throw new Error('generator produced a bad date');
        // Brute force: 3700 periods outlast the generator's 300-year range.
        let due = 0;
        let first = 0;
        for (let k = 1; k <= 3700; k++) {
          const d = dueDate(series, k);
          if (compareIsoDates(d, date) <= 0) due = k;
          if (first === 0 && compareIsoDates(d, date) >= 0) first = k;
        }
        expect(periodsDueBy(series, parsed)).toBe(due);
        expect(firstPeriodOnOrAfter(series, parsed)).toBe(first);
      }),
      { numRuns: 150 },
    );
  });
});
