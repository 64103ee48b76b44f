import { describe, expect, it } from 'vitest';
import { todayMoved } from './use-settings';

describe('todayMoved', () => {
  it.each([
    ['settings not loaded yet', undefined, '2026-11-24', true],
    ['a zone that keeps the date', { timeZone: null, today: '2026-11-24' }, '2026-11-24', false],
    ['a zone a day ahead', { timeZone: null, today: '2026-11-24' }, '2026-11-25', true],
    ['a zone a day behind', { timeZone: 'Pacific/Tongatapu', today: '2026-11-25' }, '2026-11-24', true],
  ] as const)('%s', (_, before, today, expected) => {
    expect(todayMoved(before, { timeZone: 'America/New_York', today })).toBe(expected);
  });
});
