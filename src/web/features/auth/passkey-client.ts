import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { SessionDuration } from '../../../shared/auth-options';
import type { PasskeyView } from '../../../shared/sign-in-methods';
import { apiJson } from '../../lib/api';

// The browser's side of passkeys (decision 115), with SimpleWebAuthn loaded only when a passkey is
// used: the landing page does not pay for it until the person opens the sign-in form.

const library = () => import('@simplewebauthn/browser');

/** WebAuthn exists here (a secure context in a browser that has it). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The browser can offer passkeys in the email field's autofill (conditional UI). */
export async function browserHasPasskeyAutofill(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  try {
    return await PublicKeyCredential.isConditionalMediationAvailable();
  } catch {
    return false;
  }
}

/** The person closed the browser's passkey prompt, or another prompt replaced this one. */
function wasCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/**
 * Signs in with a passkey: a challenge from the server, the browser's prompt (or, with `autofill`,
 * the email field's suggestions), the answer checked by the server. 'cancelled' when the person
 * closed the prompt; any refusal throws an ApiError with the server's message.
 */
export async function signInWithPasskey(
  duration: SessionDuration,
  options: { autofill?: boolean } = {},
): Promise<'signed_in' | 'cancelled'> {
  const { startAuthentication } = await library();
  const optionsJSON = await apiJson<PublicKeyCredentialRequestOptionsJSON>(
    'POST',
    '/api/auth/passkeys/authentication-options',
    {},
  );
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill ?? false });
  } catch (error) {
    if (wasCancelled(error)) return 'cancelled';
    throw error;
  }
  await apiJson('POST', '/api/auth/passkeys/sign-in', { credential, sessionDuration: duration });
  return 'signed_in';
}

/** Creates a passkey on this device for the signed-in account and stores it under `name`. */
export async function addPasskey(
  name: string,
  token: string | undefined,
): Promise<PasskeyView | 'cancelled'> {
  const { startRegistration } = await library();
  const optionsJSON = await apiJson<PublicKeyCredentialCreationOptionsJSON>(
    'POST',
    '/api/auth/passkeys/registration-options',
    token ? { token } : {},
  );
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    if (wasCancelled(error)) return 'cancelled';
    const code = (error as { code?: string }).code;
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      throw new Error('This device already holds a passkey for your account.');
    }
    throw error;
  }
  return apiJson<PasskeyView>('POST', '/api/auth/passkeys', { name, credential });
}
