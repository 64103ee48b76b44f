import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TROLL_COLORS } from '../../domain/chat/troll-name';
import { contrastRatio, readableOn } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#2563eb', '#ffffff', 5.17],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe('readableOn', () => {
  it('reads #rgb shorthand', () => {
    expect(readableOn('#fff', '#000000')).toBe('#ffffff');
  });

  it('keeps a colour that already reads well', () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
  });

  it.each(TROLL_COLORS)('makes %s readable on the light and dark cards', (color) => {
    expect(contrastRatio(readableOn(color, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn(color, '#0f172a'), '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches 4.5:1 for any colour on any background', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (color, background) => {
        expect(contrastRatio(readableOn(color, background), background)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
