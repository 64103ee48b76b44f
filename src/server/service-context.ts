import type { IsoDate } from '../domain/calendar';
import type { Db } from './db/client';

/**
 * What a use case runs with (decisions 065 and 075): the database, the signed-in user, and one reading
 * of the app's clock — `now`, the instant a row the use case writes is stamped with, and `today`, that
 * instant's date in the user's time zone (decision 038). Routes build it with `userContext()` or
 * `currentLedgerContext()` (books/request-context.ts).
 */
export interface ServiceContext {
  db: Db;
  userId: string;
  /** The user's date today. */
  today: IsoDate;
  /** The clock's instant `today` was read at: the time a use case stamps on what it writes. */
  now: Date;
  /**
   * Whether the user's books were already started (their ledger state row, read with the session):
   * a write then need not make sure of the starting categories again. Unknown counts as not started.
   */
  booksStarted?: boolean;
  /** The user's base currency when read with the session; unknown otherwise (read where needed). */
  baseCurrency?: string;
}
