import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromEpochDay, type IsoDate, toEpochDay } from '../calendar';
import { bucketOf, carriedTo, endOfDayBalances, lastOfEachBucket, type SeriesBucket } from './balance-series';

const week: SeriesBucket = { unit: 'week', size: 1 };
const points = (...dates: IsoDate[]) => dates.map((date) => ({ date }));

describe('endOfDayBalances', () => {
  it('adds each day to the opening, oldest first', () => {
    expect(
      endOfDayBalances(10_000n, [
        { date: '2026-01-01', net: -2_550n },
        { date: '2026-01-03', net: 0n },
        { date: '2026-01-04', net: 99_999_999_999_999_999_999n },
      ]),
    ).toEqual([
      { date: '2026-01-01', balance: 7_450n },
      { date: '2026-01-03', balance: 7_450n },
      { date: '2026-01-04', balance: 100_000_000_000_000_007_449n },
    ]);
    expect(endOfDayBalances(5n, [])).toEqual([]);
  });
});

describe('carriedTo', () => {
  const balances = [
    { date: '2026-01-10', balance: 300n },
    { date: '2026-05-12', balance: 320n },
  ];
  it.each<[IsoDate, IsoDate[]]>([
    // Carried on to a later end with the last balance; not past an end on or before the last day.
    ['2026-11-28', ['2026-01-10', '2026-05-12', '2026-11-28']],
    ['2026-05-13', ['2026-01-10', '2026-05-12', '2026-05-13']],
    ['2026-05-12', ['2026-01-10', '2026-05-12']],
    ['2026-02-01', ['2026-01-10', '2026-05-12']],
  ])('to %s: %o', (end, dates) => {
    const carried = carriedTo(balances, end);
    expect(carried.map((b) => b.date)).toEqual(dates);
    expect(carried.at(-1)?.balance).toBe(320n);
  });
  it('carries nothing when there is nothing', () => {
    expect(carriedTo([], '2026-11-28')).toEqual([]);
  });
});

describe('bucketOf', () => {
  it.each([
    // ISO weeks run Monday to Sunday: 2026-03-01 is a Sunday, 2026-03-02 a Monday.
    ['2026-03-01', week, '2026-02-23'],
    ['2026-03-02', week, '2026-03-02'],
    ['2026-03-08', week, '2026-03-02'],
    ['1970-01-04', week, '1969-12-29'],
    ['1900-01-01', week, '1900-01-01'],
  ])('%s in a %o starts on %s', (date, bucket, start) => {
    expect(bucketOf(date, bucket)).toBe(bucketOf(start, bucket));
    expect(bucketOf(addDays(start, -1), bucket)).not.toBe(bucketOf(date, bucket));
  });

  it.each([
    ['2026-01-31', '2026-01-01', 'month', 1, true],
    ['2026-02-01', '2026-01-31', 'month', 1, false],
    ['2026-03-31', '2026-01-01', 'quarter', 1, true],
    ['2026-04-01', '2026-03-31', 'quarter', 1, false],
    ['2026-12-31', '2026-01-01', 'year', 1, true],
    ['2027-01-01', '2026-12-31', 'year', 1, false],
    ['2021-06-01', '2020-01-01', 'year', 2, true],
    ['2022-01-01', '2021-12-31', 'year', 2, false],
  ] as const)('%s and %s in one %s of %i: %s', (a, b, unit, size, same) => {
    expect(bucketOf(a, { unit, size }) === bucketOf(b, { unit, size })).toBe(same);
  });
});

describe('lastOfEachBucket', () => {
  it('keeps every day when they fit', () => {
    const days = points('2026-01-01', '2026-01-02', '2026-01-09');
    expect(lastOfEachBucket(days, 3)).toEqual({ bucket: { unit: 'day', size: 1 }, points: days });
    expect(lastOfEachBucket([], 2)).toEqual({ bucket: { unit: 'day', size: 1 }, points: [] });
  });

  it('takes the last day of each week, then of each month, as the days grow', () => {
    // Thu 1, Fri 2, Mon 5, Sun 11, Mon 12 January 2026; Sun 1 February.
    const days = points('2026-01-01', '2026-01-02', '2026-01-05', '2026-01-11', '2026-01-12', '2026-02-01');
    expect(lastOfEachBucket(days, 4)).toEqual({
      bucket: week,
      points: points('2026-01-02', '2026-01-11', '2026-01-12', '2026-02-01'),
    });
    expect(lastOfEachBucket(days, 3)).toEqual({
      bucket: { unit: 'month', size: 1 },
      points: points('2026-01-12', '2026-02-01'),
    });
  });

  it('goes on to quarters, years and several years', () => {
    const monthly = Array.from({ length: 24 }, (_, i) => ({
      date: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
    }));
    expect(lastOfEachBucket(monthly, 8).bucket).toEqual({ unit: 'quarter', size: 1 });
    expect(lastOfEachBucket(monthly, 7).points).toEqual(points('2000-12-15', '2001-12-15'));
    const yearly = Array.from({ length: 201 }, (_, i) => ({ date: `${1900 + i}-06-30` }));
    expect(lastOfEachBucket(yearly, 200).bucket).toEqual({ unit: 'year', size: 2 });
    expect(lastOfEachBucket(yearly, 2)).toEqual({
      bucket: { unit: 'year', size: 250 },
      points: points('1999-06-30', '2100-06-30'),
    });
  });

  it('refuses a bound below two', () => {
    expect(() => lastOfEachBucket(points('2026-01-01'), 1)).toThrow(RangeError);
  });

  const MIN = toEpochDay('1900-01-01');
  const MAX = toEpochDay('2100-12-31');
  const sortedDays = fc
    .uniqueArray(fc.integer({ min: MIN, max: MAX }), { maxLength: 400 })
    .map((days) => days.sort((a, b) => a - b).map((d) => ({ date: fromEpochDay(d), n: d })));

  it('keeps at most max points, each the last of its bucket, the newest always, in order', () => {
    fc.assert(
      fc.property(sortedDays, fc.integer({ min: 2, max: 500 }), (days, max) => {
        const { bucket, points: kept } = lastOfEachBucket(days, max);
        expect(kept.length).toBeLessThanOrEqual(max);
        if (days.length <= max) {
          expect(kept).toEqual(days);
          return;
        }
        expect(kept.at(-1)).toBe(days.at(-1));
        // Every bucket with a day keeps exactly one point: its last day.
        const lastIn = new Map<number, (typeof days)[number]>();
        for (const d of days) lastIn.set(bucketOf(d.date, bucket), d);
        expect(kept).toEqual([...lastIn.values()]);
      }),
    );
  });

  it('uses the finest bucket that fits', () => {
    fc.assert(
      fc.property(sortedDays, fc.integer({ min: 2, max: 300 }), (days, max) => {
        const { bucket } = lastOfEachBucket(days, max);
        if (bucket.unit === 'day' || (bucket.unit === 'week' && bucket.size === 1)) return;
        // One step finer would have needed more than max points.
        const finer: SeriesBucket =
          bucket.unit === 'month'
            ? week
            : bucket.unit === 'quarter'
              ? { unit: 'month', size: 1 }
              : bucket.size === 1
                ? { unit: 'quarter', size: 1 }
                : { unit: 'year', size: 1 };
        expect(new Set(days.map((d) => bucketOf(d.date, finer))).size).toBeGreaterThan(max);
      }),
    );
  });
});
