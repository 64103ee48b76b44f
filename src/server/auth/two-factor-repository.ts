import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

// The two-factor state of a user (pending setup, secret, backup codes, attempts and replay guard).
// Every "use once" rule is a single conditional statement, so concurrent requests cannot both win.

export interface TwoFactorState {
  email: string;
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
  /** The pending setup's backup codes, sealed (shown again until the setup is confirmed). */
  pendingBackupSealed: string | null;
  backupCodes: string[];
}

export async function readTwoFactorState(db: Db, userId: string): Promise<TwoFactorState | null> {
  const [row] = await db
    .select({
      email: users.email,
      enabled: users.twoFactorEnabled,
      secret: users.twoFactorSecret,
      pendingSecret: users.twoFactorPendingSecret,
      pendingBackupSealed: users.twoFactorPendingBackupSealed,
      backupCodes: users.twoFactorBackupCodes,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, backupCodes: row.backupCodes ?? [] } : null;
}

/**
 * Saves a setup's secret and backup codes, refused (false) once two-factor is on. `replace` lets it
 * overwrite an unconfirmed setup (POST, the person asked for a new one); without it the save only
 * happens when no setup is pending (GET), so a link from elsewhere cannot break an enrolment.
 */
export async function savePendingSetup(
  db: Db,
  userId: string,
  setup: { sealedSecret: string; backupHashes: string[]; sealedBackupCodes: string },
  now: Date,
  replace: boolean,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      twoFactorPendingSecret: setup.sealedSecret,
      twoFactorPendingBackupCodes: setup.backupHashes,
      twoFactorPendingBackupSealed: setup.sealedBackupCodes,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, false),
        replace ? undefined : isNull(users.twoFactorPendingSecret),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Replaces the backup codes of an enabled two-factor (the old set stops working at once). */
export async function replaceBackupCodes(
  db: Db,
  userId: string,
  hashes: string[],
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorBackupCodes: hashes, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Turns two-factor on with exactly the pending secret that was checked (a newer setup loses). */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  checkedPendingSecret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      twoFactorEnabled: true,
      twoFactorSecret: checkedPendingSecret,
      twoFactorBackupCodes: sql`${users.twoFactorPendingBackupCodes}`,
      twoFactorPendingSecret: null,
      twoFactorPendingBackupCodes: null,
      twoFactorPendingBackupSealed: null,
      twoFactorLastStep: step,
      twoFactorFailures: 0,
      twoFactorLockedUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, false),
        eq(users.twoFactorPendingSecret, checkedPendingSecret),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableTwoFactor(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorBackupCodes: null,
      twoFactorPendingSecret: null,
      twoFactorPendingBackupCodes: null,
      twoFactorPendingBackupSealed: null,
      twoFactorLastStep: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * Takes one attempt before the code is checked, so parallel guesses cannot slip past the limit.
 * Returns the attempts in the current run (the 5th sets the lock), or null while locked.
 */
export async function reserveCodeAttempt(
  db: Db,
  userId: string,
  now: Date,
  maxFailures: number,
  lockMs: number,
): Promise<{ attempts: number } | null> {
  const nowText = now.toISOString();
  const lockUntil = new Date(now.getTime() + lockMs).toISOString();
  const expired = sql`(${users.twoFactorLockedUntil} is not null and ${users.twoFactorLockedUntil} <= ${nowText}::timestamptz)`;
  const next = sql`(case when ${expired} then 1 else ${users.twoFactorFailures} + 1 end)`;
  const rows = await db
    .update(users)
    .set({
      twoFactorFailures: sql`${next}`,
      twoFactorLockedUntil: sql`(case when ${next} >= ${maxFailures} then ${lockUntil}::timestamptz else null end)`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.twoFactorLockedUntil} is null or ${users.twoFactorLockedUntil} <= ${nowText}::timestamptz)`,
      ),
    )
    .returning({ attempts: users.twoFactorFailures });
  return rows[0] ?? null;
}

export async function lockedUntil(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: users.twoFactorLockedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.until ?? null;
}

export async function clearCodeFailures(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ twoFactorFailures: 0, twoFactorLockedUntil: null })
    .where(eq(users.id, userId));
}

/** Accepts a TOTP step only if it is later than the last accepted one (replay protection). */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, true),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Removes one backup code if it is still unused; returns how many remain, or null if it was not there. */
export async function consumeBackupCode(db: Db, userId: string, hash: string): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ twoFactorBackupCodes: sql`array_remove(${users.twoFactorBackupCodes}, ${hash}::text)` })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, true),
        sql`${hash}::text = any(${users.twoFactorBackupCodes})`,
      ),
    )
    .returning({ codes: users.twoFactorBackupCodes });
  const row = rows[0];
  return row ? (row.codes ?? []).length : null;
}
