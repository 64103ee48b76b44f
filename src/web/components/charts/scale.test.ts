import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arcPath,
  bands,
  labelReadsLeftwards,
  labelStride,
  linearScale,
  linePath,
  nearestIndex,
  niceTicks,
  stack,
  timeLabelIndexes,
} from './scale';

describe('linearScale', () => {
  it('maps the domain onto the range, inverted ranges included', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });
  it('puts a one-value domain in the middle', () => {
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });
});

describe('niceTicks', () => {
  it.each([
    [0, 97, [0, 20, 40, 60, 80, 100]],
    [-1200, 4800, [-2000, 0, 2000, 4000, 6000]],
    [0.1, 0.3, [0.1, 0.15, 0.2, 0.25, 0.3]],
    [0, 0, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [250000, 250000, [100000, 150000, 200000, 250000, 300000, 350000, 400000]],
  ])('%s to %s -> %j', (min, max, ticks) => {
    expect(niceTicks(min, max, 5).ticks).toEqual(ticks);
  });

  it('covers a range of a cent near a hundred billion, where a multiple of the step rounds inside it', () => {
    // The property below found it (seed -995957726): the domain ended a hundred-thousandth short.
    const { domain } = niceTicks(-99999999999.68, -99999999999.69);
    expect(domain[0]).toBeLessThanOrEqual(-99999999999.69);
    expect(domain[1]).toBeGreaterThanOrEqual(-99999999999.68);
  });

  // Chart values are amounts: whole cents, as units.
  const amount = fc.integer({ min: -1e13, max: 1e13 }).map((cents) => cents / 100);
  it('always covers the data and starts and ends on a tick', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const { ticks, domain } = niceTicks(a, b);
        expect(domain[0]).toBeLessThanOrEqual(Math.min(a, b));
        expect(domain[1]).toBeGreaterThanOrEqual(Math.max(a, b));
        expect(ticks[0]).toBeCloseTo(domain[0]);
        expect(ticks.at(-1)).toBeCloseTo(domain[1]);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });
});

describe('bands and labels', () => {
  it('splits the range into equal slots with centred bars', () => {
    const b = bands(4, [0, 400], 0.5);
    expect(b.slot).toBe(100);
    expect(b.width).toBe(50);
    expect(b.start(1)).toBe(125);
    expect(b.center(3)).toBe(350);
  });
  it('thins labels that would collide', () => {
    expect(labelStride(12, 600, 40)).toBe(1);
    expect(labelStride(60, 300, 40)).toBe(8);
    expect(labelStride(1, 10, 40)).toBe(1);
  });
});

describe('stack', () => {
  it('stacks positives up and negatives down from zero', () => {
    expect(stack([[10, 5, -3, -2]])).toEqual([
      [
        [0, 10],
        [10, 15],
        [-3, 0],
        [-5, -3],
      ],
    ]);
  });
});

describe('nearestIndex', () => {
  it('finds the closest position', () => {
    const xs = [0, 10, 20, 30];
    expect(nearestIndex(xs, -5)).toBe(0);
    expect(nearestIndex(xs, 14)).toBe(1);
    expect(nearestIndex(xs, 16)).toBe(2);
    expect(nearestIndex(xs, 99)).toBe(3);
    expect(nearestIndex([], 3)).toBe(-1);
  });
  it('agrees with a linear search', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1 }), fc.integer(), (raw, x) => {
        const xs = [...raw].sort((a, b) => a - b);
        const best = Math.min(...xs.map((p) => Math.abs(p - x)));
        expect(Math.abs((xs[nearestIndex(xs, x)] ?? 0) - x)).toBe(best);
      }),
    );
  });
});

