import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates, fromEpochDay, toEpochDay } from '../calendar';
import { type DatedChange, earliestFromWithin, periodEndCount, periodEnds, runningTotals } from './history';

describe('earliestFromWithin', () => {
  it('is the earliest start whose range holds at most the given number of points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toEpochDay('1900-01-01'), max: toEpochDay('2100-12-31') }),
        fc.integer({ min: 2, max: 4000 }),
        fc.constantFrom('day', 'week', 'month') as fc.Arbitrary<'day' | 'week' | 'month'>,
        (end, max, interval) => {
          const to = fromEpochDay(end);
          const from = earliestFromWithin(to, interval, max);
          expect(periodEndCount(from, to, interval)).toBeLessThanOrEqual(max);
          expect(periodEnds(from, to, interval).length).toBeLessThanOrEqual(max);
          expect(periodEndCount(addDays(from, -1), to, interval)).toBeGreaterThan(max);
        },
      ),
    );
  });
});

describe('periodEnds', () => {
  it.each<[string, string, 'day' | 'week' | 'month', string[]]>([
    ['2026-11-28', '2026-12-01', 'day', ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']],
    ['2026-11-18', '2026-12-03', 'week', ['2026-11-22', '2026-11-29', '2026-12-03']],
    ['2026-11-22', '2026-11-29', 'week', ['2026-11-22', '2026-11-29']],
    ['2026-09-15', '2026-12-10', 'month', ['2026-09-30', '2026-10-31', '2026-11-30', '2026-12-10']],
    ['2024-01-31', '2024-03-31', 'month', ['2024-01-31', '2024-02-29', '2024-03-31']],
    ['2026-11-21', '2026-11-21', 'month', ['2026-11-21']],
    ['2026-11-22', '2026-11-21', 'day', []],
  ])('%s..%s by %s', (from, to, interval, ends) => {
    expect(periodEnds(from, to, interval)).toEqual(ends);
  });

  it('ends on `to`, increases strictly, and never holds more points than periodEndCount', () => {
    const day = fc.integer({ min: toEpochDay('2015-01-01'), max: toEpochDay('2030-12-31') });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom('day', 'week', 'month') as fc.Arbitrary<'day' | 'week' | 'month'>,
        (start, length, interval) => {
          const from = fromEpochDay(start);
          const to = fromEpochDay(start + length);
          const ends = periodEnds(from, to, interval);
          expect(ends[ends.length - 1]).toBe(to);
          expect(compareIsoDates(ends[0] as string, from)).toBeGreaterThanOrEqual(0);
          for (let i = 1; i < ends.length; i++)
            expect(compareIsoDates(ends[i - 1] as string, ends[i] as string)).toBe(-1);
          expect(ends.length).toBeLessThanOrEqual(periodEndCount(from, to, interval));
        },
      ),
    );
  });
});

describe('runningTotals', () => {
  it('sums every change dated on or before each end', () => {
    const changes: DatedChange<'a' | 'l'>[] = [
      { date: '2026-01-05', change: { a: 1000n, l: 0n } },
      { date: '2026-02-01', change: { a: -250n, l: 500n } },
      { date: '2026-03-31', change: { a: 10n, l: -100n } },
    ];
    expect(
      runningTotals(['a', 'l'], changes, ['2026-01-04', '2026-01-31', '2026-02-28', '2026-03-31']),
    ).toEqual([
      { date: '2026-01-04', totals: { a: 0n, l: 0n } },
      { date: '2026-01-31', totals: { a: 1000n, l: 0n } },
      { date: '2026-02-28', totals: { a: 750n, l: 500n } },
      { date: '2026-03-31', totals: { a: 760n, l: 400n } },
    ]);
  });

  it('equals a brute-force sum for any postings and any period ends', () => {
    const date = fc.integer({ min: 0, max: 400 }).map((d) => fromEpochDay(toEpochDay('2026-01-01') + d));
    fc.assert(
      fc.property(
        fc.array(fc.record({ date, amount: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }) }), {
          maxLength: 50,
        }),
        fc.uniqueArray(date, { maxLength: 20 }),
        (postings, rawEnds) => {
          const byDate = new Map<string, bigint>();
          for (const p of postings) byDate.set(p.date, (byDate.get(p.date) ?? 0n) + p.amount);
          const changes = [...byDate.entries()]
            .sort(([a], [b]) => compareIsoDates(a, b))
            .map(([d, x]) => ({ date: d, change: { v: x } }));
          const ends = [...rawEnds].sort(compareIsoDates);
          for (const point of runningTotals(['v'], changes, ends)) {
            const brute = postings.filter((p) => p.date <= point.date).reduce((s, p) => s + p.amount, 0n);
            expect(point.totals.v).toBe(brute);
          }
        },
      ),
    );
  });
});
