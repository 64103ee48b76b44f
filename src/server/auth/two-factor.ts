import type { FastifyBaseLogger } from 'fastify';
import type { TwoFactorSetupResponse } from '../../shared/auth';
import type { AppDeps } from '../deps';
import { type SecurityNotice, securityNoticeMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import { qrcode } from '../optional-modules';
import { findBackupCodeHash, newBackupCodeSet } from './backup-codes';
import { deletePendingSessions } from './repository';
import { type SecretBox, SecretBoxError } from './secret-box';
import type { SessionUser } from './sessions';
import { matchTotp, newTotpSecret, totpUri } from './totp';
import {
  claimTotpStep,
  clearCodeFailures,
  consumeBackupCode,
  enableTwoFactor,
  lockedUntil,
  readTwoFactorState,
  replaceBackupCodes,
  reserveCodeAttempt,
  savePendingSetup,
  type TwoFactorState,
} from './two-factor-repository';

// Two-factor authentication (SECURITY.md R21-R27): the secret sealed with AES-256-GCM, on only after
// a first valid code, each TOTP step and backup code accepted once, 5 wrong codes in a row lock
// codes for 15 minutes.

export const MAX_CODE_FAILURES = 5;
export const CODE_LOCK_MINUTES = 15;
const CODE_LOCK_MS = CODE_LOCK_MINUTES * 60_000;

export interface TwoFactorContext {
  deps: AppDeps;
  mailer: Mailer;
  box: SecretBox;
  /** Joins the salt of backup-code hashes (derived from SESSION_SECRET). */
  pepper: Buffer;
  log: FastifyBaseLogger;
}

const backupContext = (userId: string) => `${userId}:pending-backup-codes`;

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
export async function startSetup(
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
export async function currentOrNewSetup(
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
export async function regenerateBackupCodes(ctx: TwoFactorContext, userId: string): Promise<string[] | null> {
  const { codes, hashes } = await newBackupCodeSet(ctx.pepper);
  return (await replaceBackupCodes(ctx.deps.database.db, userId, hashes, ctx.deps.clock())) ? codes : null;
}

export type CodeResult =
  | { ok: true; via: 'totp' | 'backup' }
  | { ok: false; locked: false; lockedNow: boolean }
  | { ok: false; locked: true; retryAfterSeconds: number };

/**
 * 'active': the confirmed secret or a backup code; 'totp': the confirmed secret only (to make new
 * backup codes, a lost phone must not be enough); 'enable': the secret a setup offered, turning
 * two-factor on when it matches.
 */
export type CodeMode = 'active' | 'totp' | 'enable';

/** Checks a code (see CodeMode), counting failures towards the lock. */
export async function checkCode(
  ctx: TwoFactorContext,
  userId: string,
  code: string,
  mode: CodeMode,
): Promise<CodeResult> {
  const { db } = ctx.deps.database;
  const now = ctx.deps.clock();
  const attempt = await reserveCodeAttempt(db, userId, now, MAX_CODE_FAILURES, CODE_LOCK_MS);
  if (!attempt) {
    const until = await lockedUntil(db, userId);
    const seconds = until ? Math.ceil((until.getTime() - now.getTime()) / 1000) : CODE_LOCK_MINUTES * 60;
    return { ok: false, locked: true, retryAfterSeconds: Math.max(1, seconds) };
  }
  const state = await readTwoFactorState(db, userId);
  const via = state ? await accept(ctx, userId, state, code, mode, now) : null;
  if (via) {
    await clearCodeFailures(db, userId);
    return { ok: true, via };
  }
  const lockedNow = attempt.attempts >= MAX_CODE_FAILURES;
  if (lockedNow && state) {
    ctx.log.warn({ event: 'two_factor_locked', userId }, 'two-factor codes locked after repeated failures');
    await deletePendingSessions(db, userId);
    notify(ctx, state.email, { kind: 'two_factor_locked', minutes: CODE_LOCK_MINUTES });
  }
  return { ok: false, locked: false, lockedNow };
}

async function accept(
  ctx: TwoFactorContext,
  userId: string,
  state: TwoFactorState,
  code: string,
  mode: CodeMode,
  now: Date,
): Promise<'totp' | 'backup' | null> {
  const { db } = ctx.deps.database;
  const sealed = mode === 'enable' ? state.pendingSecret : state.enabled ? state.secret : null;
  if (!sealed) return null;
  const secret = openSecret(ctx, sealed, userId);
  if (secret === null) return null;
  const step = matchTotp(secret, code, now);
  if (step !== null) {
    if (mode === 'enable') return (await enableTwoFactor(db, userId, sealed, step, now)) ? 'totp' : null;
    if (await claimTotpStep(db, userId, step)) return 'totp';
    ctx.log.warn({ event: 'two_factor_replay', userId }, 'a two-factor code was replayed');
    return null;
  }
  if (mode !== 'active') return null;
  const hash = await findBackupCodeHash(code, state.backupCodes, ctx.pepper);
  if (!hash) return null;
  const remaining = await consumeBackupCode(db, userId, hash);
  if (remaining === null) return null;
  notify(ctx, state.email, { kind: 'backup_code_used', remaining });
  return 'backup';
}

/** Fails closed: a secret that does not decrypt (tampered, or SESSION_SECRET changed) accepts no code. */
function openSecret(ctx: TwoFactorContext, sealed: string, userId: string): string | null {
  try {
    return ctx.box.open(sealed, userId);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    ctx.log.error({ event: 'two_factor_secret_unreadable', userId }, 'a two-factor secret failed to decrypt');
    return null;
  }
}

/** Security notices never hold up or fail the request that caused them. */
export function notify(ctx: TwoFactorContext, email: string, notice: SecurityNotice): void {
  ctx.mailer.send(email, securityNoticeMail(notice)).catch((error: unknown) => {
    ctx.log.error(
      { event: 'notice_not_sent', kind: notice.kind, reason: String(error) },
      'could not send a notice',
    );
  });
}
