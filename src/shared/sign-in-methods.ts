// Zod-free contract of the sign-in methods beside the magic link (issue 26), so the landing page can
// use it without loading the validator: what the server offers, the passkeys and identities Settings
// lists, and the messages the auth result page shows for each way a sign-in can fail.

import type { SessionMethod } from './auth-options';

/** GET /api/auth/methods: what this server offers on the landing page. */
export interface SignInMethods {
  /** Passkeys need a named host (APP_URL); off on a bare IP address. */
  passkeys: boolean;
  /** OpenID Connect, when configured: the provider's name for the "Sign in with …" button. */
  oidc: { name: string } | null;
}

export const SESSION_METHOD_LABELS: Record<SessionMethod, string> = {
  magic_link: 'Email link',
  passkey: 'Passkey',
  oidc: 'Single sign-on',
  proxy: 'Trusted proxy',
};

/** One passkey as Settings lists it (GET /api/auth/passkeys). */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by the platform (iCloud Keychain, Google Password Manager…), so it survives a lost device. */
  backedUp: boolean;
}

/** One linked OpenID Connect identity (GET /api/auth/identities). */
export interface IdentityView {
  id: string;
  provider: string;
  email: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A passkey's name: what the person calls the device or key. */
export const PASSKEY_NAME_MAX = 60;
/** How many passkeys one account may hold. */
export const MAX_PASSKEYS = 20;

/**
 * Why a sign-in through the provider (or linking one) failed: the callback sends the browser to the
 * auth result page (or Settings) with one of these codes, never with free text from the provider.
 */
export const SIGN_IN_ERRORS = {
  oidc_disabled: 'Single sign-on is not set up on this server. Sign in with an email link instead.',
  oidc_unavailable:
    'NetWorth could not reach your identity provider, or the provider described itself under another issuer than the one configured. Try again later, or sign in with an email link.',
  oidc_expired:
    'The sign-in took too long, or it was started in another browser, so it could not be finished. Start it again from this browser.',
  oidc_state:
    'The answer from your identity provider does not belong to the sign-in this browser started (the state did not match), so it was refused. Start the sign-in again.',
  oidc_nonce:
    'The identity token from your provider was not issued for this sign-in (the nonce did not match), so it was refused. Start the sign-in again.',
  oidc_issuer:
    'The answer came from another issuer than the identity provider this server trusts, so it was refused. Start the sign-in again; if it keeps failing, tell the server operator.',
  oidc_audience:
    'The identity token was issued for another application (the audience did not match), so it was refused. Tell the server operator.',
  oidc_denied: 'Your identity provider did not sign you in.',
  oidc_token:
    "NetWorth could not verify your identity provider's answer (the code exchange or the token's signature failed). Start the sign-in again; if it keeps failing, tell the server operator.",
  oidc_no_email:
    'Your identity provider did not share an email address, which NetWorth needs for your account. Allow NetWorth to see your email at the provider, or sign in with an email link.',
  oidc_email_unverified:
    'Your identity provider has not confirmed that the email address it gave is yours, so NetWorth will not use it to create or find an account. Verify the address with your provider, or sign in with an email link and link this identity in Settings.',
  oidc_identity_taken:
    'This identity already signs in to another NetWorth account. Unlink it there first, then link it here.',
  oidc_link_session:
    'Linking needs the signed-in session that started it, and that session has ended. Sign in and link the identity again from Settings.',
  rate_limited: 'Too many sign-in attempts from your address. Wait a minute and try again.',
} as const;

export type SignInError = keyof typeof SIGN_IN_ERRORS;

function isSignInError(code: string | null | undefined): code is SignInError {
  return typeof code === 'string' && Object.hasOwn(SIGN_IN_ERRORS, code);
}

/** The message for an error code from the address; a provider's own error code is quoted when safe. */
export function signInErrorMessage(code: string | null | undefined, detail?: string | null): string {
  if (!isSignInError(code)) return 'Single sign-on failed. Start the sign-in again.';
  const message = SIGN_IN_ERRORS[code];
  if (code === 'oidc_denied' && detail && /^[a-z_]{1,40}$/.test(detail)) {
    return `${message} It answered "${detail}".`;
  }
  return message;
}
