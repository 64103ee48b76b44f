import { z } from 'zod';
import { type Cents, parseMoney } from '../domain/money';
import { dateSchema as boundedDate } from './dates';
import type { MissingRateDto } from './exchange-rates';
import { UUID_PATTERN } from './ids';
import { type TransactionSearchQuery, transactionListQuerySchema } from './transactions';

// Bulk changes, undo and reconciliation of transactions (decisions 138 and 139).

/** At most this many transactions in one bulk change: one database transaction stays short. */
export const BULK_MAX = 5_000;
/** Room for BULK_MAX quoted ids (39 bytes each with the comma) and the rest of the body. */
export const BULK_BODY_LIMIT = 256 * 1024;
/** How long a change can be undone; the toast offers it for far less (decision 139). */
export const UNDO_KEEP_MINUTES = 10;

/** `?confirmReconciled=true`: a DELETE (or PUT) of a reconciled transaction says it means it. */
export const confirmQuerySchema = z.strictObject({
  confirmReconciled: z
    .enum(['true', 'false'], { error: 'confirmReconciled must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

const BULK_ACTIONS = ['setCategory', 'setCleared', 'delete'] as const;

export const CHANGE_MESSAGES = {
  ids: `ids must be a list of 1 to ${BULK_MAX} transaction ids`,
  idsOrFilter: 'Give either ids or filter, not both',
  filter:
    'filter must be an object of search params (q, accountId, categoryId, type, from, to, min, max, cleared)',
  filterTooMany: `The filter matches more than ${BULK_MAX} transactions; narrow it first`,
  action: 'action must be one of: setCategory, setCleared, delete',
  categoryId: 'Choose one of your categories (or null for none)',
  cleared: 'Cleared must be true or false',
  changeId: 'changeId must be the id of a change',
  statementDate: 'Enter a real date as YYYY-MM-DD',
  statementBalance: 'Statement balance must be a decimal string like 1234.56',
  dryRun: 'dryRun must be true or false',
} as const;
const M = CHANGE_MESSAGES;

const uuid = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());

const EVERY_TRANSACTION: TransactionSearchQuery = {
  mode: 'search',
  limit: BULK_MAX,
  q: undefined,
  type: undefined,
  accountId: undefined,
  categoryId: undefined,
  uncategorized: false,
  from: undefined,
  to: undefined,
  min: undefined,
  max: undefined,
  cleared: undefined,
  cursor: undefined,
};

const filterParam = z.string({ error: M.filter }).optional();

/**
 * "All N matching this filter" (decision 141): the params of a search as GET /api/transactions takes
 * them, without paging, read by the search's own schema so a bulk change selects exactly the rows the
 * list shows.
 */
const filterParams = z.strictObject(
  {
    q: filterParam,
    accountId: filterParam,
    categoryId: filterParam,
    uncategorized: filterParam,
    type: filterParam,
    from: filterParam,
    to: filterParam,
    min: filterParam,
    max: filterParam,
    cleared: filterParam,
  },
  { error: M.filter },
);

export const searchFilterSchema = filterParams.transform((raw, ctx): TransactionSearchQuery => {
  const parsed = transactionListQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  // No param at all reads as the plain list: "all matching" is then every actual transaction.
  const query = parsed.data;
  if (query.mode === 'search') return { ...query, limit: BULK_MAX };
  return { ...EVERY_TRANSACTION, type: query.type, accountId: query.accountId };
});

export const bulkRequestSchema = z
  .strictObject({
    ids: z.array(uuid(M.ids), { error: M.ids }).min(1, M.ids).max(BULK_MAX, M.ids).optional(),
    /** Instead of ids: every transaction this search finds, at most BULK_MAX. */
    filter: searchFilterSchema.optional(),
    action: z.enum(BULK_ACTIONS, { error: M.action }),
    categoryId: uuid(M.categoryId).nullable().optional(),
    cleared: z.boolean({ error: M.cleared }).optional(),
    /** Changing or deleting reconciled rows must say so (decision 138). */
    confirmReconciled: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.ids === undefined) === (input.filter === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [input.ids === undefined ? 'ids' : 'filter'],
        message: M.idsOrFilter,
      });
    if (input.action === 'setCategory' && input.categoryId === undefined)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: M.categoryId });
    if (input.action === 'setCleared' && input.cleared === undefined)
      ctx.addIssue({ code: 'custom', path: ['cleared'], message: M.cleared });
  })
  .transform(({ ids, filter, ...rest }) =>
    filter !== undefined
      ? { ...rest, select: { kind: 'filter' as const, filter } }
      : { ...rest, select: { kind: 'ids' as const, ids: [...new Set(ids ?? [])] } },
  );
export type BulkRequest = z.output<typeof bulkRequestSchema>;
/** The body as the browser sends it. */
export type BulkInput = z.input<typeof bulkRequestSchema>;

/** GET /api/transactions/count with a search's params: how many rows "all matching" would take. */
export interface TransactionCount {
  count: number;
  /** The sums' currency (decision 153): an amount in another converts at its date's rate. */
  baseCurrency: string;
  /** What every matching income and expense comes to (transfers count in neither), decimal strings. */
  income: string;
  expenses: string;
  /** Currencies the sums leave out for want of a rate (never 1). */
  missingRates: MissingRateDto[];
}

export interface BulkResult {
  /** How many transactions changed. */
  changed: number;
  /** Undoes the change through POST /api/transactions/restore. */
  changeId: string;
}

export const restoreRequestSchema = z.strictObject({ changeId: uuid(M.changeId) });

export const clearedRequestSchema = z.strictObject({
  cleared: z.boolean({ error: M.cleared }),
  confirmReconciled: z.boolean().optional(),
});

export const reconcileRequestSchema = z.strictObject({
  statementDate: boundedDate({ format: M.statementDate }),
  // An overdrawn account's statement is negative.
  statementBalance: z.string({ error: M.statementBalance }).transform((value, ctx): Cents => {
    const parsed = parseMoney(value, { integerDigits: 13, allowNegative: true });
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: M.statementBalance });
    return z.NEVER;
  }),
  dryRun: z.boolean({ error: M.dryRun }).optional(),
});
export type ReconcileRequest = z.output<typeof reconcileRequestSchema>;
export type ReconcileInput = z.input<typeof reconcileRequestSchema>;

/** What a statement says against the account's cleared rows (decision 138). */
export interface ReconcileResult {
  statementDate: string;
  statementBalance: string;
  /** Openings, assertions and other entries, plus the cleared transactions, through the date. */
  clearedBalance: string;
  /** statementBalance − clearedBalance: reconciling needs zero. */
  difference: string;
  /** Cleared, not yet reconciled transactions through the date: the ones reconciling marks. */
  transactionCount: number;
  /** True once the rows are marked and the balance recorded (never with dryRun). */
  reconciled: boolean;
}
