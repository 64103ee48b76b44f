import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { type MailContent, type SecurityNotice, securityNoticeMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import { findBackupCodeHash } from './backup-codes';
import { type SecretBox, SecretBoxError } from './secret-box';
import { deletePendingSessions } from './session-repository';
import { matchTotp } from './totp';
import {
  claimTotpStep,
  clearCodeFailures,
  consumeBackupCode,
  enableTwoFactor,
  lockedUntil,
  readTwoFactorState,
  reserveCodeAttempt,
  type TwoFactorState,
} from './two-factor-repository';

// Checking a two-factor code (docs/security.md R21-R27): the secret is sealed with AES-256-GCM, each TOTP
// step and backup code is accepted once, and 5 wrong codes in a row lock codes for 15 minutes. Used by
// the two-factor use cases and by deleting an account.

const MAX_CODE_FAILURES = 5;
const CODE_LOCK_MINUTES = 15;
const CODE_LOCK_MS = CODE_LOCK_MINUTES * 60_000;

export interface TwoFactorContext {
  deps: AppDeps;
  mailer: Mailer;
  box: SecretBox;
  /** Joins the salt of backup-code hashes (derived from SESSION_SECRET). */
  pepper: Buffer;
  log: FastifyBaseLogger;
  /** The client's address, for the sign-in event log (docs/security.md R31). */
  ip?: string;
}

export type CodeResult = { ok: true; via: 'totp' | 'backup' } | CodeRefused;
/** A code that was not accepted: wrong, or codes are locked for a while. */
export type CodeRefused =
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
  ctx.log.warn(
    { event: 'two_factor_code_failed', userId, ip: ctx.ip, mode },
    'a two-factor code was refused',
  );
  if (lockedNow && state) {
    ctx.log.warn(
      { event: 'two_factor_locked', userId, ip: ctx.ip },
      'two-factor codes locked after repeated failures',
    );
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
    // docs/security.md R24: the person hears of it too; someone may have read the code over their shoulder.
    notify(ctx, state.email, { kind: 'two_factor_replayed' });
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
export function openSecret(ctx: TwoFactorContext, sealed: string, userId: string): string | null {
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
  sendNotice(ctx, email, notice.kind, securityNoticeMail(notice));
}

/** Sends a notice without waiting; a failure is logged, never thrown. */
export function sendNotice(ctx: TwoFactorContext, email: string, kind: string, mail: MailContent): void {
  ctx.mailer.send(email, mail).catch((error: unknown) => {
    ctx.log.error({ event: 'notice_not_sent', kind, reason: String(error) }, 'could not send a notice');
  });
}
