import type { SessionDuration } from '../../shared/auth-options';
import type { AppDeps } from '../deps';
import { magicLinkMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import {
  consumeMagicLink,
  findLiveMagicLink,
  replaceMagicLink,
  type UserRow,
  upsertVerifiedUser,
} from './repository';
import { createSession, deleteSessionById, hasDeviceSession, type SessionKind } from './session-repository';
import { hashToken, randomToken } from './tokens';

// Signing in with a magic link (docs/security.md R1-R7): 32 random bytes, only the SHA-256 stored, 15
// minutes, single use, the newest link per email wins, and the emailed origin comes from APP_URL, never
// the request. Auth's other use cases sit beside it by area: session-service.ts (a person's sessions),
// two-factor-service.ts and delete-account-service.ts, each with its routes and repository.

const MAGIC_LINK_TTL_MINUTES = 15;
const MAGIC_LINK_TTL_MS = MAGIC_LINK_TTL_MINUTES * 60_000;

function magicLinkUrl(appUrl: string, token: string, email: string): string {
  const url = new URL('/auth/verify', appUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

/** Same work whether or not the email has an account: the user is only created on verification. */
export async function sendMagicLink(
  deps: AppDeps,
  mailer: Mailer,
  input: { email: string; duration: SessionDuration; browserKey: string },
): Promise<void> {
  const now = deps.clock();
  const token = randomToken();
  await replaceMagicLink(deps.database.db, {
    email: input.email,
    tokenHash: hashToken(token),
    browserKey: input.browserKey,
    duration: input.duration,
    expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MS),
    now,
  });
  const link = magicLinkUrl(deps.config.appUrl, token, input.email);
  await mailer.send(input.email, magicLinkMail({ link, minutes: MAGIC_LINK_TTL_MINUTES }));
}

export type VerifyOutcome =
  | { kind: 'invalid' }
  /** Opened in another browser than the one that asked: the person must confirm (login CSRF). */
  | { kind: 'confirm_required' }
  | {
      kind: 'signed_in';
      user: UserRow;
      sessionToken: string;
      sessionKind: SessionKind;
      duration: SessionDuration;
      /** Neither this browser's previous session nor any live one of the user has this device. */
      newDevice: boolean;
    };

export async function verifyMagicLink(
  deps: AppDeps,
  input: {
    token: string;
    email: string;
    browserKey: string | undefined;
    confirmed: boolean;
    /** The session this browser already had, if any: replaced, never reused. */
    previousSessionId: string | undefined;
    /** Whose that session was: the same person signing in again is on a known device. */
    previousUserId?: string | undefined;
    /** Names the device in the sessions list. */
    userAgent?: string | undefined;
  },
): Promise<VerifyOutcome> {
  const { db } = deps.database;
  const now = deps.clock();
  const tokenHash = hashToken(input.token);
  const link = await findLiveMagicLink(db, tokenHash, input.email, now);
  if (!link) return { kind: 'invalid' };
  if (link.browserKey && link.browserKey !== input.browserKey && !input.confirmed) {
    return { kind: 'confirm_required' };
  }
  return db.transaction(async (tx): Promise<VerifyOutcome> => {
    if (!(await consumeMagicLink(tx, tokenHash, input.email, now))) return { kind: 'invalid' };
    const user = await upsertVerifiedUser(tx, input.email, now);
    const newDevice =
      input.previousUserId !== user.id && !(await hasDeviceSession(tx, user.id, input.userAgent, now));
    if (input.previousSessionId) await deleteSessionById(tx, input.previousSessionId);
    const sessionKind: SessionKind = user.twoFactorEnabled ? 'pending_2fa' : 'full';
    const { token } = await createSession(tx, {
      userId: user.id,
      duration: link.duration,
      kind: sessionKind,
      now,
      userAgent: input.userAgent,
    });
    return {
      kind: 'signed_in',
      user,
      sessionToken: token,
      sessionKind,
      duration: link.duration,
      newDevice,
    };
  });
}
