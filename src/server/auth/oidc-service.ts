import type * as Client from 'openid-client';
import type { SessionDuration } from '../../shared/auth-options';
import type { IdentityView, SignInError } from '../../shared/sign-in-methods';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { openidClient } from '../optional-modules';
import type { OidcConfig } from '../sign-in-config';
import { isLoopbackUrl } from '../sign-in-config';
import { FLOW_TTL_MS, type OidcFlow } from './oidc-flow';
import { linkIdentity, listIdentities, unlinkIdentity, useIdentity } from './oidc-repository';
import { type UserRow, upsertVerifiedUser } from './repository';
import { createSession, deleteSessionById, type SessionKind, type SessionUser } from './session-repository';
import { notify, type TwoFactorContext } from './two-factor-codes';

// Signing in through an OpenID Connect provider (issue 26, decision 116) with openid-client:
// discovery from OIDC_ISSUER, the authorization code flow with PKCE (S256), state and nonce, the
// ID token's issuer, audience, nonce and signature checked by the library. An identity is the
// provider's (issuer, subject); a first sign-in creates the user or joins the one with the same
// email only when the provider says that email is verified. With two-factor on the sign-in stops at
// the code step, like a magic link (a provider's own factors are not visible to us).

/** A sign-in that cannot go on, with the code the auth result page explains (shared/sign-in-methods.ts). */
export class SignInFailure extends Error {
  constructor(
    readonly code: SignInError,
    /** A provider's own error code (`access_denied`), shown only when it is a plain word. */
    readonly detail?: string,
  ) {
    super(code);
  }
}

export interface OidcClient {
  settings: OidcConfig;
  /** The provider's discovered configuration, fetched once and again after a failure. */
  configuration(): Promise<Client.Configuration>;
}

export function createOidcClient(settings: OidcConfig): OidcClient {
  let discovered: Promise<Client.Configuration> | null = null;
  return {
    settings,
    configuration() {
      if (discovered) return discovered;
      const client = openidClient();
      const attempt = client
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          // Plain http only for a provider on this machine (config.ts refuses any other).
          ...(isLoopbackUrl(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
          timeout: 10,
        })
        .then((configuration) => {
          configuration.timeout = 10;
          return configuration;
        });
      attempt.catch(() => {
        if (discovered === attempt) discovered = null;
      });
      discovered = attempt;
      return attempt;
    },
  };
}

function callbackUrl(appUrl: string): string {
  return `${appUrl}/api/auth/oidc/callback`;
}

/** Starts a flow: the provider's address to send the browser to, and the flow its cookie keeps. */
export async function beginFlow(
  oidc: OidcClient,
  deps: AppDeps,
  input: { intent: OidcFlow['intent']; duration: SessionDuration; userId?: string; sessionId?: string },
): Promise<{ url: string; flow: OidcFlow }> {
  let configuration: Client.Configuration;
  try {
    configuration = await oidc.configuration();
  } catch {
    throw new SignInFailure('oidc_unavailable');
  }
  const verifier = openidClient().randomPKCECodeVerifier();
  const flow: OidcFlow = {
    state: openidClient().randomState(),
    nonce: openidClient().randomNonce(),
    verifier,
    duration: input.duration,
    intent: input.intent,
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.sessionId ? { sessionId: input.sessionId } : {}),
    expiresAt: deps.clock().getTime() + FLOW_TTL_MS,
  };
  const url = openidClient().buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(deps.config.appUrl),
    scope: 'openid email',
    response_type: 'code',
    code_challenge: await openidClient().calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    // Linking asks the provider to show who is signing in rather than reuse a session silently.
    ...(input.intent === 'link' ? { prompt: 'login' } : {}),
  });
  return { url: url.href, flow };
}

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** Which check a refused answer failed, from openid-client's error. */
export function classifyFailure(error: unknown): SignInFailure {
  if (error instanceof SignInFailure) return error;
  if (error instanceof openidClient().AuthorizationResponseError) {
    return new SignInFailure('oidc_denied', error.error);
  }
  // openid-client wraps oauth4webapi's error, whose message and cause name the failed check.
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = [error, inner].map((e) => (e instanceof Error ? e.message : '')).join(' ');
  const cause = inner instanceof Error ? (inner.cause as { claim?: unknown } | undefined) : undefined;
  const claim = cause && typeof cause === 'object' ? cause.claim : undefined;
  if (message.includes('"state"')) return new SignInFailure('oidc_state');
  if (claim === 'nonce' || message.includes('"nonce"')) return new SignInFailure('oidc_nonce');
  if (claim === 'iss' || message.includes('"iss"')) return new SignInFailure('oidc_issuer');
  if (claim === 'aud' || claim === 'azp' || message.includes('"aud"'))
    return new SignInFailure('oidc_audience');
  return new SignInFailure('oidc_token');
}

