import { describe, expect, it } from 'vitest';
import { capturedLink, capturedOutcome, captureLinkFromAddress, readOutcomeParams } from './address-link';

function fakeWindow(pathname: string, search: string) {
  const calls: string[] = [];
  const location = { pathname, search, hash: '' };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, url?: string | URL | null) => {
      calls.push(String(url));
    },
  };
  return { location, history, calls };
}

describe('captureLinkFromAddress (issue 11, item 2; docs/security.md R6)', () => {
  it('keeps the link and replaces the address with the bare path before anything else', () => {
    const w = fakeWindow('/auth/verify', '?token=secret-token&email=a%40example.com');
    expect(captureLinkFromAddress(w.location, w.history)).toEqual({
      token: 'secret-token',
      email: 'a@example.com',
    });
    expect(w.calls).toEqual(['/auth/verify']);
    expect(capturedLink()).toEqual({ token: 'secret-token', email: 'a@example.com' });
  });

  it('takes even an incomplete query out of the address', () => {
    const w = fakeWindow('/auth/success', '?token=only');
    expect(captureLinkFromAddress(w.location, w.history)).toBeNull();
    expect(w.calls).toEqual(['/auth/success']);
  });

  it('leaves other pages alone', () => {
    const w = fakeWindow('/portfolio', '?loan=1');
    captureLinkFromAddress(w.location, w.history);
    expect(w.calls).toEqual([]);
  });
});

describe('a single sign-on outcome on the result page (issue 26)', () => {
  it('keeps the failure code and detail, or the code step, and takes them out of the address', () => {
    const w = fakeWindow('/auth/success', '?error=oidc_state');
    captureLinkFromAddress(w.location, w.history);
    expect(capturedOutcome()).toEqual({ error: 'oidc_state', detail: null, step: null });
    expect(w.calls).toEqual(['/auth/success']);
  });

  it.each([
    [
      '?error=oidc_denied&detail=access_denied',
      { error: 'oidc_denied', detail: 'access_denied', step: null },
    ],
    ['?step=code', { error: null, detail: null, step: 'code' }],
    ['?step=other', null],
    ['?token=x&email=y', null],
    ['', null],
  ])('reads %s', (search, expected) => {
    expect(readOutcomeParams(search)).toEqual(expected);
  });
});
