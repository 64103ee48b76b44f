import { describe, expect, it } from 'vitest';
import { compactDollars } from './compact-dollars';

describe('compactDollars', () => {
  it.each([
    [0, '$0'],
    [500, '$500'],
    [1500, '$1.5k'],
    [2000, '$2k'],
    [2500, '$2.5k'],
    [800_000, '$800k'],
    [1_000_000, '$1M'],
    [1_250_000, '$1.3M'],
    [-1200, '-$1.2k'],
    [-0.4, '-$0'],
  ])('%s -> %s', (value, text) => {
    expect(compactDollars(value)).toBe(text);
  });

  it('gives distinct labels to the ticks of a round step', () => {
    const ticks = [0, 500, 1000, 1500, 2000, 2500, 3000];
    expect(new Set(ticks.map(compactDollars)).size).toBe(ticks.length);
  });
});
