import { describe, expect, it } from 'vitest';
import { rowKey } from './shortcuts';

const press = (key: string, mod: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
  rowKey({ key, altKey: false, ctrlKey: false, metaKey: false, ...mod });

describe('keys on a list’s selected row', () => {
  it.each([
    ['ArrowDown', 'next'],
    ['j', 'next'],
    ['ArrowUp', 'previous'],
    ['k', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
    ['e', 'edit'],
    ['E', 'edit'],
    ['Delete', 'delete'],
    ['x', null],
  ])('%s -> %s', (key, action) => {
    expect(press(key)).toBe(action);
  });

  it('leaves keys with a modifier to the browser', () => {
    expect(press('e', { ctrlKey: true })).toBeNull();
    expect(press('j', { metaKey: true })).toBeNull();
    expect(press('Delete', { altKey: true })).toBeNull();
  });
});
