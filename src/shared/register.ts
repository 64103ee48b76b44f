import { z } from 'zod';
import { type IsoDate, isIsoDate } from '../domain/calendar';

// An account's register (GET /api/accounts/:id/register): its entries newest first, each with the
// account's running balance after it. Money is decimal strings with two places.

export const REGISTER_PAGE_MAX = 500;
export const REGISTER_PAGE_DEFAULT = 100;

export const ENTRY_KINDS = [
  'opening',
  'assertion',
  'revaluation',
  'transaction',
  'transfer',
  'loan',
  'loan_payment',
  'extra_payment',
  'manual',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

const REGISTER_MESSAGES = {
  date: 'Enter a real date as YYYY-MM-DD',
  limit: `limit must be a whole number from 1 to ${REGISTER_PAGE_MAX}`,
  offset: 'offset must be a whole number of 0 or more',
  range: 'from must be on or before to',
} as const;

const optionalDate = z
  .string({ error: REGISTER_MESSAGES.date })
  .refine(isIsoDate, REGISTER_MESSAGES.date)
  .optional();

export const registerQuerySchema = z
  .strictObject({
    from: optionalDate,
    to: optionalDate,
    limit: z
      .string({ error: REGISTER_MESSAGES.limit })
      .regex(/^\d{1,3}$/, REGISTER_MESSAGES.limit)
      .transform(Number)
      .refine((n) => n >= 1 && n <= REGISTER_PAGE_MAX, REGISTER_MESSAGES.limit)
      .optional(),
    offset: z
      .string({ error: REGISTER_MESSAGES.offset })
      .regex(/^\d{1,9}$/, REGISTER_MESSAGES.offset)
      .transform(Number)
      .optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['from'],
    message: REGISTER_MESSAGES.range,
  })
  .transform((q) => ({
    from: q.from ?? null,
    to: q.to ?? null,
    limit: q.limit ?? REGISTER_PAGE_DEFAULT,
    offset: q.offset ?? 0,
  }));
export type RegisterQuery = z.output<typeof registerQuerySchema>;

export interface RegisterRow {
  date: IsoDate;
  description: string;
  kind: EntryKind;
  /** Signed for the account: positive raises its balance (what it holds, or what is owed). */
  amount: string;
  /** The account's balance after this entry. */
  balance: string;
  journalEntryId: string;
  transactionId: string | null;
  /** The other side: the counter-account's or category's name ('Split' for several). */
  counterparty: string;
}

export interface RegisterPage {
  accountId: string;
  rows: RegisterRow[];
  /** Rows matching the date filter, for paging. */
  total: number;
  limit: number;
  offset: number;
}
