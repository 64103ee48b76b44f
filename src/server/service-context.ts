import type { IsoDate } from '../domain/calendar';
import type { Db } from './db/client';

/**
 * What a use case runs with (decision 065): the database, the signed-in user, and the user's date
 * today in their time zone (decision 038). Routes build it with `userContext()` or
 * `currentLedgerContext()` (ledger/request-context.ts).
 */
export interface ServiceContext {
  db: Db;
  userId: string;
  /** The user's date today. */
  today: IsoDate;
}
