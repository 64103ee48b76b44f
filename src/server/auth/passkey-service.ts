import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { SessionDuration } from '../../shared/auth-options';
import { MAX_PASSKEYS, type PasskeyView } from '../../shared/sign-in-methods';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { simpleWebAuthn } from '../optional-modules';
import type { PasskeyConfig } from '../sign-in-config';
import { requireFreshCode } from './fresh-code';
import {
  advanceCounter,
  type ChallengePurpose,
  countPasskeys,
  deletePasskey,
  findCredential,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  renamePasskey,
  takeChallenge,
} from './passkey-repository';
import type { UserRow } from './repository';
import { createSession, deleteSessionById, type SessionUser } from './session-repository';
import { hashToken } from './tokens';
import { type CodeRefused, notify, type TwoFactorContext } from './two-factor-codes';

// Passkeys (issue 26, decision 115): a signed-in user adds them (with a fresh TOTP code when
// two-factor is on), names, renames and removes them; anyone may sign in with one. The relying party
// is APP_URL's host and origin. Each challenge is 32 random bytes, stored hashed, taken once and
// good for five minutes. User verification is required, so a passkey is two factors in one and its
// sign-in is a full session even with two-factor on. The signature counter must rise.

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'NetWorth';

const PASSKEYS_OFF =
  'Passkeys need APP_URL to be a named host (https, or http://localhost); this server has none.';
export const CHALLENGE_GONE = 'This passkey request has expired or was already used. Try again.';
export const NOT_VERIFIED = 'The passkey could not be verified.';
export const UNKNOWN_PASSKEY =
  'This passkey is not registered here. Sign in with an email link, then add it in Settings.';
export const COUNTER_WENT_BACK =
  "This passkey's signature counter went backwards, a sign it may have been copied, so the sign-in was refused.";

function passkeySettings(deps: AppDeps): PasskeyConfig {
  const settings = deps.config.passkeys;
  if (!settings) throw new AppError('bad_request', PASSKEYS_OFF);
  return settings;
}

function passkeyView(row: PasskeyRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** The challenge a browser signed, read from its clientDataJSON; null when unreadable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'challenge' in parsed &&
      typeof parsed.challenge === 'string'
    ) {
      return parsed.challenge;
    }
  } catch {
    // Not JSON: the same as no challenge.
  }
  return null;
}

/** Takes the challenge the browser signed; a used, expired or foreign one is a 400 naming the response. */
async function takeSignedChallenge(
  deps: AppDeps,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const challenge = signedChallenge(clientDataJSON);
  const taken =
    challenge !== null &&
    challenge.length <= 200 &&
    (await takeChallenge(deps.database.db, {
      hash: hashToken(challenge),
      purpose,
      userId,
      now: deps.clock(),
    }));
  if (!taken || challenge === null)
    throw new AppError('validation', CHALLENGE_GONE, { credential: CHALLENGE_GONE });
  return challenge;
}

async function storeChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<void> {
  const now = deps.clock();
  await insertChallenge(deps.database.db, {
    hash: hashToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
}

// ---- managing passkeys (a signed-in user) --------------------------------------------------------

export async function listUserPasskeys(deps: AppDeps, userId: string): Promise<PasskeyView[]> {
  return (await listPasskeys(deps.database.db, userId)).map(passkeyView);
}

/** Options for the browser to create a passkey, once the code (with two-factor on) is accepted. */
export async function registrationOptions(
  ctx: TwoFactorContext,
  user: SessionUser,
  code: string | undefined,
): Promise<CodeRefused | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { deps } = ctx;
  const settings = passkeySettings(deps);
  const refused = await requireFreshCode(ctx, user, code);
  if (refused) return refused;
  const existing = await listPasskeys(deps.database.db, user.id);
  if (existing.length >= MAX_PASSKEYS) {
    throw new AppError('conflict', `An account holds at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  }
  const options = await simpleWebAuthn().generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: settings.rpId,
    userName: user.email,
    userDisplayName: user.email,
    // The account's id: the same account re-registering on one authenticator replaces its passkey.
    userID: new TextEncoder().encode(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports ?? [] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(deps, options.challenge, 'register', user.id);
  return { ok: true, options };
}

/** Verifies the new credential against the user's own live challenge and stores it. */
export async function addPasskey(
  ctx: TwoFactorContext,
  user: SessionUser,
  input: { name: string; credential: RegistrationResponseJSON },
): Promise<PasskeyView> {
  const { deps } = ctx;
  const settings = passkeySettings(deps);
  const challenge = await takeSignedChallenge(
    deps,
    input.credential.response.clientDataJSON,
    'register',
    user.id,
  );
  let verified: VerifiedRegistrationResponse;
  try {
    verified = await simpleWebAuthn().verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    ctx.log.warn({ event: 'passkey_not_added', userId: user.id, reason: String(error) }, 'passkey refused');
    throw new AppError('validation', NOT_VERIFIED, { credential: NOT_VERIFIED });
  }
  if (!verified.verified) throw new AppError('validation', NOT_VERIFIED, { credential: NOT_VERIFIED });
  const { credential, credentialBackedUp } = verified.registrationInfo;
  if ((await countPasskeys(deps.database.db, user.id)) >= MAX_PASSKEYS) {
    throw new AppError('conflict', `An account holds at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  }
  const row = await insertPasskey(deps.database.db, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).slice(0, 10),
    backedUp: credentialBackedUp,
    name: input.name,
    now: deps.clock(),
  });
  if (!row) throw new AppError('conflict', 'This passkey is already registered.');
  notify(ctx, user.email, { kind: 'passkey_added', name: row.name });
  return passkeyView(row);
}

