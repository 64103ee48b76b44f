import { describe, expect, it } from 'vitest';
import { dismissToast, subscribeToasts, toast, toastSnapshot } from './use-toast';

// Issue 11, item 14: a toast raised before any toaster subscribed is kept for it, not lost.
describe('the toast store', () => {
  it('keeps a toast raised before anyone listens, and tells later listeners of changes', () => {
    const raised = toast({ title: 'Invalid email', description: 'Please enter a valid email address.' });
    expect(toastSnapshot().toasts).toEqual([
      expect.objectContaining({ id: raised.id, open: true, title: 'Invalid email' }),
    ]);
    let calls = 0;
    const unsubscribe = subscribeToasts(() => {
      calls += 1;
    });
    const second = toast({ title: 'Magic link sent!' });
    expect(calls).toBe(1);
    expect(toastSnapshot().toasts.map((t) => t.id)).toEqual([second.id]);
    unsubscribe();
    dismissToast(second.id);
    expect(calls).toBe(1);
    expect(toastSnapshot().toasts[0]?.open).toBe(false);
  });

  it('gives a new snapshot object on every change (what useSyncExternalStore compares)', () => {
    const before = toastSnapshot();
    toast({ title: 'x' });
    expect(toastSnapshot()).not.toBe(before);
  });
});
