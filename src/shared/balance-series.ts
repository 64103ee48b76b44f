import { z } from 'zod';
import type { IsoDate } from '../domain/calendar';
import type { SeriesBucket } from '../domain/ledger/balance-series';
import { dateSchema } from './dates';

// An account's balance over time for its chart (GET /api/accounts/:id/balance-series, decision 164):
// the balance at the end of each day with entries in the range, or the last of each week, month,
// quarter or year when the days are more than SERIES_POINTS_MAX. Money is decimal strings.

/**
 * Most points one answer holds: more than a phone's or a laptop's chart can tell apart (about two
 * pixels each at 900 px), and more than the years of the product's date range, so a bucket always fits.
 */
export const SERIES_POINTS_MAX = 400;

const SERIES_MESSAGES = {
  date: 'Enter a real date as YYYY-MM-DD',
  range: 'from must be on or before to',
} as const;

const optionalDate = dateSchema({ format: SERIES_MESSAGES.date }).optional();

export const balanceSeriesQuerySchema = z
  .strictObject({
    /** First day of the range; without it, the account's first entry. */
    from: optionalDate,
    /** Last day; without it, today (or the newest entry, when it is dated later). */
    to: optionalDate,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['from'],
    message: SERIES_MESSAGES.range,
  })
  .transform((q) => ({ from: q.from ?? null, to: q.to ?? null }));
export type BalanceSeriesQuery = z.output<typeof balanceSeriesQuerySchema>;

export interface BalancePointDto {
  date: IsoDate;
  /** The account's balance at the end of `date`, in its own currency, as the register shows it. */
  balance: string;
}

export interface BalanceSeriesDto {
  accountId: string;
  /** The account's own currency: every balance is in it. */
  currency: string;
  from: IsoDate | null;
  to: IsoDate | null;
  /** The register's rows in the range (what its first page counts). */
  entries: number;
  /** What each point stands for: one day, or the last day with entries of a week, month… */
  bucket: SeriesBucket;
  /**
   * Oldest first. With `from`, the first point may be `from` itself, carrying what came before it.
   * The last point is the range's end (`to`, or today without it or when `to` is later) with the
   * balance carried on from the last day with entries before it. The others are days with entries.
   */
  points: BalancePointDto[];
}
