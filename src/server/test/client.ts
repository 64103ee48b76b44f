import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sessionCookieName } from '../auth/cookie';
import { createSession, type SessionUser } from '../auth/session-repository';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request(
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** Injects requests as the browser would: same Origin, JSON bodies, and the given cookie. */
export function apiClient(t: TestApp, cookie?: string): ApiClient {
  const request: ApiClient['request'] = (method, url, payload, headers = {}) => {
    const options: InjectOptions = {
      method,
      url,
      headers: { origin: t.config.appUrl, ...(cookie ? { cookie } : {}), ...headers },
    };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return t.app.inject(options);
  };
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, payload) => request('POST', url, payload),
    put: (url, payload) => request('PUT', url, payload),
    delete: (url) => request('DELETE', url),
  };
}

export interface SignedIn {
  user: SessionUser;
  cookie: string;
  api: ApiClient;
}

/**
 * A signed-in user without the email round trip, for tests of everything behind sign-in. The
 * sign-in flow itself is tested through its real routes.
 */
export async function signIn(t: TestApp, email = 'alice@example.com'): Promise<SignedIn> {
  const db = t.database.db;
  const [row] = await db
    .insert(users)
    .values({ email, isEmailVerified: true })
    .onConflictDoUpdate({ target: users.email, set: { isEmailVerified: true } })
    .returning();
  if (!row) throw new Error('could not create the test user');
  const { token } = await createSession(db, {
    userId: row.id,
    duration: '30',
    kind: 'full',
    now: t.clock.now(),
  });
  const cookie = `${sessionCookieName(t.config)}=${token}`;
  return {
    user: { id: row.id, email: row.email, twoFactorEnabled: row.twoFactorEnabled },
    cookie,
    api: apiClient(t, cookie),
  };
}
