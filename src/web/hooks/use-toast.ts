import { useSyncExternalStore } from 'react';
import {
  TOAST_REMOVE_DELAY,
  type ToastAction,
  type ToastData,
  type ToastState,
  toastReducer,
} from './toast-store';

// A tiny store outside React so any module (mutations, the API layer) can raise a toast. Toasts
// raised before the lazily loaded toaster mounts wait here and appear when it does: the toaster reads
// the store through useSyncExternalStore, so nothing raised between its first render and its
// subscription is missed either (issue 11, item 14).
let memoryState: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id);
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return { id, dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }) };
}

export function dismissToast(id?: string): void {
  dispatch(id === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId: id });
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts now, including any raised before a toaster was there to show them. */
export function toastSnapshot(): ToastState {
  return memoryState;
}

export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const state = useSyncExternalStore(subscribeToasts, toastSnapshot, toastSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}
