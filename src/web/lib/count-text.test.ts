import { describe, expect, it } from 'vitest';
import { countOf } from './count-text';

describe('countOf', () => {
  it.each([
    [0, 'account', undefined, '0 accounts'],
    [1, 'account', undefined, '1 account'],
    [2, 'transaction', undefined, '2 transactions'],
    [1, 'entry', 'entries', '1 entry'],
    [5, 'entry', 'entries', '5 entries'],
  ])('%i %s', (n, singular, plural, expected) => {
    expect(countOf(n, singular, plural)).toBe(expected);
  });
});
