import { describe, expect, it } from 'vitest';
import { figuresMoved } from './use-settings';

describe('figuresMoved', () => {
  it.each([
    ['settings not loaded yet', undefined, '2026-11-24', true],
    [
      'a zone that keeps the date',
      { timeZone: null, today: '2026-11-24', baseCurrency: 'USD' },
      '2026-11-24',
      false,
    ],
    ['a zone a day ahead', { timeZone: null, today: '2026-11-24', baseCurrency: 'USD' }, '2026-11-25', true],
    [
      'a zone a day behind',
      { timeZone: 'Pacific/Tongatapu', today: '2026-11-25', baseCurrency: 'USD' },
      '2026-11-24',
      true,
    ],
  ] as const)('%s', (_, before, today, expected) => {
    expect(figuresMoved(before, { timeZone: 'America/New_York', today, baseCurrency: 'USD' })).toBe(expected);
  });

  it('is true when the base currency changed on the same date', () => {
    const before = { timeZone: null, today: '2026-11-24', baseCurrency: 'USD' };
    expect(figuresMoved(before, { ...before, baseCurrency: 'EUR' })).toBe(true);
  });
});
