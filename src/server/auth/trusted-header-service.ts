import { BlockList, isIPv4 } from 'node:net';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import type { AppDeps } from '../deps';
import type { AuthProxyConfig } from '../sign-in-config';
import { upsertVerifiedUser } from './repository';
import {
  type ActiveSession,
  createSession,
  deleteSessionById,
  trimProxySessions,
} from './session-repository';
import { hashToken } from './tokens';

// Signing in by a trusted proxy's header (issue 26, decision 117): an authenticating proxy
// (Authelia, Authentik, oauth2-proxy…) names the signed-in person in AUTH_PROXY_HEADER. The header
// counts only when the TCP peer itself is in AUTH_PROXY_TRUSTED: never X-Forwarded-For, which any
// client can write. From anyone else it is ignored, and logged.

/** Newest proxy sessions a user keeps: a client behind the proxy that drops cookies cannot pile them up. */
export const MAX_PROXY_SESSIONS = 20;

export interface TrustedPeers {
  has(address: string | undefined): boolean;
}

/** The ranges of AUTH_PROXY_TRUSTED as a matcher of peer addresses (IPv4-mapped IPv6 read as IPv4). */
export function trustedPeers(config: AuthProxyConfig): TrustedPeers {
  const list = new BlockList();
  for (const range of config.trusted) {
    const [address = '', prefix = ''] = range.split('/');
    list.addSubnet(address, Number(prefix), isIPv4(address) ? 'ipv4' : 'ipv6');
  }
  return {
    has(address) {
      if (!address) return false;
      const plain = address.replace(/%.*$/, '');
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
      if (mapped) return list.check(mapped, 'ipv4');
      return isIPv4(plain) ? list.check(plain, 'ipv4') : list.check(plain, 'ipv6');
    },
  };
}

/** The header's email, normalised; null when it is missing, repeated or not an email address. */
export function headerEmail(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > 320 || !isValidEmail(trimmed)) return null;
  return normalizeEmail(trimmed);
}

/**
 * A session for the person the proxy names, unless the browser's session already is theirs. The
 * proxy authenticated them: the session is full, for this browser session only (decision 117).
 */
export async function proxySignIn(
  deps: AppDeps,
  input: { email: string; current: ActiveSession | null; userAgent: string | undefined },
): Promise<{ token: string; userId: string; ended: string[] } | null> {
  const { current } = input;
  if (current?.kind === 'full' && current.user.email === input.email) return null;
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const user = await upsertVerifiedUser(tx, input.email, now);
    if (current) await deleteSessionById(tx, current.id);
    const { token } = await createSession(tx, {
      userId: user.id,
      duration: 'session',
      kind: 'full',
      now,
      userAgent: input.userAgent,
      method: 'proxy',
    });
    const ended = await trimProxySessions(tx, user.id, hashToken(token), MAX_PROXY_SESSIONS);
    return { token, userId: user.id, ended: current ? [current.id, ...ended] : ended };
  });
}
