import { useEffect, useSyncExternalStore } from 'react';

// Who is signed in: a small store of its own rather than a React Query cache entry, so the landing
// page (which shows no server data) ships without React Query (docs/decisions/070).

export interface User {
  id: string;
  email: string;
  twoFactorEnabled: boolean;
}

/** `undefined` while nobody has asked yet or the first check runs; then the user, or null. */
type AuthState = User | null | undefined;

let current: AuthState;
/** Counts answers asked for and set: only the newest may land, as a late answer is out of date. */
let generation = 0;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  generation += 1;
  pending = null;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): AuthState => current;

// docs/product.md §4: a failed check (non-OK or network error) means signed out, with no message.
export async function fetchUser(): Promise<User | null> {
  try {
    const res = await fetch('/api/auth/user', { credentials: 'include' });
    if (!res.ok) return null;
    return (await res.json()) as User;
  } catch {
    return null;
  }
}

/** Fetches the user again (after sign-in, after auth_success, after a two-factor change). */
export function refreshAuthUser(): Promise<void> {
  const asked = ++generation;
  const answer = fetchUser().then((user) => {
    if (asked === generation) setState(user);
  });
  pending = answer;
  return answer;
}

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  // The server snapshot is the same store: the build's prerender sets it before rendering.
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (state === undefined && !pending) void refreshAuthUser();
  }, [state]);
  const user = state ?? null;
  return { user, isLoading: state === undefined, isAuthenticated: user !== null };
}

/** Sets the signed-in user without a round trip; a non-empty user means authenticated. */
export function setAuthUser(user: User | null): void {
  setState(user);
}

/** Forgets the answer, as before the first check (the build's prerender of the signed-in shell). */
export function forgetAuthUser(): void {
  setState(undefined);
}

/** The user as last known: undefined before the first answer. */
export function knownAuthUser(): User | null | undefined {
  return current;
}

/** True once the check has answered "signed out" (not while it is still loading). */
export function isSignedOut(): boolean {
  return current === null;
}

/**
 * After auth_success: another tab signed this browser in, and the session cookie it received may
 * reach this tab a moment after the news. Checks a few times before concluding "signed out".
 */
export async function confirmSignIn(attempts = 5, delayMs = 300): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const user = await fetchUser();
    if (user) {
      setAuthUser(user);
      return;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  setAuthUser(null);
}

export interface AuthSuccessDetail {
  email: string;
  userId: string;
}

export const AUTH_SUCCESS_EVENT = 'auth-success';

/**
 * docs/product.md §4: the browser event 'auth-success' (fed by the real-time channel when this browser's
 * magic link was used in another tab) sets the user directly, with twoFactorEnabled false.
 */
export function handleAuthSuccess(event: Event): void {
  const detail = (event as CustomEvent<Partial<AuthSuccessDetail> | null>).detail;
  if (typeof detail?.email !== 'string' || typeof detail.userId !== 'string') return;
  setAuthUser({ id: detail.userId, email: detail.email, twoFactorEnabled: false });
}

if (typeof window !== 'undefined') window.addEventListener(AUTH_SUCCESS_EVENT, handleAuthSuccess);
