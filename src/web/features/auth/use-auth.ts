import { useQuery } from '@tanstack/react-query';

export interface User {
  id: string;
  email: string;
  twoFactorEnabled: boolean;
}

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

// SPEC.md 4: a failed check (non-OK or network error) means signed out, with no message.
async function fetchUser(): Promise<User | null> {
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
