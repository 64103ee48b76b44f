import { describe, expect, it } from 'vitest';
import { toastReducer } from './toast-store';

const toast = (id: string) => ({ id, open: true, title: id });

describe('toastReducer', () => {
  it('keeps only one toast at a time, newest first', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toast('a') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: toast('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('dismisses by closing, then removes', () => {
    let state = toastReducer({ toasts: [toast('a')] }, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const state = toastReducer(
      { toasts: [toast('a')] },
      { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'changed' } },
    );
    expect(state.toasts[0]?.title).toBe('changed');
  });
});
