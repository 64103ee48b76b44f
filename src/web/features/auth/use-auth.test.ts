import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { AUTH_SUCCESS_EVENT, AUTH_USER_KEY, handleAuthSuccess } from './use-auth';

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
