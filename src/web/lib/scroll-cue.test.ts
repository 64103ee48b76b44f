import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageStep, revealOffset, scrollCue } from './scroll-cue';

describe('scrollCue', () => {
  it.each([
    ['fits: no cue', 0, 300, 300, { before: false, after: false }],
    ['at the start of a wider strip', 0, 300, 500, { before: false, after: true }],
    ['in the middle', 100, 300, 500, { before: true, after: true }],
    ['at the end', 200, 300, 500, { before: true, after: false }],
    ['half a pixel short of the end counts as the end', 199.5, 300, 500, { before: true, after: false }],
    ['half a pixel in counts as the start', 0.5, 300, 500, { before: false, after: true }],
  ])('%s', (_, left, client, width, expected) => {
    expect(scrollCue(left, client, width)).toEqual(expected);
  });
});

describe('revealOffset', () => {
  const view = { scrollLeft: 100, clientWidth: 300, scrollWidth: 800 };
  it.each([
    ['already in view: stays', { left: 200, width: 80 }, 100],
    ['hidden before: its start lands clear of the cue', { left: 20, width: 80 }, 0],
    ['under the start cue: moves back by the inset', { left: 120, width: 80 }, 88],
    ['hidden past the end: its end lands clear of the cue', { left: 500, width: 100 }, 332],
    ['the last item: never past the end', { left: 720, width: 80 }, 500],
    ['wider than the view: its start shows', { left: 400, width: 400 }, 368],
  ])('%s', (_, item, expected) => {
    expect(revealOffset(item, view, 32)).toBe(expected);
  });

  it('always lands inside the scroll range and shows an item that fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 600 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 0, max: 1200 }),
        (clientWidth, extra, inset, rawLeft, width, rawScroll) => {
          const scrollWidth = clientWidth + extra;
          const left = rawLeft % Math.max(1, scrollWidth - width + 1);
          const scrollLeft = rawScroll % (extra + 1);
          const next = revealOffset({ left, width }, { scrollLeft, clientWidth, scrollWidth }, inset);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(extra);
          if (width + 2 * inset <= clientWidth) {
            expect(left).toBeGreaterThanOrEqual(next);
            expect(left + width).toBeLessThanOrEqual(next + clientWidth);
          }
        },
      ),
    );
  });
});

describe('pageStep', () => {
  it('moves most of a view, never less than one small tab', () => {
    expect(pageStep(320)).toBe(240);
    expect(pageStep(20)).toBe(40);
  });
});
