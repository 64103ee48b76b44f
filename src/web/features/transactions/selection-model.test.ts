import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './search-query';
import {
  bulkFilter,
  bulkTarget,
  canSelectAllMatching,
  isPageSelected,
  keepShown,
  NO_SELECTION,
  type Selection,
  selectAllMatching,
  selectedCount,
  togglePage,
  toggleRow,
} from './selection-model';

const ROWS = ['a', 'b', 'c', 'd', 'e'];
const ids = (s: Selection) => [...s.ids].sort();

describe('clicking rows', () => {
  it('ticks and unticks one row', () => {
    const one = toggleRow(NO_SELECTION, ROWS, 1, false);
    expect(ids(one)).toEqual(['b']);
    expect(ids(toggleRow(one, ROWS, 1, false))).toEqual([]);
  });

  it('shift-click ticks the range from the last click, either way', () => {
    const first = toggleRow(NO_SELECTION, ROWS, 3, false);
    expect(ids(toggleRow(first, ROWS, 1, true))).toEqual(['b', 'c', 'd']);
    const down = toggleRow(toggleRow(NO_SELECTION, ROWS, 0, false), ROWS, 2, true);
    expect(ids(down)).toEqual(['a', 'b', 'c']);
  });

  it('shift-click on a ticked row unticks the range', () => {
    const all = togglePage(NO_SELECTION, ROWS);
    const anchored = toggleRow(all, ROWS, 1, false);
    expect(ids(toggleRow(anchored, ROWS, 3, true))).toEqual(['a', 'e']);
  });

  it('shift-click with no earlier click ticks only that row', () => {
    expect(ids(toggleRow(NO_SELECTION, ROWS, 2, true))).toEqual(['c']);
  });
});

describe('select all, and all matching the filter', () => {
  it('select all ticks the page, then clears it', () => {
    const page = togglePage(NO_SELECTION, ROWS);
    expect(isPageSelected(page, ROWS)).toBe(true);
    expect(ids(togglePage(page, ROWS))).toEqual([]);
  });

  it('offers all N matching only once the page is ticked and more rows match', () => {
    const page = togglePage(NO_SELECTION, ROWS);
    expect(canSelectAllMatching(page, ROWS, 12)).toBe(true);
    expect(canSelectAllMatching(page, ROWS, 5)).toBe(false);
    expect(canSelectAllMatching(page, ROWS, undefined)).toBe(false);
    expect(canSelectAllMatching(toggleRow(NO_SELECTION, ROWS, 0, false), ROWS, 12)).toBe(false);
    expect(canSelectAllMatching(selectAllMatching(page, ROWS), ROWS, 12)).toBe(false);
  });

  it('counts the search’s matches once all matching is on, the ticks otherwise', () => {
    const page = togglePage(NO_SELECTION, ROWS);
    expect(selectedCount(page, 12)).toBe(5);
    expect(selectedCount(selectAllMatching(page, ROWS), 12)).toBe(12);
  });

  it('unticking a row leaves all matching', () => {
    const all = selectAllMatching(togglePage(NO_SELECTION, ROWS), ROWS);
    const less = toggleRow(all, ROWS, 0, false);
    expect(less.allMatching).toBe(false);
    expect(ids(less)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('drops ticks of rows no longer shown', () => {
    const some = togglePage(NO_SELECTION, ['a', 'b']);
    expect(ids(keepShown(some, ['b', 'c']))).toEqual(['b']);
    expect(keepShown(some, ['a', 'b'])).toBe(some);
  });
});

describe('what the bulk change sends', () => {
  const filters = {
    ...NO_FILTERS,
    q: ' coffee ',
    category: 'uncategorized',
    min: '5',
    cleared: 'false' as const,
  };

  it('the ticked ids', () => {
    const some = toggleRow(NO_SELECTION, ROWS, 4, false);
    expect(bulkTarget(some, filters)).toEqual({ ids: ['e'] });
  });

  it('the list’s own search params when all matching is on, without a cursor', () => {
    const all = selectAllMatching(togglePage(NO_SELECTION, ROWS), ROWS);
    expect(bulkTarget(all, filters)).toEqual({
      filter: { q: 'coffee', uncategorized: 'true', min: '5', cleared: 'false' },
    });
    expect(bulkFilter(NO_FILTERS)).toEqual({ q: '' });
  });
});
