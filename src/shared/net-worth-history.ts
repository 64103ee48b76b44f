import { z } from 'zod';
import { HISTORY_INTERVALS } from '../domain/planning/history';
import { dateSchema } from './dates';
import type { MissingRateDto } from './exchange-rates';

// Balances over time: Net Worth (GET /api/net-worth/history) and one account's
// (GET /api/accounts/:id/history), read from dated journal lines.

/** Most points one answer holds: a day-by-day series over 10 years. */
export const HISTORY_POINTS_MAX = 3700;

export const HISTORY_MESSAGES = {
  date: 'Enter a real date as YYYY-MM-DD',
  interval: 'interval must be day, week or month',
  fromAfterTo: 'from must be on or before to',
  tooMany: `That range holds more than ${HISTORY_POINTS_MAX} points; choose a longer interval or a shorter range`,
} as const;

const M = HISTORY_MESSAGES;

export const historyQuerySchema = z
  .strictObject({
    /** First day of the range; without it, the day of the first posting (all history). */
    from: dateSchema({ format: M.date }).optional(),
    /** Last day; without it, today. */
    to: dateSchema({ format: M.date }).optional(),
    interval: z.enum(HISTORY_INTERVALS, { error: M.interval }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: M.fromAfterTo });
    }
  })
  .transform((q) => ({ from: q.from ?? null, to: q.to ?? null, interval: q.interval ?? 'month' }));
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/**
 * Net Worth at a period's end in the base currency (decision 153): each currency's balance converted
 * at that date's rate, with the base currency's decimals.
 */
export interface NetWorthPoint {
  /** A period's end (the last point is `to`). */
  date: string;
  totalAssets: string;
  totalLiabilities: string;
  netWorth: string;
  /** Only when the point leaves out a currency that had no rate on or before its date. */
  missingRates?: MissingRateDto[];
}

export interface AccountHistoryPoint {
  date: string;
  /** In the account's normal direction, as the balance sheet shows it, in the account's currency. */
  balance: string;
  currency: string;
  baseCurrency: string;
  /** The balance in the base currency at that date's rate; null when there is none on or before it. */
  baseBalance: string | null;
}

/** GET /api/net-worth/change: what moved Net Worth after `from` through `to` (decision 127). */
export const changeQuerySchema = z
  .strictObject({
    /** The change counts entries dated after this day. */
    from: dateSchema({ format: M.date }),
    /** Through this day; without it, today. */
    to: dateSchema({ format: M.date }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to !== undefined && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: M.fromAfterTo });
    }
  })
  .transform((q) => ({ from: q.from, to: q.to ?? null }));
export type ChangeQuery = z.output<typeof changeQuerySchema>;

/**
 * Net Worth at the end of `from` and of `to`, and what moved it in between, by the other side of each
 * entry: `growth` counts only real movements (savings, valuations, interest, past loan payments,
 * corrections, other) and
 * never an account's first appearance (`newAccounts`, its opening entry). Every figure a decimal
 * string; growth + newAccounts = end − start.
 */
export interface NetWorthChangeDto {
  from: string;
  to: string;
  start: string;
  end: string;
  growth: string;
  /** Income less expenses (loan interest apart). */
  savings: string;
  income: string;
  expenses: string;
  /** Interest: negative when paid (loan interest is an expense posted to the interest account). */
  interest: string;
  /** The currency every figure is in (decision 153). */
  baseCurrency: string;
  /**
   * Houses, cars and investments valued higher or lower (decision 126), and money in other
   * currencies worth more or less in the base currency (`exchange`).
   */
  valuations: string;
  /** The part of `valuations` that exchange rates made: unrealized gain or loss, never income. */
  exchange: string;
  /**
   * Loan payments dated before their loan was added, funded by the balances the user gave (decision
   * 128): the loan's balance fell, and the money that paid it is in those balances, not on the books.
   */
  pastLoanPayments: string;
  /** Balances the user set on accounts already tracked: money that moved unrecorded. */
  corrections: string;
  /** Anything else (loan payments made from outside the books). */
  other: string;
  /** Opening balances of the accounts that began to be tracked in the period: not growth. */
  newAccounts: string;
  /** The accounts that began to be tracked in the period, by their start. */
  accountsStarted: { accountId: string; accountName: string; trackedSince: string }[];
  /** Currencies left out of every figure for want of a rate (never converted at 1). */
  missingRates: MissingRateDto[];
}