export async function renameUserPasskey(
  deps: AppDeps,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyView> {
  const row = await renamePasskey(deps.database.db, userId, id, name);
  if (!row) throw notFound('Passkey not found');
  return passkeyView(row);
}

/** Removes one of the user's passkeys, once the code (with two-factor on) is accepted. */
export async function removePasskey(
  ctx: TwoFactorContext,
  user: SessionUser,
  id: string,
  code: string | undefined,
): Promise<CodeRefused | { ok: true }> {
  const refused = await requireFreshCode(ctx, user, code);
  if (refused) return refused;
  const removed = await deletePasskey(ctx.deps.database.db, user.id, id);
  if (!removed) throw notFound('Passkey not found');
  notify(ctx, user.email, { kind: 'passkey_removed', name: removed.name });
  return { ok: true };
}

// ---- signing in with a passkey (anyone) ---------------------------------------------------------

/** Options for a sign-in with any passkey of this site (discoverable credentials, no user named). */
export async function authenticationOptions(deps: AppDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const settings = passkeySettings(deps);
  const options = await simpleWebAuthn().generateAuthenticationOptions({
    rpID: settings.rpId,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  await storeChallenge(deps, options.challenge, 'authenticate', null);
  return options;
}

export type PasskeySignIn = { user: UserRow; token: string; duration: SessionDuration };

/**
 * Signs in with a passkey: the challenge is taken (once), the signature checked against the stored
 * key for this site's origin and RP ID with user verification, and the counter must rise. The
 * browser's previous session is replaced by a full one: the passkey is both factors (decision 115).
 */
export async function signInWithPasskey(
  ctx: TwoFactorContext,
  input: {
    credential: AuthenticationResponseJSON;
    duration: SessionDuration;
    previousSessionId: string | undefined;
    userAgent: string | undefined;
  },
): Promise<PasskeySignIn> {
  const { deps, log } = ctx;
  const settings = passkeySettings(deps);
  const { credential } = input;
  const challenge = await takeSignedChallenge(deps, credential.response.clientDataJSON, 'authenticate', null);
  const stored = await findCredential(deps.database.db, credential.id);
  if (!stored) throw new AppError('unauthorized', UNKNOWN_PASSKEY);
  const handle = credential.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== stored.userId) {
    throw new AppError('unauthorized', NOT_VERIFIED);
  }
  let newCounter: number;
  try {
    const verified = await simpleWebAuthn().verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      // The counter is compared below, with the same rule, atomically with its update.
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: 0,
        transports: stored.transports ?? [],
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw new Error('signature not verified');
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    log.warn(
      { event: 'passkey_sign_in_refused', userId: stored.userId, reason: String(error) },
      'passkey refused',
    );
    throw new AppError('unauthorized', NOT_VERIFIED);
  }
  const wentBack = (newCounter > 0 || stored.counter > 0) && newCounter <= stored.counter;
  if (wentBack || !(await advanceCounter(deps.database.db, stored.id, newCounter, deps.clock()))) {
    log.warn(
      {
        event: 'passkey_counter_went_back',
        userId: stored.userId,
        stored: stored.counter,
        received: newCounter,
      },
      'a passkey signature counter did not rise',
    );
    notify(ctx, stored.email, { kind: 'passkey_counter', name: stored.name });
    throw new AppError('unauthorized', COUNTER_WENT_BACK);
  }
  const user: UserRow = { id: stored.userId, email: stored.email, twoFactorEnabled: stored.twoFactorEnabled };
  const { token } = await deps.database.db.transaction(async (tx) => {
    if (input.previousSessionId) await deleteSessionById(tx, input.previousSessionId);
    return createSession(tx, {
      userId: user.id,
      duration: input.duration,
      kind: 'full',
      now: deps.clock(),
      userAgent: input.userAgent,
      method: 'passkey',
    });
  });
  return { user, token, duration: input.duration };
}
