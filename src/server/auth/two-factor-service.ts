import type { TwoFactorSetupResponse } from '../../shared/auth';
import { AppError } from '../http/errors';
import type { SecurityNotice } from '../mail/templates';
import { qrcode } from '../optional-modules';
import { newBackupCodeSet } from './backup-codes';
import { SecretBoxError } from './secret-box';
import { type ActiveSession, createSession, type SessionUser, takeSession } from './session-repository';
import { endOtherSessions } from './session-service';
import { newTotpSecret, totpUri } from './totp';
import {
  type CodeMode,
  type CodeRefused,
  type CodeResult,
  checkCode,
  notify,
  openSecret,
  type TwoFactorContext,
} from './two-factor-codes';
import {
  disableTwoFactor,
  readTwoFactorState,
  replaceBackupCodes,
  savePendingSetup,
} from './two-factor-repository';

// Two-factor authentication (docs/security.md R21-R27): a setup offered and kept pending, on only after a
// first valid code of it, off again with a code; new backup codes; finishing a sign-in with a code.
// Checking the codes themselves is two-factor-codes.ts.

const backupContext = (userId: string) => `${userId}:pending-backup-codes`;

const ALREADY_ON = 'Two-factor authentication is already enabled';
const NOT_ON = 'Two-factor authentication is not enabled';
export const NO_SIGN_IN_WAITING = 'No sign-in is waiting for a code. Request a new sign-in link.';

