import { z } from 'zod';
import { type IsoDate, isDateInRange } from '../domain/calendar';
import { dateSchema } from './dates';

// An account's register (GET /api/accounts/:id/register): its entries newest first, each with the
// account's running balance after it. Money is decimal strings with two places. A page's `next` is a
// cursor for the page after it (`before=<next>`): a range scan from there, however deep (decision 080).

const REGISTER_PAGE_MAX = 500;
const REGISTER_PAGE_DEFAULT = 100;

export const ENTRY_KINDS = [
  'opening',
  'assertion',
  'revaluation',
  'valuation',
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
  before: "before must be a register page's next cursor, unchanged",
  beforeWithOffset: 'offset cannot be used with before',
} as const;

/**
 * Where a page starts: just older than the line at (date, seq, lineId), with the account's balance
 * after the next older line (in cents) as the server saw it at ledger `version`. `mac` is the server's
 * signature of all of it for this user and account: a balance is only taken from a cursor it signed.
 */
export interface RegisterCursor {
  date: IsoDate;
  seq: number;
  lineId: string;
  balanceCents: string;
  version: number;
  mac: string;
}

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2})\.(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(-?\d{1,20})\.(\d{1,15})\.([0-9a-f]{32})$/;

/** The cursor's text: its parts joined by dots, in the order of RegisterCursor (URL-safe as it is). */
export function registerCursorText(c: RegisterCursor): string {
  return [c.date, c.seq, c.lineId, c.balanceCents, c.version, c.mac].join('.');
}

/** The cursor in `text`, or null when it is not one. */
export function parseRegisterCursor(text: string): RegisterCursor | null {
  const m = CURSOR_PATTERN.exec(text);
  if (!m) return null;
  const [, date = '', seq = '', lineId = '', balanceCents = '', version = '', mac = ''] = m;
  if (!isDateInRange(date)) return null;
  return { date, seq: Number(seq), lineId, balanceCents, version: Number(version), mac };
}

const optionalDate = dateSchema({ format: REGISTER_MESSAGES.date }).optional();

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
    before: z
      .string({ error: REGISTER_MESSAGES.before })
      .transform((text, ctx) => {
        const cursor = parseRegisterCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: REGISTER_MESSAGES.before });
        return cursor ?? z.NEVER;
      })
      .optional(),
  })
  .refine((q) => q.before === undefined || q.offset === undefined, {
    path: ['offset'],
    message: REGISTER_MESSAGES.beforeWithOffset,
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
    before: q.before ?? null,
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
  /** A transaction's cleared and reconciled marks (decision 138); null for other entries. */
  cleared: boolean | null;
  reconciled: boolean | null;
  /** A transaction's notes (a transfer's included); null without any, and for other entries. */
  notes: string | null;
}

export interface RegisterPage {
  accountId: string;
  rows: RegisterRow[];
  /**
   * Rows matching the date filter, for paging; null on a page read with `before`, which does not
   * count the whole account again (the first page of the same filter has the count).
   */
  total: number | null;
  limit: number;
  offset: number;
  /** The cursor of the next older page (`before=`), or null when this page reaches the oldest row. */
  next: string | null;
}
