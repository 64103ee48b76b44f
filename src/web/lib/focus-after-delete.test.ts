import { describe, expect, it } from 'vitest';
import { FocusAfterDelete, rowAfterDelete } from './focus-after-delete';

describe('rowAfterDelete', () => {
  it.each([
    { shown: ['a', 'b', 'c'], deleted: { id: 'b', index: 1 }, next: 'wait' },
    { shown: ['a', 'c'], deleted: { id: 'b', index: 1 }, next: 1 },
    { shown: ['a', 'b'], deleted: { id: 'c', index: 2 }, next: 1 },
    { shown: ['b', 'c'], deleted: { id: 'a', index: 0 }, next: 0 },
    { shown: [], deleted: { id: 'a', index: 0 }, next: null },
  ])('$deleted.id deleted, $shown shown: $next', ({ shown, deleted, next }) => {
    expect(rowAfterDelete(shown, deleted)).toBe(next);
  });
});

describe('FocusAfterDelete', () => {
  const track = () => {
    const focused: number[] = [];
    return { focused, focus: new FocusAfterDelete((index) => focused.push(index)) };
  };

  it('waits while the list still shows the deleted row, then focuses the row in its place', () => {
    const { focused, focus } = track();
    focus.shown(['a', 'b', 'c']);
    focus.deleted({ id: 'b', index: 1 });
    expect(focused).toEqual([]);
    // A refetch that changes something else first still waits.
    focus.shown(['a', 'b', 'c', 'd']);
    expect(focused).toEqual([]);
    focus.shown(['a', 'c', 'd']);
    expect(focused).toEqual([1]);
    // Once only: a later change of the list leaves the focus alone.
    focus.shown(['a', 'd']);
    expect(focused).toEqual([1]);
  });

  it('focuses at once when the list dropped the row before the delete answered', () => {
    const { focused, focus } = track();
    focus.shown(['a', 'b']);
    focus.shown(['a']);
    focus.deleted({ id: 'b', index: 1 });
    expect(focused).toEqual([0]);
  });

  it('focuses nothing when the list is left empty', () => {
    const { focused, focus } = track();
    focus.shown(['a']);
    focus.deleted({ id: 'a', index: 0 });
    focus.shown([]);
    expect(focused).toEqual([]);
  });
});