async function setupResponse(
  secret: string,
  email: string,
  codes: string[],
): Promise<TwoFactorSetupResponse> {
  const qrCodeUrl = await qrcode().toDataURL(totpUri(secret, email), {
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret, qrCodeUrl, backupCodes: codes };
}

/**
 * A new secret and backup codes, kept pending until a first code confirms them. `replace` (POST)
 * overwrites an unconfirmed setup; without it (GET) nothing is written when one is pending.
 * Null when two-factor is on, or (without `replace`) when another setup got there first.
 */
async function startSetup(
  ctx: TwoFactorContext,
  user: SessionUser,
  replace = true,
): Promise<TwoFactorSetupResponse | null> {
  const secret = newTotpSecret();
  const { codes, hashes } = await newBackupCodeSet(ctx.pepper);
  const setup = {
    sealedSecret: ctx.box.seal(secret, user.id),
    backupHashes: hashes,
    sealedBackupCodes: ctx.box.seal(JSON.stringify(codes), backupContext(user.id)),
  };
  const saved = await savePendingSetup(ctx.deps.database.db, user.id, setup, ctx.deps.clock(), replace);
  return saved ? setupResponse(secret, user.email, codes) : null;
}

/** The pending setup as it was offered, or null when none is pending (or it cannot be read). */
async function pendingSetup(
  ctx: TwoFactorContext,
  user: SessionUser,
): Promise<TwoFactorSetupResponse | null> {
  const state = await readTwoFactorState(ctx.deps.database.db, user.id);
  if (!state?.pendingSecret || !state.pendingBackupSealed) return null;
  const secret = openSecret(ctx, state.pendingSecret, user.id);
  if (secret === null) return null;
  try {
    const codes = JSON.parse(ctx.box.open(state.pendingBackupSealed, backupContext(user.id))) as string[];
    return setupResponse(secret, user.email, codes);
  } catch (error) {
    if (error instanceof SecretBoxError || error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * GET /api/auth/2fa/setup: the setup already pending, unchanged, or a first one when none is. A
 * cross-site link to it can therefore never replace the secret someone is scanning.
 */
async function currentOrNewSetup(
  ctx: TwoFactorContext,
  user: SessionUser,
): Promise<TwoFactorSetupResponse | null> {
  const existing = await pendingSetup(ctx, user);
  if (existing) return existing;
  const created = await startSetup(ctx, user, false);
  // Another request created one meanwhile: answer that one. An unreadable one is replaced.
  return created ?? (await pendingSetup(ctx, user)) ?? startSetup(ctx, user, true);
}

/** New backup codes for an enabled two-factor; the old ones stop working. */
async function regenerateBackupCodes(ctx: TwoFactorContext, userId: string): Promise<string[] | null> {
  const { codes, hashes } = await newBackupCodeSet(ctx.pepper);
  return (await replaceBackupCodes(ctx.deps.database.db, userId, hashes, ctx.deps.clock())) ? codes : null;
}

// ---- the use cases of the two-factor routes -----------------------------------------------------

/**
 * Only while two-factor is off. Without `fresh` (GET) the setup already pending, creating a first one
 * only when none is, so a cross-site link cannot replace the secret being scanned; `fresh` (POST)
 * starts anew.
 */
export async function offerSetup(
  ctx: TwoFactorContext,
  user: SessionUser,
  fresh: boolean,
): Promise<TwoFactorSetupResponse> {
  if (user.twoFactorEnabled) throw new AppError('validation', ALREADY_ON);
  const setup = fresh ? await startSetup(ctx, user) : await currentOrNewSetup(ctx, user);
  if (!setup) throw new AppError('validation', ALREADY_ON);
  return setup;
}

/**
 * Turns two-factor on with a code of the pending setup. Sessions that signed in without the second
 * factor end (docs/security.md R14); `session`, the one asking, stays.
 */
export async function turnOn(
  ctx: TwoFactorContext,
  session: ActiveSession,
  code: string,
): Promise<CodeResult> {
  const { user } = session;
  const state = await readTwoFactorState(ctx.deps.database.db, user.id);
  if (state?.enabled) throw new AppError('validation', ALREADY_ON);
  if (!state?.pendingSecret) throw new AppError('validation', 'Start two-factor setup first');
  return switchWithCode(ctx, session, code, 'enable', { kind: 'two_factor_enabled' });
}

/** Turns two-factor off with a current code (or a backup code); the other sessions end too. */
export async function turnOff(
  ctx: TwoFactorContext,
  session: ActiveSession,
  code: string,
): Promise<CodeResult> {
  const { user } = session;
  if (!user.twoFactorEnabled) throw new AppError('validation', NOT_ON);
  return switchWithCode(ctx, session, code, 'active', { kind: 'two_factor_disabled' }, () =>
    disableTwoFactor(ctx.deps.database.db, user.id, ctx.deps.clock()),
  );
}

/**
 * Turning two-factor on or off, once the code is accepted: `change` applies (turning on, the code
 * check itself does it), every other session of the user ends (docs/security.md R14) and they are told.
 */
async function switchWithCode(
  ctx: TwoFactorContext,
  session: ActiveSession,
  code: string,
  mode: CodeMode,
  notice: SecurityNotice,
  change?: () => Promise<unknown>,
): Promise<CodeResult> {
  const { user } = session;
  const result = await checkCode(ctx, user.id, code, mode);
  if (!result.ok) return result;
  await change?.();
  await endOtherSessions(ctx.deps, user.id, session.id);
  notify(ctx, user.email, notice);
  return result;
}

/** New backup codes for a current TOTP code (not a backup code); the old set stops working. */
export async function renewBackupCodes(
  ctx: TwoFactorContext,
  user: SessionUser,
  code: string,
): Promise<CodeRefused | { ok: true; backupCodes: string[] }> {
  if (!user.twoFactorEnabled) throw new AppError('validation', NOT_ON);
  const result = await checkCode(ctx, user.id, code, 'totp');
  if (!result.ok) return result;
  const backupCodes = await regenerateBackupCodes(ctx, user.id);
  if (!backupCodes) throw new AppError('validation', NOT_ON);
  notify(ctx, user.email, { kind: 'backup_codes_regenerated' });
  return { ok: true, backupCodes };
}

/**
 * Finishes a sign-in the magic link started: with a valid code the pending session is replaced by a
 * full one. Only one finishing request can take the pending session (a new id at every sign-in).
 */
export async function finishSignIn(
  ctx: TwoFactorContext,
  pending: ActiveSession,
  code: string,
  userAgent: string | undefined,
): Promise<CodeRefused | { ok: true; via: 'totp' | 'backup'; token: string }> {
  const result = await checkCode(ctx, pending.user.id, code, 'active');
  if (!result.ok) return result;
  const { deps } = ctx;
  const created = await deps.database.db.transaction(async (tx) => {
    const taken = await takeSession(tx, pending.id);
    if (!taken) return null;
    // The full session keeps the first factor's method (a magic link or an OpenID Connect sign-in).
    return createSession(tx, {
      userId: pending.user.id,
      duration: pending.sessionDuration,
      kind: 'full',
      now: deps.clock(),
      userAgent,
      method: taken.method,
    });
  });
  if (!created) throw new AppError('unauthorized', NO_SIGN_IN_WAITING);
  return { ok: true, via: result.via, token: created.token };
}
