import type { Db } from './client';
import { refreshStatistics } from './statistics';
import { vacuumDue } from './vacuum';

/**
 * Does for the embedded database what PostgreSQL's autovacuum does for a server: keeps the planner's
 * statistics current (decision 160) and vacuums the tables that are due (decision 183). A first
 * round `firstAfterMs` after start, so that it never holds up the first requests of a restart (a cold
 * catalog makes its look cost 200 ms), then one every `everyMs`. Statistics come first: a vacuum
 * records the table's new size, which would hide the growth that makes a table due for them. A
 * failure is logged, never thrown, and the next round tries again. Answers the function that stops it.
 */
export function keepEmbeddedDatabaseTidy(
  db: Db,
  timing: { firstAfterMs: number; everyMs: number },
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    refreshStatistics(db)
      .then(() => vacuumDue(db))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  let timer = setTimeout(() => {
    round();
    timer = setInterval(round, timing.everyMs);
    timer.unref();
  }, timing.firstAfterMs);
  timer.unref();
  return () => clearTimeout(timer);
}