describe('paths', () => {
  it('draws lines and steps', () => {
    const points: [number, number][] = [
      [0, 10],
      [5, 20],
      [10, 15],
    ];
    expect(linePath(points)).toBe('M0,10L5,20L10,15');
    expect(linePath(points, true)).toBe('M0,10H5V20H10V15');
  });
  it('draws a quarter donut and never a zero-length full circle', () => {
    expect(arcPath(50, 50, 20, 40, 0, Math.PI / 2)).toBe('M50,10A40,40 0 0 1 90,50L70,50A20,20 0 0 0 50,30Z');
    // One slice of 100 %: two half circles each way, never an arc that ends where it starts.
    expect(arcPath(50, 50, 20, 40, 0, Math.PI * 2)).toBe(
      'M50,10A40,40 0 1 1 50,90A40,40 0 1 1 50,10M50,30A20,20 0 1 0 50,70A20,20 0 1 0 50,30Z',
    );
  });
});

describe('timeLabelIndexes', () => {
  const evenly = (count: number, left: number, right: number) =>
    Array.from({ length: count }, (_, i) => left + ((right - left) * i) / Math.max(1, count - 1));

  it.each<[string, number[], { left: number; right: number }, number[]]>([
    // Five labels of 70 px fit over 800 px.
    ['a laptop’s chart', evenly(260, 50, 850), { left: 50, right: 850 }, [0, 65, 129, 194, 259]],
    // 250 px holds the first, the last and one between.
    ['a phone’s chart', evenly(260, 50, 300), { left: 50, right: 300 }, [0, 129, 259]],
    ['a narrower one: the ends', evenly(260, 50, 200), { left: 50, right: 200 }, [0, 259]],
    ['narrower still: the newest alone', evenly(260, 50, 120), { left: 50, right: 120 }, [259]],
    ['one point', [100], { left: 50, right: 300 }, [0]],
    ['no point', [], { left: 50, right: 300 }, []],
  ])('%s', (_, positions, axis, expected) => {
    expect(timeLabelIndexes(positions, axis, 70)).toEqual(expected);
  });

  it('spreads labels by position, not by point, where points bunch at one end', () => {
    // 90 points in the first tenth of the axis, 10 over the rest: labels still span the axis.
    const positions = [...evenly(90, 0, 80), ...evenly(11, 80, 800).slice(1)];
    const picked = timeLabelIndexes(positions, { left: 0, right: 800 }, 70);
    const at = picked.map((i) => positions[i] ?? 0);
    expect(at[0]).toBe(0);
    expect(at.at(-1)).toBe(800);
    expect(at.filter((p) => p > 300).length).toBeGreaterThanOrEqual(2);
  });

  it('never lets two labels overlap, and always labels the newest point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 20, max: 1200 }),
        fc.integer({ min: 10, max: 120 }),
        (raw, span, width) => {
          const positions = [...raw].sort((a, b) => a - b).map((p) => (p * span) / 1000);
          const picked = timeLabelIndexes(positions, { left: 0, right: span }, width);
          const last = positions.length - 1;
          expect(picked.at(-1)).toBe(last);
          const extents = picked.map((i): [number, number] => {
            const at = positions[i] ?? 0;
            if (i === 0 && last > 0) return [at, at + width];
            if (i === last && last > 0) return [at - width, at];
            return [at - width / 2, at + width / 2];
          });
          extents.slice(1).forEach(([from], k) => {
            expect(from).toBeGreaterThanOrEqual(extents[k]?.[1] ?? Number.NEGATIVE_INFINITY);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('labelReadsLeftwards', () => {
  it.each([
    // 130 px of label at 197 px of a 360 px chart: 163 px to the right is room enough.
    [197, 130, 360, false],
    // At 240 px only 120 px are left on the right, and more on the left.
    [240, 130, 360, true],
    // Near the left edge it reads rightwards even when it does not fit, the side with more room.
    [40, 400, 360, false],
  ])('at %s, %s px wide in %s px: %s', (at, width, chart, leftwards) => {
    expect(labelReadsLeftwards(at, width, chart)).toBe(leftwards);
  });
});
