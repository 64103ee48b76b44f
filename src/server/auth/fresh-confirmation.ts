import type { FastifyRequest } from 'fastify';
import {
  FRESH_CONFIRMATION_MINUTES,
  REAUTHENTICATION_REQUIRED,
  WRITE_TOKEN_REQUIRED,
} from '../../shared/auth';
import { AppError } from '../http/errors';
import { isBearerRequest, isWriteTokenRequest } from './bearer';
import { requireFullSession } from './guard';
import { type ActiveSession, lastConfirmation } from './session-repository';

// Sudo mode (decision 134): exporting the whole book and deleting the account need the person, not
// only a cookie that may have been left behind or stolen. The session must have signed in (with its
// second factor, when two-factor is on) or confirmed a current authenticator code within the last
// 10 minutes.

export const FRESH_CONFIRMATION_MS = FRESH_CONFIRMATION_MINUTES * 60_000;

const CONFIRM_WITH_CODE = "Confirm it's you: enter a current code from your authenticator app";
const SIGN_IN_AGAIN = `Confirm it's you: sign in again (your last sign-in was more than ${FRESH_CONFIRMATION_MINUTES} minutes ago)`;
const WRITE_TOKEN = 'Exporting the whole book needs a read-and-write token';

/**
 * The request's full session when it is fresh; otherwise a 403 whose `code` is
 * `reauthentication_required` (a 401 when signed out). A personal access token stands for itself:
 * a read-and-write one passes, a read-only one gets a 403 (`write_token_required`).
 */
export async function requireFreshConfirmation(request: FastifyRequest): Promise<ActiveSession> {
  const session = await requireFullSession(request);
  if (isBearerRequest(request)) {
    if (isWriteTokenRequest(request)) return session;
    throw new AppError('forbidden', WRITE_TOKEN, undefined, WRITE_TOKEN_REQUIRED);
  }
  const { database, clock } = request.server.deps;
  const confirmed = await lastConfirmation(database.db, session.user.id, session.id);
  if (confirmed && clock().getTime() - confirmed.getTime() < FRESH_CONFIRMATION_MS) return session;
  throw new AppError(
    'forbidden',
    session.user.twoFactorEnabled ? CONFIRM_WITH_CODE : SIGN_IN_AGAIN,
    undefined,
    REAUTHENTICATION_REQUIRED,
  );
}
