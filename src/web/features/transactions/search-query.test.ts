import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  amountProblem,
  filtersFromUrl,
  filtersToUrl,
  isFiltered,
  NO_FILTERS,
  searchQuery,
  type TransactionFilters,
  UNCATEGORIZED,
} from './search-query';

const ID = '0b7c0f3e-1111-4222-8333-444455556666';

describe('searchQuery', () => {
  it.each<[Partial<TransactionFilters>, string | null, string]>([
    [{}, null, 'q='],
    [{ q: '  Café crème ' }, null, 'q=Caf%C3%A9+cr%C3%A8me'],
    [{ accountId: ID, type: 'expense' }, null, `q=&accountId=${ID}&type=expense`],
    [{ category: ID }, null, `q=&categoryId=${ID}`],
    [{ category: UNCATEGORIZED }, null, 'q=&uncategorized=true'],
    [{ from: '2026-01-01', to: '2026-01-31' }, null, 'q=&from=2026-01-01&to=2026-01-31'],
    // `to` before `from` is the form's to flag; the list keeps answering from `from`.
    [{ from: '2026-02-01', to: '2026-01-31' }, null, 'q=&from=2026-02-01'],
    [{ min: '10', max: '99.50' }, null, 'q=&min=10&max=99.50'],
    [{ min: 'ten', max: '5' }, null, 'q=&max=5'],
    [{ min: '10', max: '5' }, null, 'q=&min=10'],
    [{ cleared: 'false' }, 'abc_-1', 'q=&cleared=false&cursor=abc_-1'],
    [{ q: '100%&x=1' }, null, 'q=100%25%26x%3D1'],
  ])('%o with cursor %s -> %s', (filters, cursor, expected) => {
    expect(searchQuery({ ...NO_FILTERS, ...filters }, cursor)).toBe(expected);
  });
});

describe('the page URL', () => {
  it('keeps the filters set, and reads them back', () => {
    const filters: TransactionFilters = {
      q: 'coffee',
      accountId: ID,
      category: UNCATEGORIZED,
      type: 'income',
      from: '2026-01-01',
      to: '2026-12-31',
      min: '1',
      max: '2.50',
      cleared: 'true',
    };
    const url = filtersToUrl(filters);
    expect(url).toBe(
      `q=coffee&account=${ID}&category=uncategorized&type=income&from=2026-01-01&to=2026-12-31&min=1&max=2.50&cleared=true`,
    );
    expect(filtersFromUrl(url)).toEqual(filters);
    expect(filtersToUrl(NO_FILTERS)).toBe('');
  });

  it('leaves out values that are not ones the form could set', () => {
    expect(filtersFromUrl('?type=gift&from=yesterday&cleared=maybe&q=x')).toEqual({ ...NO_FILTERS, q: 'x' });
  });

  it('says whether anything narrows the list', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, type: 'income' })).toBe(true);
  });
});

describe('amountProblem', () => {
  it.each([
    ['', null],
    ['12', null],
    ['12.5', null],
    ['12.50', null],
    ['-1', 'Enter an amount like 12.50'],
    ['1,000', 'Enter an amount like 12.50'],
  ])('%s -> %s', (text, expected) => {
    expect(amountProblem(text)).toBe(expected);
  });
});

describe('activeFilterCount', () => {
  it('counts the filters beside the search that narrow the list', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, q: 'coffee' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, accountId: 'a', from: '2026-01-01', max: '50' })).toBe(3);
    expect(activeFilterCount({ ...NO_FILTERS, cleared: 'false', min: '  ' })).toBe(1);
  });
});
