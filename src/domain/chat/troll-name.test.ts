import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHexColor } from './sanitize';
import {
  clampBubblePosition,
  deviceCountLabel,
  LANDING_RECONNECT_MS,
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  RECONNECT_PAUSE_MS,
  randomTrollColor,
  randomTrollName,
  reconnectDelayMs,
  TROLL_ADJECTIVES,
  TROLL_COLORS,
  TROLL_CREATURES,
  TROLLBOX_MAX_LENGTH,
  TROLLBOX_SIZE,
  unreadBadgeText,
} from './troll-name';

/** A random() that replays the given values. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const unitInterval = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('randomTrollName', () => {
  it.each([
    [[0, 0, 0], 'SneakyGoblin1'],
    [[0.999999, 0.999999, 0.999999], 'ZestyGolem999'],
    [[0.5, 0.5, 0.5], 'HastyBasilisk500'],
  ])('random() = %j → %s', (values, expected) => {
    expect(randomTrollName(sequence(...values))).toBe(expected);
  });

  it('stays in range when random() misbehaves', () => {
    expect(randomTrollName(sequence(1))).toBe('ZestyGolem999');
    expect(randomTrollName(sequence(-0.5))).toBe('SneakyGoblin1');
    expect(randomTrollName(sequence(Number.NaN))).toBe('SneakyGoblin1');
  });

  it('has about 30 letter-only adjectives and creatures, no duplicates', () => {
    for (const list of [TROLL_ADJECTIVES, TROLL_CREATURES]) {
      expect(list.length).toBeGreaterThanOrEqual(25);
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it('always looks like AdjectiveCreature + 1..999', () => {
    fc.assert(
      fc.property(unitInterval, unitInterval, unitInterval, (a, b, c) => {
        const name = randomTrollName(sequence(a, b, c));
        const match = /^([A-Za-z]+)([0-9]{1,3})$/.exec(name);
        expect(match).not.toBeNull();
        const n = Number(match![2]);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(999);
        expect(name.length).toBeLessThanOrEqual(40);
      }),
    );
  });
});

// WCAG relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('randomTrollColor', () => {
  it('picks from the palette by random()', () => {
    expect(randomTrollColor(sequence(0))).toBe(TROLL_COLORS[0]);
    expect(randomTrollColor(sequence(0.999999))).toBe(TROLL_COLORS.at(-1));
  });

  it.each([...TROLL_COLORS])('%s is #RRGGBB and readable on light and dark', (color) => {
    expect(color).toMatch(/^#[0-9A-F]{6}$/);
    expect(isHexColor(color)).toBe(true);
    expect(contrast(color, '#FFFFFF')).toBeGreaterThanOrEqual(3.5);
    expect(contrast(color, '#111827')).toBeGreaterThanOrEqual(3.5);
  });

  it('always returns a palette colour', () => {
    fc.assert(
      fc.property(unitInterval, (r) => {
        expect(TROLL_COLORS).toContain(randomTrollColor(() => r));
      }),
    );
  });
});

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%d → %j', (count, expected) => {
    expect(unreadBadgeText(count)).toBe(expected);
  });
});

describe('reconnectDelayMs', () => {
  it.each([
    [0, 1000],
    [1, 1500],
    [2, 2250],
    [3, 3375],
    [4, 5063],
    [5, 7594],
    [6, 10_000],
    [9, 10_000],
    [50, 10_000],
    [-1, 1000],
  ])('attempt %d → %d ms', (attempt, expected) => {
    expect(reconnectDelayMs(attempt)).toBe(expected);
  });

  it('never decreases and stays within 1 s..10 s', () => {
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(reconnectDelayMs(n + 1)).toBeGreaterThanOrEqual(reconnectDelayMs(n));
        expect(reconnectDelayMs(n)).toBeGreaterThanOrEqual(1000);
        expect(reconnectDelayMs(n)).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});

describe('constants (docs/product.md §9)', () => {
  it('match the spec', () => {
    expect(MAX_RECONNECT_ATTEMPTS).toBe(10);
    expect(RECONNECT_PAUSE_MS).toBe(30_000);
    expect(PING_INTERVAL_MS).toBe(30_000);
    expect(LANDING_RECONNECT_MS).toBe(3000);
    expect(TROLLBOX_MAX_LENGTH).toBe(200);
    expect(TROLLBOX_SIZE).toEqual({ width: 320, height: 384 });
  });
});

describe('deviceCountLabel', () => {
  it.each([
    [false, 0, '...'],
    [false, 5, '...'],
    [true, 0, '1'],
    [true, -2, '1'],
    [true, 1, '1'],
    [true, 7, '7'],
    [true, 1234, '1234'],
  ])('connected %s, count %d → %j', (connected, count, expected) => {
    expect(deviceCountLabel(connected, count)).toBe(expected);
  });
});

describe('clampBubblePosition', () => {
  const viewport = { width: 1024, height: 768 };
  it.each([
    [
      { x: 100, y: 200 },
      { x: 100, y: 200 },
    ],
    [
      { x: -10, y: -5 },
      { x: 0, y: 0 },
    ],
    [
      { x: 2000, y: 2000 },
      { x: 944, y: 688 },
    ],
    [
      { x: 944, y: 688 },
      { x: 944, y: 688 },
    ],
    [
      { x: Number.NaN, y: Number.POSITIVE_INFINITY },
      { x: 0, y: 0 },
    ],
  ])('%j → %j', (position, expected) => {
    expect(clampBubblePosition(position, viewport)).toEqual(expected);
  });

  it('pins to 0 when the viewport is smaller than the bubble', () => {
    expect(clampBubblePosition({ x: 30, y: 30 }, { width: 50, height: 60 })).toEqual({ x: 0, y: 0 });
  });

  it('always lands inside the viewport minus 80 px', () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.double({ noNaN: true }), y: fc.double({ noNaN: true }) }),
        fc.record({ width: fc.integer({ min: 80, max: 8000 }), height: fc.integer({ min: 80, max: 8000 }) }),
        (p, v) => {
          const { x, y } = clampBubblePosition(p, v);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(v.width - 80);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(v.height - 80);
        },
      ),
    );
  });
});
