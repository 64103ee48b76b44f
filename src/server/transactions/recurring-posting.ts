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

function seriesOf(item: TransactionRow): RecurringSeries | null {
  if (!isFrequency(item.recurringFrequency)) return null;
  return {
    start: item.recurringStartDate ?? item.transactionDate,
    frequency: item.recurringFrequency,
    end: item.recurringEndDate,
  };
}

/** Posts the due occurrences of the user's recurring items (or of one) through `today`. */
export async function postDueOccurrences(
  db: Db,
  userId: string,
  today: IsoDate,
  itemId?: string,
): Promise<void> {
  const items = await lockPostingItems(db, userId, itemId);
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
    const from = item.postedThrough === null ? series.start : addDays(item.postedThrough, 1);
    const dates = compareIsoDates(from, today) <= 0 ? occurrencesBetween(series, from, today) : [];
    const occurrences = await insertOccurrences(db, userId, item, dates);
    await postTransactions(db, userId, occurrences);
    await markPostedThrough(db, item.id, today, occurrenceAfter(series, today));
  }
}
