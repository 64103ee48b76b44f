import { describe, expect, it } from 'vitest';
import { detectDateFormat, matchingDateFormats, parseDateAs } from './dates';

describe('dates', () => {
  it.each([
    ['2026-01-31', 'YYYY-MM-DD', '2026-01-31'],
    ['31/01/2026', 'DD/MM/YYYY', '2026-01-31'],
    ['01/31/2026', 'MM/DD/YYYY', '2026-01-31'],
    ['1/5/26', 'MM/DD/YYYY', '2026-01-05'],
    ['2.1.2026', 'D.M.YYYY', '2026-01-02'],
    ['20260131', 'YYYYMMDD', '2026-01-31'],
    ['31/02/2026', 'DD/MM/YYYY', null],
    ['13/13/2026', 'MM/DD/YYYY', null],
  ] as const)('%s as %s → %s', (text, format, iso) => {
    expect(parseDateAs(text, format)).toBe(iso);
  });

  it('detects the format only when one reads every date', () => {
    expect(detectDateFormat(['01/02/2026', '01/15/2026'])).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['01/02/2026', '15/01/2026'])).toBe('DD/MM/YYYY');
    expect(detectDateFormat(['01/02/2026', '03/04/2026'])).toBeNull();
    expect(matchingDateFormats(['01/02/2026'])).toEqual(['DD/MM/YYYY', 'MM/DD/YYYY']);
    expect(detectDateFormat(['2.1.2026', '31.1.2026'])).toBe('D.M.YYYY');
    expect(detectDateFormat(['2026-01-02'])).toBe('YYYY-MM-DD');
  });
});
