import type { FastifyRequest } from 'fastify';
import { userToday } from '../../domain/user-today';
import { requireFullSession } from '../auth/guard';
import type { ActiveSession } from '../auth/session-repository';
import type { ServiceContext } from '../service-context';
import { bringLedgerCurrent } from './bring-current';

/**
 * The context of a session: one reading of the clock gives `now` and the user's `today`, in the time
 * zone read with the session (decision 038).
 */
export function sessionContext(request: FastifyRequest, session: ActiveSession): ServiceContext {
  const { database, clock } = request.server.deps;
  const now = clock();
  return {
    db: database.db,
    userId: session.user.id,
    now,
    today: userToday(now, session.timeZone),
    booksStarted: session.ledger !== null,
    baseCurrency: session.baseCurrency,
  };
}

/** The signed-in user's context (decision 075). */
export async function userContext(request: FastifyRequest): Promise<ServiceContext> {
  return sessionContext(request, await requireFullSession(request));
}

/** The same, once the ledger is current: for every read that shows a ledger figure. */
export async function currentLedgerContext(request: FastifyRequest): Promise<ServiceContext> {
  const session = await requireFullSession(request);
  const ctx = sessionContext(request, session);
  await bringLedgerCurrent(ctx, session.ledger ?? undefined);
  return ctx;
}
