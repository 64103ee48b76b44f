import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays, compareIsoDates, type IsoDate } from '../../domain/calendar';
import {
  isFrequency,
  occurrenceAfter,
  occurrencesBetween,
  type RecurringSeries,
} from '../../domain/recurrence';
import type { Db } from '../db/client';
import { postTransactions } from './posting';
import { insertOccurrences, lockPostingItems, markPostedThrough, type TransactionRow } from './repository';

// Recurring items with an account post each occurrence when it falls due (docs/decisions/023): one
// actual transaction per (item, date), idempotent like loan payments. Each item remembers the date
// through which it has posted, so an occurrence the user deleted is not posted again, and an edit
// of the item changes only the occurrences after that date.
//
// A backfill (a series started long ago) posts in batches of OCCURRENCE_BATCH occurrences, one
// database transaction each, yielding to the event loop between them (docs/decisions/120): no
// request holds the embedded database, a pooled connection or the event loop for long, so other
// users' requests go between the batches. Each batch moves the item's posted-through date, so a
// backfill cut short (a crash, a kill) resumes where it stopped and never posts a date twice.

/** Occurrences the first batch posts, in the transaction that saves the item. */
const OCCURRENCE_BATCH = 25;
/**
 * The database time one batch aims at: well inside the ~100 ms a request may hold the embedded
 * database. Later batches are sized from how long the one before took (bench/backfill.bench.ts).
 */
const BATCH_TARGET_MS = 60;
const BATCH_MIN = 5;
const BATCH_MAX = 1_000;

function seriesOf(item: TransactionRow): RecurringSeries | null {
  if (!isFrequency(item.recurringFrequency)) return null;
  return {
    start: item.recurringStartDate ?? item.transactionDate,
    frequency: item.recurringFrequency,
    end: item.recurringEndDate,
  };
}

/**
 * Posts up to `budget` due occurrences of the user's recurring items (or of one) through `today`, in
 * the caller's transaction. Returns whether some are still due (call again, in a new transaction).
 */
export async function postDueOccurrenceBatch(
  db: Db,
  userId: string,
  today: IsoDate,
  itemId?: string,
  budget = OCCURRENCE_BATCH,
): Promise<boolean> {
  const items = await lockPostingItems(db, userId, itemId);
  let left = budget;
  for (const item of items) {
    const series = seriesOf(item);
    if (!series) continue;
    if (item.postedThrough !== null && compareIsoDates(item.postedThrough, today) >= 0) {
      // One item just saved (an edit sends the next date of its own series): keep it after what is posted.
      if (itemId !== undefined) {
        await markPostedThrough(db, item.id, item.postedThrough, occurrenceAfter(series, item.postedThrough));
      }
      continue;
    }
    if (left === 0) return true;
    const from = item.postedThrough === null ? series.start : addDays(item.postedThrough, 1);
    const dates = compareIsoDates(from, today) <= 0 ? occurrencesBetween(series, from, today, left) : [];
    const occurrences = await insertOccurrences(db, userId, item, dates);
    await postTransactions(db, userId, occurrences);
    left -= dates.length;
    // A full batch may have stopped short of today: the item is posted through its last date only.
    const through = left === 0 && dates.length > 0 ? (dates[dates.length - 1] as IsoDate) : today;
    await markPostedThrough(db, item.id, through, occurrenceAfter(series, today));
    if (left === 0 && through !== today) return true;
  }
  return false;
}

/**
 * Runs `batch(size)` — one transaction posting up to `size` occurrences, true while more are due —
 * until nothing is due, yielding to other requests before each and sizing each from the time the
 * one before took.
 */
export async function inBatches(batch: (size: number) => Promise<boolean>): Promise<void> {
  let size = OCCURRENCE_BATCH;
  for (;;) {
    await nextTurn();
    const started = performance.now();
    if (!(await batch(size))) return;
    const elapsed = Math.max(1, performance.now() - started);
    size = Math.min(BATCH_MAX, Math.max(BATCH_MIN, Math.round((size * BATCH_TARGET_MS) / elapsed)));
  }
}

/** Posts every due occurrence of one item, batch after batch, each in a transaction of its own. */
export async function postRemainingOccurrences(
  db: Db,
  userId: string,
  today: IsoDate,
  itemId: string,
): Promise<void> {
  await inBatches((size) => db.transaction((tx) => postDueOccurrenceBatch(tx, userId, today, itemId, size)));
}
