import { describe, expect, it } from 'vitest';
import { detectDateFormat, matchingDateFormats, parseDateAs } from './dates';

describe('dates', () => {
  it.each([
    ['2026-01-31', 'YMD', '2026-01-31'],
    ['2012/3/22', 'YMD', '2012-03-22'],
    ['2025.12.04', 'YMD', '2025-12-04'],
    ['2026-01-05T23:10:00-05:00', 'YMD', '2026-01-05'],
    ['31/01/2026', 'DMY', '2026-01-31'],
    ['31-01-2026', 'DMY', '2026-01-31'],
    ['01/31/2026', 'MDY', '2026-01-31'],
    ['1/5/26', 'MDY', '2026-01-05'],
    ['2.1.2026', 'DMY', '2026-01-02'],
    ['2.1.2026', 'MDY', null],
    ['05.01.2026 10:30', 'DMY', '2026-01-05'],
    ['20260131', 'YMD', '2026-01-31'],
    ['20260131', 'DMY', null],
    ['15 Jan 2026', 'MDY', '2026-01-15'],
    ['Jan 15, 2026', 'DMY', '2026-01-15'],
    ['15-Mär-26', 'DMY', '2026-03-15'],
    ['31/02/2026', 'DMY', null],
    ['13/13/2026', 'MDY', null],
    ['2026/31/01', 'YMD', null],
  ] as const)('%s as %s → %s', (text, format, iso) => {
    expect(parseDateAs(text, format)).toBe(iso);
  });

  it('detects the format only when one reads every date', () => {
    expect(detectDateFormat(['01/02/2026', '01/15/2026'])).toBe('MDY');
    expect(detectDateFormat(['01/02/2026', '15/01/2026'])).toBe('DMY');
    expect(detectDateFormat(['01/02/2026', '03/04/2026'])).toBeNull();
    expect(matchingDateFormats(['01/02/2026'])).toEqual(['DMY', 'MDY']);
    expect(detectDateFormat(['2.1.2026', '3.1.2026'])).toBe('DMY');
    expect(detectDateFormat(['2026-01-02'])).toBe('YMD');
  });
});
