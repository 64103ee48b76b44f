import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { deleteExpiredChallenges } from './passkey-repository';
import { deleteExpiredMagicLinks } from './repository';
import { deleteExpiredSessions } from './session-repository';

// Expired sign-in links, sessions and passkey challenges are deleted on a timer (issue 11, item 5), so neither table
// grows with every request for a link that is never opened. Every instance runs its own timer:
// each sweep is one idempotent DELETE per table, so two instances sweeping at once only repeat work.

export const SWEEP_INTERVAL_MS = 10 * 60_000;

export async function sweepExpired(
  database: Database,
  now: Date,
): Promise<{ magicLinks: number; sessions: number; challenges: number }> {
  const magicLinks = await deleteExpiredMagicLinks(database.db, now);
  const sessions = await deleteExpiredSessions(database.db, now);
  const challenges = await deleteExpiredChallenges(database.db, now);
  return { magicLinks, sessions, challenges };
}

/** Sweeps once the app is ready and then every SWEEP_INTERVAL_MS, with the app's clock. */
export function registerSweeper(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  // A tick that arrives while a sweep runs (the first one, at start, may still be waiting for a
  // connection) is not dropped: the running sweep goes round once more with the clock's new time.
  let again = false;
  const tick = async () => {
    // Before the embedded database has opened there is nothing to sweep yet.
    const database = app.deps.database as Database | undefined;
    if (!database) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const swept = await sweepExpired(database, app.deps.clock());
        if (swept.magicLinks || swept.sessions || swept.challenges)
          app.log.debug({ event: 'swept', ...swept }, 'expired rows deleted');
      } while (again);
    } catch (error) {
      app.log.warn({ event: 'sweep_failed', reason: String(error) }, 'could not delete expired rows');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), SWEEP_INTERVAL_MS);
    timer.unref();
    void tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
