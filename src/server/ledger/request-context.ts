import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guard';
import { loadUserToday } from '../settings/time-zone';
import { bringLedgerCurrent, type LedgerContext } from './bring-current';

/** The signed-in user's context: the database, their id, and their date today (decision 038). */
export async function userContext(request: FastifyRequest): Promise<LedgerContext> {
  const user = await requireUser(request);
  const { database, clock } = request.server.deps;
  return { db: database.db, userId: user.id, today: await loadUserToday(database.db, user.id, clock) };
}

/** The same, once the ledger is current: for every read that shows a ledger figure. */
export async function currentLedgerContext(request: FastifyRequest): Promise<LedgerContext> {
  const ctx = await userContext(request);
  await bringLedgerCurrent(ctx);
  return ctx;
}
