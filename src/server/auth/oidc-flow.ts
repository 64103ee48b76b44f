import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DURATIONS, type SessionDuration } from '../../shared/auth-options';
import type { Config } from '../config';
import { isSecure } from './cookie';
import type { SecretBox } from './secret-box';

// The browser's half of an OpenID Connect sign-in (decision 116): state, nonce and PKCE verifier,
// with what the sign-in is for, sealed (AES-256-GCM under SESSION_SECRET) in an HttpOnly cookie that
// lives ten minutes. Nothing is written on the server when a sign-in starts, so a GET that starts one
// changes no state; the callback only succeeds in the browser that started it (login CSRF), and the
// cookie is cleared there whatever the outcome, so a flow is finished at most once.

export const FLOW_TTL_MS = 10 * 60_000;
const CONTEXT = 'oidc-flow-v1';

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  duration: SessionDuration;
  /** 'link': a signed-in user adds an identity from Settings. */
  intent: 'sign_in' | 'link';
  /** For 'link': the user and the stored id of the session that started it. */
  userId?: string;
  sessionId?: string;
  expiresAt: number;
}

export function flowCookieName(config: Config): string {
  return isSecure(config) ? '__Host-networth_oidc' : 'networth_oidc';
}

export function setFlowCookie(reply: FastifyReply, config: Config, box: SecretBox, flow: OidcFlow): void {
  reply.setCookie(flowCookieName(config), box.seal(JSON.stringify(flow), CONTEXT), {
    path: '/',
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation from its site.
    sameSite: 'lax',
    secure: isSecure(config),
    maxAge: FLOW_TTL_MS / 1000,
  });
}

export function clearFlowCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(flowCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config),
  });
}

/** The flow this browser started, if it has one that opens and has not expired. */
export function readFlow(
  request: FastifyRequest,
  config: Config,
  box: SecretBox,
  now: Date,
): OidcFlow | null {
  const sealed = request.cookies[flowCookieName(config)];
  if (!sealed || sealed.length > 4000) return null;
  try {
    const flow = JSON.parse(box.open(sealed, CONTEXT)) as Partial<OidcFlow>;
    const valid =
      typeof flow.state === 'string' &&
      typeof flow.nonce === 'string' &&
      typeof flow.verifier === 'string' &&
      (flow.intent === 'sign_in' || flow.intent === 'link') &&
      SESSION_DURATIONS.includes(flow.duration as SessionDuration) &&
      typeof flow.expiresAt === 'number' &&
      flow.expiresAt > now.getTime();
    return valid ? (flow as OidcFlow) : null;
  } catch {
    return null;
  }
}
