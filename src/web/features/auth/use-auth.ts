import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';

export interface User {
  id: string;
  email: string;
  twoFactorEnabled: boolean;
}

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

// SPEC.md 4: a failed check (non-OK or network error) means signed out, with no message.
export async function fetchUser(): Promise<User | null> {
  try {
    const res = await fetch('/api/auth/user', { credentials: 'include' });
    if (!res.ok) return null;
    return (await res.json()) as User;
  } catch {
    return null;
  }
}

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery({ queryKey: AUTH_USER_KEY, queryFn: fetchUser });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** Sets the signed-in user without a round trip; a non-empty user means authenticated. */
export function setAuthUser(user: User | null): void {
  queryClient.setQueryData(AUTH_USER_KEY, user);
}

/** True once the check has answered "signed out" (not while it is still loading). */
export function isSignedOut(): boolean {
  return queryClient.getQueryData(AUTH_USER_KEY) === null;
}

/** Fetches the user again (after sign-in, after auth_success, after a two-factor change). */
export function refreshAuthUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
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
 * SPEC.md 4: the browser event 'auth-success' (fed by the real-time channel when this browser's
 * magic link was used in another tab) sets the user directly, with twoFactorEnabled false.
 */
export function handleAuthSuccess(event: Event): void {
  const detail = (event as CustomEvent<Partial<AuthSuccessDetail> | null>).detail;
  if (typeof detail?.email !== 'string' || typeof detail.userId !== 'string') return;
  setAuthUser({ id: detail.userId, email: detail.email, twoFactorEnabled: false });
}

if (typeof window !== 'undefined') window.addEventListener(AUTH_SUCCESS_EVENT, handleAuthSuccess);
