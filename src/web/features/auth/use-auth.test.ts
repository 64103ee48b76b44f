import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_SUCCESS_EVENT,
  confirmSignIn,
  forgetAuthUser,
  handleAuthSuccess,
  isSignedOut,
  knownAuthUser,
  refreshAuthUser,
  setAuthUser,
} from './use-auth';

describe("the 'auth-success' browser event (docs/product.md §4)", () => {
  it('sets the user directly with twoFactorEnabled false', () => {
    forgetAuthUser();
    handleAuthSuccess(
      new CustomEvent(AUTH_SUCCESS_EVENT, { detail: { email: 'a@example.com', userId: 'u1' } }),
    );
    expect(knownAuthUser()).toEqual({
      id: 'u1',
      email: 'a@example.com',
      twoFactorEnabled: false,
    });
  });

  it('ignores an event without an email and id', () => {
    forgetAuthUser();
    for (const detail of [null, {}, { email: 'a@example.com' }, { userId: 'u1' }, { email: 1, userId: 2 }]) {
      handleAuthSuccess(new CustomEvent(AUTH_SUCCESS_EVENT, { detail }));
    }
    expect(knownAuthUser()).toBeUndefined();
  });
});

describe('isSignedOut', () => {
  it('is true only once the check answered signed out, not while it loads or when signed in', () => {
    forgetAuthUser();
    expect(isSignedOut()).toBe(false);
    setAuthUser(null);
    expect(isSignedOut()).toBe(true);
    setAuthUser({ id: 'u', email: 'a@b.co', twoFactorEnabled: false });
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
    expect(knownAuthUser()).toEqual(user);
  });

  it('concludes signed out when no attempt finds a session', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    setAuthUser(user);
    await confirmSignIn(3, 1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(knownAuthUser()).toBeNull();
  });
});

describe('refreshAuthUser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const user = { id: 'u1', email: 'a@b.co', twoFactorEnabled: false };

  it('sets what the server answers: the user, or signed out on a 401', async () => {
    forgetAuthUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(user)),
    );
    await refreshAuthUser();
    expect(knownAuthUser()).toEqual(user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    await refreshAuthUser();
    expect(knownAuthUser()).toBeNull();
  });

  it('lets only the newest answer land: a slow first check cannot undo a later sign-in', async () => {
    forgetAuthUser();
    let answerFirst: (res: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => {
      answerFirst = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => first),
    );
    const slow = refreshAuthUser();
    setAuthUser(user);
    answerFirst(new Response('', { status: 401 }));
    await slow;
    expect(knownAuthUser()).toEqual(user);
  });
});