/** Finishes the flow at the provider: the code exchanged and every check made; the identity it names. */
export async function completeFlow(
  oidc: OidcClient,
  flow: OidcFlow,
  currentUrl: URL,
): Promise<ProviderIdentity> {
  let configuration: Client.Configuration;
  try {
    configuration = await oidc.configuration();
  } catch {
    throw new SignInFailure('oidc_unavailable');
  }
  try {
    const tokens = await openidClient().authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SignInFailure('oidc_token');
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let verified = claims.email_verified;
    // Many providers give the email only from the userinfo endpoint, for the scope asked.
    if (email === undefined) {
      const info = await openidClient().fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : undefined;
      verified = info.email_verified;
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: email ? email.trim().toLowerCase() : null,
      emailVerified: verified === true,
    };
  } catch (error) {
    throw classifyFailure(error);
  }
}

export type OidcSignIn = { user: UserRow; token: string; kind: SessionKind; duration: SessionDuration };

/**
 * The user an identity signs in: the one it is linked to; else, for an email the provider verified,
 * that email's user (created if new), now linked. An unverified email neither creates nor joins an
 * account (decision 116). The browser's previous session is replaced.
 */
export async function signInWithIdentity(
  deps: AppDeps,
  identity: ProviderIdentity,
  input: { duration: SessionDuration; previousSessionId: string | undefined; userAgent: string | undefined },
): Promise<OidcSignIn> {
  const { db } = deps.database;
  const now = deps.clock();
  return db.transaction(async (tx) => {
    let user = await useIdentity(tx, identity.issuer, identity.subject, now);
    if (!user) {
      if (!identity.email) throw new SignInFailure('oidc_no_email');
      if (!identity.emailVerified) throw new SignInFailure('oidc_email_unverified');
      user = await upsertVerifiedUser(tx, identity.email, now);
      const linked = await linkIdentity(tx, { ...identity, userId: user.id, now });
      if (linked.userId !== user.id) throw new SignInFailure('oidc_identity_taken');
    }
    if (input.previousSessionId) await deleteSessionById(tx, input.previousSessionId);
    const kind: SessionKind = user.twoFactorEnabled ? 'pending_2fa' : 'full';
    const { token } = await createSession(tx, {
      userId: user.id,
      duration: input.duration,
      kind,
      now,
      userAgent: input.userAgent,
      method: 'oidc',
    });
    return { user, token, kind, duration: input.duration };
  });
}

/** Links the identity to a signed-in user (Settings); refused when it already signs in someone else. */
export async function linkToUser(
  ctx: TwoFactorContext,
  user: SessionUser,
  identity: ProviderIdentity,
): Promise<void> {
  const { deps } = ctx;
  const linked = await linkIdentity(deps.database.db, { ...identity, userId: user.id, now: deps.clock() });
  if (linked.userId !== user.id) throw new SignInFailure('oidc_identity_taken');
  if (linked.created) notify(ctx, user.email, { kind: 'identity_linked', provider: providerName(deps) });
}

function providerName(deps: AppDeps): string {
  return deps.config.oidc?.name ?? 'your identity provider';
}

export async function listUserIdentities(deps: AppDeps, userId: string): Promise<IdentityView[]> {
  const rows = await listIdentities(deps.database.db, userId);
  const configured = deps.config.oidc;
  return rows.map((row) => ({
    id: row.id,
    // An identity from an issuer no longer configured still shows (and can be unlinked) by its issuer.
    provider:
      configured && configured.issuer.replace(/\/$/, '') === row.issuer.replace(/\/$/, '')
        ? configured.name
        : row.issuer,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function unlinkUserIdentity(
  ctx: TwoFactorContext,
  user: SessionUser,
  id: string,
): Promise<void> {
  if (!(await unlinkIdentity(ctx.deps.database.db, user.id, id))) throw notFound('Identity not found');
  notify(ctx, user.email, { kind: 'identity_unlinked', provider: providerName(ctx.deps) });
}
