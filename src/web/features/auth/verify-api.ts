import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
  CONFIRM_REQUIRED_STATUS,
  type VerifyResponse,
} from '../../../shared/auth-options';
import { ApiError, apiJson } from '../../lib/api';
import { fetchUser, setAuthUser } from './use-auth';

// The browser side of GET /api/auth/verify (docs/product.md §7: success is JSON, a failure body is text) and
// of the two-factor step that may follow it.

export type VerifyResult =
  | { kind: 'signed_in' }
  | { kind: 'code_required' }
  /** The link was asked for in another browser: the person confirms before it signs in here. */
  | { kind: 'confirm' }
  | { kind: 'failed'; status: number; text: string }
  | { kind: 'bad_answer'; message: string }
  | { kind: 'network' };

export { readLinkParams } from './address-link';

export async function verifyLink(
  link: { token: string; email: string },
  confirmed = false,
): Promise<VerifyResult> {
  const query = new URLSearchParams({ token: link.token, email: link.email });
  if (confirmed) query.set('confirm', '1');
  let res: Response;
  try {
    res = await fetch(`/api/auth/verify?${query}`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE },
    });
  } catch {
    return { kind: 'network' };
  }
  if (res.status === CONFIRM_REQUIRED_STATUS) return { kind: 'confirm' };
  if (!res.ok) return { kind: 'failed', status: res.status, text: (await res.text().catch(() => '')).trim() };
  try {
    const data = (await res.json()) as Partial<VerifyResponse> & { success?: boolean };
    if (data.success !== true) return { kind: 'bad_answer', message: data.message ?? '' };
    return data.twoFactorRequired ? { kind: 'code_required' } : { kind: 'signed_in' };
  } catch {
    return { kind: 'bad_answer', message: '' };
  }
}

/** docs/product.md §8: the failure text, else 'Magic link verification failed'; a bad answer, else 'Verification failed'. */
export function verifyErrorMessage(
  result: Exclude<VerifyResult, { kind: 'signed_in' | 'code_required' | 'confirm' }>,
) {
  switch (result.kind) {
    case 'failed':
      return {
        message: result.text || 'Magic link verification failed',
        retry: result.status === 429 || result.status >= 500,
      };
    case 'bad_answer':
      return { message: result.message || 'Verification failed', retry: true };
    case 'network':
      return { message: 'Network error during verification', retry: true };
  }
}

export type CodeOutcome = { ok: true } | { ok: false; status: number; message: string };

/** POST /api/auth/2fa/verify: finishes a sign-in that is waiting for the second factor. */
export async function submitSignInCode(code: string): Promise<CodeOutcome> {
  try {
    await apiJson('POST', '/api/auth/2fa/verify', { token: code });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.userMessage };
    return { ok: false, status: 0, message: 'Network error during verification' };
  }
}

/** The session is now full: load the user into the cache, so the app switches to the signed-in view. */
export async function loadSignedInUser(): Promise<void> {
  setAuthUser(await fetchUser());
}
