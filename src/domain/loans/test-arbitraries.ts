import fc from 'fast-check';
import { daysInMonth, formatIsoDate } from '../calendar';

// Generators the loans' property tests share.

/** A loan's start: any real calendar date from 1990 to 2060. */
export const loanStartDate = fc
  .record({
    year: fc.integer({ min: 1990, max: 2060 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) =>
    formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }),
  );
