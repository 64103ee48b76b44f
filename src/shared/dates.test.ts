import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isDateInRange, isIsoDate, MAX_DATE, MIN_DATE } from '../domain/calendar';
import { DATE_MESSAGES, dateProblem, dateSchema } from './dates';

describe('the one date contract (1900-01-01 to 2100-12-31)', () => {
  it.each([
    ['1900-01-01', null],
    ['2100-12-31', null],
    ['2026-02-28', null],
    ['1899-12-31', DATE_MESSAGES.range],
    ['2101-01-01', DATE_MESSAGES.range],
    ['1760-01-01', DATE_MESSAGES.range],
    ['0001-01-01', DATE_MESSAGES.range],
    ['9999-12-31', DATE_MESSAGES.range],
    ['2026-02-30', DATE_MESSAGES.format],
    ['26-01-01', DATE_MESSAGES.format],
    ['', DATE_MESSAGES.format],
  ])('%s → %s', (text, problem) => {
    expect(dateProblem(text)).toBe(problem);
    const parsed = dateSchema().safeParse(text);
    expect(parsed.success).toBe(problem === null);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(problem);
  });

  it('accepts exactly the real dates inside the range', () => {
    const min = Date.UTC(1850, 0, 1);
    const max = Date.UTC(2150, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        expect(dateSchema().safeParse(date).success).toBe(date >= MIN_DATE && date <= MAX_DATE);
        expect(isDateInRange(date)).toBe(isIsoDate(date) && date >= MIN_DATE && date <= MAX_DATE);
      }),
    );
  });

  it('uses the caller’s messages for a missing value and a bad format, never for the range', () => {
    const schema = dateSchema({ required: 'Start date is required', format: 'Bad date', trim: true });
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Start date is required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Start date is required');
    expect(schema.safeParse('soon').error?.issues[0]?.message).toBe('Bad date');
    expect(schema.safeParse(addDays(MIN_DATE, -1)).error?.issues[0]?.message).toBe(DATE_MESSAGES.range);
    expect(schema.parse(' 2026-01-02 ')).toBe('2026-01-02');
  });
});
