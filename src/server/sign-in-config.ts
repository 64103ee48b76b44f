import { isIP } from 'node:net';
import { z } from 'zod';

// The environment of the sign-in methods beside the magic link (issue 26): passkeys, OpenID Connect
// and a trusted proxy header. Read by config.ts with the rest of the environment; each bad value
// stops the start with one line naming the variable.

/** OpenID Connect: on when the issuer, the client id and its secret are all set. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the "Sign in with …" button. */
  name: string;
  /** Visitors of the landing page go straight to the provider. */
  autoRedirect: boolean;
}

/** A trusted header: which header names the signed-in email, and which peers may send it. */
export interface AuthProxyConfig {
  /** Lower-case header name, e.g. `remote-email`. */
  header: string;
  /** Address ranges of the proxy, as `address/prefix`. */
  trusted: string[];
}

/** Passkeys: the relying party is APP_URL's host (WebAuthn refuses IP addresses as an RP ID). */
export interface PasskeyConfig {
  rpId: string;
  origin: string;
}

const blankAsUnset = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const signInEnvSchema = {
  OIDC_ISSUER: blankAsUnset.refine((v) => v === undefined || issuerProblem(v) === null, {
    message: 'must be an https:// URL (http:// only on localhost), without query or fragment',
  }),
  OIDC_CLIENT_ID: blankAsUnset.refine((v) => v === undefined || v.length <= 500, {
    message: 'must be at most 500 characters',
  }),
  OIDC_CLIENT_SECRET: blankAsUnset.refine((v) => v === undefined || v.length <= 2000, {
    message: 'must be at most 2000 characters',
  }),
  OIDC_NAME: blankAsUnset.refine((v) => v === undefined || v.length <= 40, {
    message: 'must be at most 40 characters',
  }),
  OIDC_AUTO_REDIRECT: blankAsUnset.refine((v) => v === undefined || v === 'true' || v === 'false', {
    message: 'must be true or false',
  }),
  AUTH_PROXY_HEADER: blankAsUnset.refine((v) => v === undefined || /^[A-Za-z0-9-]{1,64}$/.test(v), {
    message: 'must be a header name such as Remote-Email',
  }),
  AUTH_PROXY_TRUSTED: blankAsUnset.refine((v) => v === undefined || parseCidrList(v) !== null, {
    message:
      'must be a comma-separated list of addresses or CIDR ranges (e.g. 10.0.0.0/8, ::1); 0.0.0.0/0 and ::/0 are refused',
  }),
};

type SignInEnv = { [K in keyof typeof signInEnvSchema]: z.output<(typeof signInEnvSchema)[K]> };

function issuerProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.search || url.hash) return 'query or fragment';
  if (url.protocol === 'https:') return null;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? null : 'not https';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `10.0.0.0/8, 192.168.1.7, ::1` → `['10.0.0.0/8', '192.168.1.7/32', '::1/128']`; null when any part
 * is not an address or range, or a range trusts the whole internet.
 */
function parseCidrList(value: string): string[] | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 100) return null;
  const ranges: string[] = [];
  for (const part of parts) {
    const [address = '', prefixText, extra] = part.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return null;
    const max = family === 4 ? 32 : 128;
    if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (prefix < 1 || prefix > max) return null;
    ranges.push(`${address}/${prefix}`);
  }
  return ranges;
}

export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export interface SignInConfig {
  oidc: OidcConfig | null;
  authProxy: AuthProxyConfig | null;
  passkeys: PasskeyConfig | null;
}

/** The sign-in methods' settings, or a message naming the variable that is missing or wrong. */
export function readSignInConfig(e: SignInEnv, appUrl: string): SignInConfig | { error: string } {
  const oidcParts = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  };
  const setParts = Object.entries(oidcParts).filter(([, v]) => v !== undefined);
  if (setParts.length > 0 && setParts.length < 3) {
    const missing = Object.entries(oidcParts).find(([, v]) => v === undefined)?.[0];
    return { error: `${missing} must be set when ${setParts.map(([k]) => k).join(' and ')} is` };
  }
  if (setParts.length === 0 && (e.OIDC_NAME || e.OIDC_AUTO_REDIRECT === 'true')) {
    return { error: 'OIDC_ISSUER must be set when OIDC_NAME or OIDC_AUTO_REDIRECT is' };
  }
  const oidc: OidcConfig | null =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          name: e.OIDC_NAME ?? 'Single sign-on',
          autoRedirect: e.OIDC_AUTO_REDIRECT === 'true',
        }
      : null;
  if (Boolean(e.AUTH_PROXY_HEADER) !== Boolean(e.AUTH_PROXY_TRUSTED)) {
    return {
      error: e.AUTH_PROXY_HEADER
        ? 'AUTH_PROXY_TRUSTED must be set when AUTH_PROXY_HEADER is (the proxy addresses that may send it)'
        : 'AUTH_PROXY_HEADER must be set when AUTH_PROXY_TRUSTED is',
    };
  }
  const authProxy =
    e.AUTH_PROXY_HEADER && e.AUTH_PROXY_TRUSTED
      ? { header: e.AUTH_PROXY_HEADER.toLowerCase(), trusted: parseCidrList(e.AUTH_PROXY_TRUSTED) ?? [] }
      : null;
  return { oidc, authProxy, passkeys: passkeyConfig(appUrl) };
}

/** Passkeys work on a named host (or localhost) over https, or on http://localhost. */
function passkeyConfig(appUrl: string): PasskeyConfig | null {
  const url = new URL(appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  if (url.protocol !== 'https:' && host !== 'localhost') return null;
  return { rpId: host, origin: url.origin };
}
