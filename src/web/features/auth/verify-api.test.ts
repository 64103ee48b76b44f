import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLinkParams, submitSignInCode, verifyErrorMessage, verifyLink } from './verify-api';

const link = { token: 'tok', email: 'a@example.com' };

function answer(status: number, body: string, type = 'text/plain') {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readLinkParams', () => {
  it('needs both token and email', () => {
    expect(readLinkParams('?token=t&email=a%40b.co')).toEqual({ token: 't', email: 'a@b.co' });
    expect(readLinkParams('?token=t')).toBeNull();
    expect(readLinkParams('?email=a%40b.co')).toBeNull();
    expect(readLinkParams('')).toBeNull();
  });
});

describe('verifyLink', () => {
  it('calls GET /api/auth/verify with credentials, adding confirm=1 only when confirmed', async () => {
    const fetch = answer(200, JSON.stringify({ success: true, message: 'ok' }), 'application/json');
    vi.stubGlobal('fetch', fetch);
    expect(await verifyLink(link)).toEqual({ kind: 'signed_in' });
    await verifyLink(link, true);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/auth/verify?token=tok&email=a%40example.com',
      expect.objectContaining({ credentials: 'include', headers: { 'X-CSRF': '1' } }),
    ]);
    expect(String(fetch.mock.calls[1]?.[0 as never])).toContain('confirm=1');
  });

  it.each([
    [
      200,
      JSON.stringify({ success: true, twoFactorRequired: true, message: 'x' }),
      { kind: 'code_required' },
    ],
    [409, 'This link was requested in another browser.', { kind: 'confirm' }],
    [
      401,
      'Invalid or expired magic link',
      { kind: 'failed', status: 401, text: 'Invalid or expired magic link' },
    ],
    [400, '', { kind: 'failed', status: 400, text: '' }],
    [200, JSON.stringify({ success: false, message: 'Nope' }), { kind: 'bad_answer', message: 'Nope' }],
    [200, 'not json', { kind: 'bad_answer', message: '' }],
  ])('answer %i %s -> %j', async (status, body, expected) => {
    vi.stubGlobal('fetch', answer(status, body));
    expect(await verifyLink(link)).toEqual(expected);
  });

  it('a network failure is its own result', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await verifyLink(link)).toEqual({ kind: 'network' });
  });
});

describe('verifyErrorMessage (docs/product.md §8)', () => {
  it('uses the failure text, else the spec fallbacks', () => {
    expect(
      verifyErrorMessage({ kind: 'failed', status: 401, text: 'Invalid or expired magic link' }),
    ).toEqual({
      message: 'Invalid or expired magic link',
      retry: false,
    });
    expect(verifyErrorMessage({ kind: 'failed', status: 500, text: '' })).toEqual({
      message: 'Magic link verification failed',
      retry: true,
    });
    expect(verifyErrorMessage({ kind: 'bad_answer', message: '' }).message).toBe('Verification failed');
    expect(verifyErrorMessage({ kind: 'bad_answer', message: 'Server says no' }).message).toBe(
      'Server says no',
    );
    expect(verifyErrorMessage({ kind: 'network' }).message).toBe('Network error during verification');
    expect(verifyErrorMessage({ kind: 'failed', status: 429, text: 'Too many requests.' }).retry).toBe(true);
  });
});

describe('submitSignInCode', () => {
  it('posts the code as JSON and reports the status and message of a refusal', async () => {
    const fetch = answer(400, JSON.stringify({ error: 'Invalid verification code' }), 'application/json');
    vi.stubGlobal('fetch', fetch);
    expect(await submitSignInCode('123456')).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid verification code',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/2fa/verify');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ token: '123456' }),
    });
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ success: true }), 'application/json'));
    expect(await submitSignInCode('123456')).toEqual({ ok: true });
  });
});
