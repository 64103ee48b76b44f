import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimeZone, userToday } from './user-today';

// Issue 11 item 12: the user's date around midnight, far from UTC on both sides.

describe('userToday', () => {
  it.each([
    // Honolulu is UTC−10 all year: 09:59 UTC is still the day before there, 10:00 is the same day.
    ['2026-11-21T09:59:59Z', 'Pacific/Honolulu', '2026-11-20'],
    ['2026-11-21T10:00:00Z', 'Pacific/Honolulu', '2026-11-21'],
    // Tongatapu is UTC+13: 10:59 UTC is already the next day there, 11:00 UTC on the 21st too.
    ['2026-11-21T10:59:59Z', 'Pacific/Tongatapu', '2026-11-21'],
    ['2026-11-21T11:00:00Z', 'Pacific/Tongatapu', '2026-11-22'],
    ['2026-12-31T23:30:00Z', 'Pacific/Tongatapu', '2027-01-01'],
    ['2027-01-01T05:00:00Z', 'Pacific/Honolulu', '2026-12-31'],
    ['2026-11-21T23:59:59Z', 'UTC', '2026-11-21'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(userToday(new Date(instant), zone)).toBe(date);
  });

  it('is the UTC date when the zone is unset or unknown', () => {
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(userToday(instant, null)).toBe('2026-11-21');
    expect(userToday(instant, undefined)).toBe('2026-11-21');
    expect(userToday(instant, 'Mars/Olympus_Mons')).toBe('2026-11-21');
  });

  it('is never more than a day from the UTC date, and always a valid date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2150, 0, 1) }),
        fc.constantFrom('Pacific/Honolulu', 'Pacific/Tongatapu', 'Asia/Kolkata', 'America/St_Johns', 'UTC'),
        (ms, zone) => {
          const instant = new Date(ms);
          const local = userToday(instant, zone);
          expect(local).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const days =
            (Date.parse(`${local}T00:00:00Z`) -
              Date.parse(`${instant.toISOString().slice(0, 10)}T00:00:00Z`)) /
            86_400_000;
          expect(Math.abs(days)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses anything else', () => {
    for (const zone of ['Pacific/Honolulu', 'Pacific/Tongatapu', 'Europe/Paris', 'UTC'])
      expect(isTimeZone(zone)).toBe(true);
    for (const bad of ['', 'Mars/Olympus_Mons', 'x'.repeat(100), 'Europe/Paris; drop table'])
      expect(isTimeZone(bad)).toBe(false);
  });
});
