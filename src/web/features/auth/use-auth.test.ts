import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { AUTH_SUCCESS_EVENT, AUTH_USER_KEY, confirmSignIn, handleAuthSuccess, isSignedOut } from './use-auth';

describe("the 'auth-success' browser event (SPEC.md 4)", () => {
  it('sets the user directly with twoFactorEnabled false', () => {
    queryClient.clear();
    handleAuthSuccess(
      new CustomEvent(AUTH_SUCCESS_EVENT, { detail: { email: 'a@example.com', userId: 'u1' } }),
    );
    expect(queryClient.getQueryData(AUTH_USER_KEY)).toEqual({
      id: 'u1',
      email: 'a@example.com',
      twoFactorEnabled: false,
    });
  });

  it('ignores an event without an email and id', () => {
    queryClient.clear();
    for (const detail of [null, {}, { email: 'a@example.com' }, { userId: 'u1' }, { email: 1, userId: 2 }]) {
      handleAuthSuccess(new CustomEvent(AUTH_SUCCESS_EVENT, { detail }));
    }
    expect(queryClient.getQueryData(AUTH_USER_KEY)).toBeUndefined();
  });
});

describe('isSignedOut', () => {
  it('is true only once the check answered signed out, not while it loads or when signed in', () => {
    queryClient.removeQueries({ queryKey: AUTH_USER_KEY });
    expect(isSignedOut()).toBe(false);
    queryClient.setQueryData(AUTH_USER_KEY, null);
    expect(isSignedOut()).toBe(true);
    queryClient.setQueryData(AUTH_USER_KEY, { id: 'u', email: 'a@b.co', twoFactorEnabled: false });
    expect(isSignedOut()).toBe(false);
  });
});

describe('confirmSignIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const user = { id: 'u1', email: 'a@b.co', twoFactorEnabled: false };

  it('waits out a 401 while the session cookie is still on its way', async () => {
    const answers = [new Response('', { status: 401 }), Response.json(user)];
    const fetchMock = vi.fn(async () => answers.shift() ?? new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await confirmSignIn(5, 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(AUTH_USER_KEY)).toEqual(user);
  });

  it('concludes signed out when no attempt finds a session', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    queryClient.setQueryData(AUTH_USER_KEY, user);
    await confirmSignIn(3, 1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(queryClient.getQueryData(AUTH_USER_KEY)).toBeNull();
  });
});
