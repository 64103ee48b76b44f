import { z } from 'zod';
import { compareIsoDates, type IsoDate } from '../domain/calendar';
import { type Cents, parseMoney, sumCents } from '../domain/money';
import { FREQUENCIES, type Frequency } from '../domain/recurrence';
import { amountSchema } from './amount-schema';
import { dateSchema as boundedDate } from './dates';
import type { MissingRateDto } from './exchange-rates';
import { UUID_PATTERN } from './ids';
import { OFFSET_MAX, pageMessages } from './paging';
import { decodeCursor } from './transaction-cursor';

// The transactions contract (docs/product.md §3, 5, 7): recurring income and expense projections and actual
// recorded transactions. Used by the server to validate and by the dialog to build its payload.

export const TRANSACTION_TYPES = ['income', 'expense', 'transfer'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** Income and expense: the kinds that have a category and count in cash flow. */
export type IncomeOrExpense = Exclude<TransactionType, 'transfer'>;

/**
 * Most digits before the point for one amount (under $10 billion). numeric(15,2) would hold 13, but a
 * daily item's monthly equivalent (x 30.44) must stay an exact integer of cents in JavaScript.
 */
export const AMOUNT_INTEGER_DIGITS = 10;
const DESCRIPTION_MAX = 200;
const TAGS_MAX = 10;
const TAG_MAX = 50;
const LIST_LIMIT_MAX = 1000;
/** Most parts of one split transaction (decision 141). */
const SPLITS_MAX = 50;
const SPLIT_MEMO_MAX = 200;
const NOTES_MAX = 1000;
/** A page of GET /api/transactions when no limit is asked (docs/decisions/120). */
export const LIST_LIMIT_DEFAULT = 200;

export const TRANSACTION_MESSAGES = {
  amountRequired: 'Amount is required',
  amountType: 'Amount must be a decimal string like 1234.56',
  amountPositive: 'Amount must be greater than 0',
  receivedAmountType: 'Received amount must be a decimal string like 1234.56',
  receivedAmountPositive: 'Received amount must be greater than 0',
  receivedAmountRequired:
    'These accounts hold different currencies: enter the amount received, in the destination account’s currency',
  receivedAmountSameCurrency:
    'Both accounts hold the same currency: a received amount is only for a transfer between two currencies',
  receivedAmountOnlyTransfers: 'Only a transfer has a received amount',
  recurringCrossCurrency:
    'A transfer between two currencies cannot recur: each one needs its own amounts; record each transfer',
  wholeUnits: (code: string) => `${code} has no decimal places: enter a whole amount`,
  type: 'Type must be income, expense or transfer',
  accountId: 'Choose one of your accounts',
  toAccountRequired: 'Choose the account the money goes to',
  fromAccountRequired: 'Choose the account the money comes from',
  sameAccount: 'Choose two different accounts',
  onlyTransfers: 'Only a transfer has a destination account',
  noCategoryOnTransfer: 'A transfer has no category',
  categoryId: 'Choose one of your categories',
  descriptionRequired: 'Description is required',
  descriptionLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  date: 'Enter a real date as YYYY-MM-DD',
  isRecurring: 'isRecurring must be true or false',
  frequency: 'Frequency must be one of: daily, weekly, biweekly, monthly, quarterly, yearly',
  frequencyRequired: 'Choose how often it recurs',
  notRecurring: 'Must be empty when the transaction is not recurring',
  endBeforeStart: 'End date must be on or after the start date',
  nextDueNotAfter: 'Next due date must be after the transaction date',
  cleared: 'Cleared must be true or false',
  confirmReconciled: 'confirmReconciled must be true or false',
  notes: `Notes must be text of at most ${NOTES_MAX} characters`,
  splits: `Splits must be a list of at most ${SPLITS_MAX} parts, each a category and an amount`,
  splitMemo: `A part's memo must be at most ${SPLIT_MEMO_MAX} characters`,
  splitTooFew: 'A split needs at least two parts',
  splitTransfer: 'A transfer cannot be split',
  splitRecurring: 'A recurring item cannot be split; split each transaction it posts',
  splitWithCategory: 'A split transaction takes its categories from its parts; leave categoryId empty',
  splitSum: 'The parts must add up to the amount',
  tags: `Tags must be a list of at most ${TAGS_MAX} texts of 1 to ${TAG_MAX} characters`,
  ...pageMessages(LIST_LIMIT_MAX),
  recurring: 'recurring must be true or false',
} as const;

const M = TRANSACTION_MESSAGES;

const amount = amountSchema({
  integerDigits: AMOUNT_INTEGER_DIGITS,
  least: 'positive',
  messages: { required: M.amountRequired, type: M.amountType, tooSmall: M.amountPositive },
});

/** What a cross-currency transfer's destination received (decision 152), in that account's currency. */
const receivedAmount = amountSchema({
  integerDigits: AMOUNT_INTEGER_DIGITS,
  least: 'positive',
  messages: {
    required: M.receivedAmountType,
    type: M.receivedAmountType,
    tooSmall: M.receivedAmountPositive,
  },
});

const dateSchema = boundedDate({ format: M.date });
const idSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase())
    .nullable()
    .optional();
const optionalDate = dateSchema.nullable().optional();

/** No control characters but tab and newline: PostgreSQL text cannot hold NUL. */
const printable = (v: string) => ![...v].some((c) => c.charCodeAt(0) < 0x20 && c !== '\n' && c !== '\t');

/** One part of a split: its category, its share of the amount, and an optional memo (decision 141). */
const splitSchema = z.strictObject(
  {
    categoryId: z
      .string({ error: M.categoryId })
      .regex(UUID_PATTERN, M.categoryId)
      .transform((id) => id.toLowerCase()),
    amount,
    memo: z
      .string({ error: M.splitMemo })
      .trim()
      .max(SPLIT_MEMO_MAX, M.splitMemo)
      .refine(printable, M.splitMemo)
      .nullable()
      .optional(),
  },
  { error: M.splits },
);

export const transactionInputSchema = z
  .strictObject({
    amount,
    /**
     * A transfer between accounts of two currencies (decision 152): what the destination received, in
     * its currency, while `amount` is what the source sent, in its own. Required then, refused otherwise.
     */
    receivedAmount: receivedAmount.nullable().optional(),
    type: z.enum(TRANSACTION_TYPES, { error: M.type }),
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(DESCRIPTION_MAX, M.descriptionLong),
    transactionDate: dateSchema,
    isRecurring: z.boolean({ error: M.isRecurring }).optional(),
    recurringFrequency: z.enum(FREQUENCIES, { error: M.frequency }).nullable().optional(),
    recurringStartDate: optionalDate,
    recurringEndDate: optionalDate,
    nextDueDate: optionalDate,
    tags: z
      .array(z.string({ error: M.tags }).trim().min(1, M.tags).max(TAG_MAX, M.tags), { error: M.tags })
      .max(TAGS_MAX, M.tags)
      .nullable()
      .optional(),
    /** The user's asset or liability account paid from or into (the source, for a transfer). */
    accountId: idSchema(M.accountId),
    /** A transfer's destination account. */
    toAccountId: idSchema(M.accountId),
    categoryId: idSchema(M.categoryId),
    /** Free text beside the payee (a bank file's memo); left out, an edit keeps it. */
    notes: z
      .string({ error: M.notes })
      .max(NOTES_MAX, M.notes)
      .refine(printable, M.notes)
      .nullable()
      .optional(),
    /**
     * The parts of a split (decision 141): two or more, summing to `amount`. Left out, an edit keeps the
     * parts it had (while they still add up); `[]` or a `categoryId` makes it one category again.
     */
    splits: z.array(splitSchema, { error: M.splits }).max(SPLITS_MAX, M.splits).nullable().optional(),
    /** The bank has it (decision 138); left out, a new row is not cleared and an edit keeps it. */
    cleared: z.boolean({ error: M.cleared }).optional(),
    /** Editing a reconciled row must say so (decision 138); otherwise a 409 with code `reconciled`. */
    confirmReconciled: z.boolean({ error: M.confirmReconciled }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'transfer') {
      if (input.accountId == null)
        ctx.addIssue({ code: 'custom', path: ['accountId'], message: M.fromAccountRequired });
      if (input.toAccountId == null)
        ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: M.toAccountRequired });
      else if (input.toAccountId === input.accountId)
        ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: M.sameAccount });
      if (input.categoryId != null)
        ctx.addIssue({ code: 'custom', path: ['categoryId'], message: M.noCategoryOnTransfer });
    } else {
      if (input.toAccountId != null)
        ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: M.onlyTransfers });
      if (input.receivedAmount != null)
        ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: M.receivedAmountOnlyTransfers });
    }
    const parts = input.splits ?? [];
    if (parts.length > 0) {
      if (input.type === 'transfer')
        ctx.addIssue({ code: 'custom', path: ['splits'], message: M.splitTransfer });
      else if (input.isRecurring === true)
        ctx.addIssue({ code: 'custom', path: ['splits'], message: M.splitRecurring });
      else if (parts.length < 2) ctx.addIssue({ code: 'custom', path: ['splits'], message: M.splitTooFew });
      else if (input.categoryId != null)
        ctx.addIssue({ code: 'custom', path: ['categoryId'], message: M.splitWithCategory });
      else if (sumCents(parts.map((p) => p.amount)) !== input.amount)
        ctx.addIssue({ code: 'custom', path: ['splits'], message: M.splitSum });
    }
    const recurringFields = [
      'recurringFrequency',
      'recurringStartDate',
      'recurringEndDate',
      'nextDueDate',
    ] as const;
    if (!input.isRecurring) {
      for (const field of recurringFields) {
        if (input[field] != null) ctx.addIssue({ code: 'custom', path: [field], message: M.notRecurring });
      }
      return;
    }
    if (input.recurringFrequency == null) {
      ctx.addIssue({ code: 'custom', path: ['recurringFrequency'], message: M.frequencyRequired });
    }
    const start = input.recurringStartDate ?? input.transactionDate;
    if (input.recurringEndDate != null && compareIsoDates(input.recurringEndDate, start) < 0) {
      ctx.addIssue({ code: 'custom', path: ['recurringEndDate'], message: M.endBeforeStart });
    }
    if (input.nextDueDate != null && compareIsoDates(input.nextDueDate, input.transactionDate) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['nextDueDate'], message: M.nextDueNotAfter });
    }
  })
  .transform((input) => {
    const recurring = input.isRecurring === true;
    return {
      amount: input.amount,
      receivedAmount: input.type === 'transfer' ? (input.receivedAmount ?? null) : null,
      type: input.type,
      description: input.description,
      transactionDate: input.transactionDate,
      isRecurring: recurring,
      recurringFrequency: recurring ? (input.recurringFrequency as Frequency) : null,
      // A recurring series is anchored on its start; with none given, on the transaction date.
      recurringStartDate: recurring ? (input.recurringStartDate ?? input.transactionDate) : null,
      recurringEndDate: recurring ? (input.recurringEndDate ?? null) : null,
      nextDueDate: recurring ? (input.nextDueDate ?? null) : null,
      tags: input.tags ?? [],
      accountId: input.accountId ?? null,
      toAccountId: input.type === 'transfer' ? (input.toAccountId ?? null) : null,
      categoryId: input.type === 'transfer' ? null : (input.categoryId ?? null),
      ...(input.cleared === undefined ? {} : { cleared: input.cleared }),
      ...(input.notes === undefined ? {} : { notes: input.notes?.trim() ? input.notes.trim() : null }),
      // undefined: keep what an edited row has (none for a new one); [] unsplits.
      ...(input.splits === undefined
        ? {}
        : {
            splits: (input.splits ?? []).map((p) => ({
              categoryId: p.categoryId,
              amount: p.amount,
              memo: p.memo ? p.memo : null,
            })),
          }),
      ...(input.confirmReconciled === true ? { confirmReconciled: true } : {}),
    };
  });

/** The payload as the browser sends it (docs/product.md §7). */
export type TransactionInput = z.input<typeof transactionInputSchema>;
/** The payload after validation: amount in cents, recurring fields settled. */
export type TransactionData = z.output<typeof transactionInputSchema>;

/** Rows a search answers when no limit is asked: one screenful; `next` reads on (decision 135). */
const SEARCH_LIMIT_DEFAULT = 50;
const SEARCH_Q_MAX = 100;

export const SEARCH_MESSAGES = {
  q: `q must be text of at most ${SEARCH_Q_MAX} characters`,
  categoryId: 'categoryId must be the id of one of your categories',
  uncategorized: 'uncategorized must be true',
  categoryAndUncategorized: 'Choose a category or Uncategorized, not both',
  from: 'from must be a real date as YYYY-MM-DD',
  to: 'to must be a real date as YYYY-MM-DD',
  toBeforeFrom: 'to must be on or after from',
  min: 'min must be an amount like 12.50',
  max: 'max must be an amount like 12.50',
  maxBelowMin: 'max must be at least min',
  cleared: 'cleared must be true or false',
  cursor: 'cursor is not one this list gave; start again without it',
  offsetWithSearch: 'offset pages the plain list; a search pages with cursor',
  recurringWithSearch: 'Search and filters list actual transactions; recurring plans have no search',
} as const;

const S = SEARCH_MESSAGES;

/** An amount bound of the search: a plain decimal (12 or 12.50), read into cents. */
const filterAmount = (message: string) =>
  z
    .string({ error: message })
    .transform((value, ctx): Cents => {
      const parsed = /^\d+(\.\d{1,2})?$/.test(value)
        ? parseMoney(value, { integerDigits: AMOUNT_INTEGER_DIGITS })
        : null;
      if (!parsed?.ok) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.cents;
    })
    .optional();

/** limit and offset without defaults: whether they were given decides the kind of answer. */
const PAGE = pageMessages(LIST_LIMIT_MAX);
const wholeNumber = (digits: number, message: string, least: number, most: number) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^\\d{1,${digits}}$`), message)
    .transform(Number)
    .refine((n) => n >= least && n <= most, message)
    .optional();

const queryId = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase())
    .optional();

/** The params that ask for a search: the answer is `{ transactions, next }` (decision 135). */
const SEARCH_PARAMS = [
  'q',
  'accountId',
  'categoryId',
  'uncategorized',
  'type',
  'from',
  'to',
  'min',
  'max',
  'cleared',
  'cursor',
] as const;

export const transactionListQuerySchema = z
  .strictObject({
    limit: wholeNumber(4, PAGE.limit, 1, LIST_LIMIT_MAX),
    offset: wholeNumber(10, PAGE.offset, 0, OFFSET_MAX),
    type: z.enum(TRANSACTION_TYPES, { error: M.type }).optional(),
    recurring: z
      .enum(['true', 'false'], { error: M.recurring })
      .transform((v) => v === 'true')
      .optional(),
    /** Only the transactions that move this account (either side of a transfer). */
    accountId: queryId(M.accountId),
    /** Payee/description or notes contain this, whatever the case and accents. */
    q: z
      .string({ error: S.q })
      .max(SEARCH_Q_MAX, S.q)
      // PostgreSQL text cannot hold NUL; other control characters are never part of a payee.
      .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 0x20), S.q)
      .optional(),
    categoryId: queryId(S.categoryId),
    uncategorized: z.literal('true', { error: S.uncategorized }).optional(),
    from: boundedDate({ format: S.from }).optional(),
    to: boundedDate({ format: S.to }).optional(),
    min: filterAmount(S.min),
    max: filterAmount(S.max),
    cleared: z
      .enum(['true', 'false'], { error: S.cleared })
      .transform((v) => v === 'true')
      .optional(),
    cursor: z
      .string({ error: S.cursor })
      .transform((value, ctx) => {
        const cursor = decodeCursor(value);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: S.cursor });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.categoryId !== undefined && query.uncategorized !== undefined)
      ctx.addIssue({ code: 'custom', path: ['uncategorized'], message: S.categoryAndUncategorized });
    if (query.from !== undefined && query.to !== undefined && compareIsoDates(query.to, query.from) < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: S.toBeforeFrom });
    if (query.min !== undefined && query.max !== undefined && query.max < query.min)
      ctx.addIssue({ code: 'custom', path: ['max'], message: S.maxBelowMin });
    // type and accountId alone keep the plain list when it is paged by offset or names `recurring`
    // (the Planning tabs); the new search params never mix with them.
    const searching = SEARCH_ONLY.some((key) => query[key] !== undefined);
    if (searching && query.offset !== undefined)
      ctx.addIssue({ code: 'custom', path: ['offset'], message: S.offsetWithSearch });
    if (searching && query.recurring !== undefined)
      ctx.addIssue({ code: 'custom', path: ['recurring'], message: S.recurringWithSearch });
  })
  .transform((query) => {
    const plain =
      query.offset !== undefined ||
      query.recurring !== undefined ||
      !SEARCH_PARAMS.some((key) => query[key] !== undefined);
    if (plain) {
      return {
        mode: 'list' as const,
        limit: query.limit ?? LIST_LIMIT_DEFAULT,
        offset: query.offset ?? 0,
        type: query.type,
        recurring: query.recurring,
        accountId: query.accountId,
      };
    }
    const q = query.q?.trim();
    return {
      mode: 'search' as const,
      limit: query.limit ?? SEARCH_LIMIT_DEFAULT,
      q: q ? q : undefined,
      type: query.type,
      accountId: query.accountId,
      categoryId: query.categoryId,
      uncategorized: query.uncategorized === 'true',
      from: query.from,
      to: query.to,
      min: query.min,
      max: query.max,
      cleared: query.cleared,
      cursor: query.cursor,
    };
  });

/** The search params that the plain list (offset, recurring) does not take. */
const SEARCH_ONLY = SEARCH_PARAMS.filter((key) => key !== 'type' && key !== 'accountId');

type TransactionListQuery = z.output<typeof transactionListQuerySchema>;
export type TransactionPlainQuery = Extract<TransactionListQuery, { mode: 'list' }>;
export type TransactionSearchQuery = Extract<TransactionListQuery, { mode: 'search' }>;

/** GET /api/transactions with a search or filter: a page, newest first, and where the next one starts. */
export interface TransactionSearchPage {
  transactions: Transaction[];
  /** Pass as `cursor` for the next page; null on the last one. */
  next: string | null;
}

/** One part of a split transaction; the category's name is null once that category is deleted. */
export interface TransactionSplit {
  categoryId: string | null;
  categoryName: string | null;
  amount: string;
  memo: string | null;
}

/** A stored transaction as the API returns it; money as decimal strings with 2 places. */
export interface Transaction {
  id: string;
  /** What it moves; a transfer between two currencies: what the source sent, in the source's currency. */
  amount: string;
  /** A transfer between two currencies: what the destination received, in its currency; else null. */
  receivedAmount: string | null;
  type: TransactionType;
  description: string;
  transactionDate: IsoDate;
  isRecurring: boolean;
  recurringFrequency: Frequency | null;
  recurringStartDate: IsoDate | null;
  recurringEndDate: IsoDate | null;
  nextDueDate: IsoDate | null;
  tags: string[];
  categoryId: string | null;
  budgetId: string | null;
  /** The asset or liability account it moves (a transfer's source); null for a projection. */
  accountId: string | null;
  /** A transfer's destination account. */
  toAccountId: string | null;
  /** That account's name, so a list can say "Transfer → Savings". */
  toAccountName: string | null;
  /** The name of the category `categoryId` names. */
  categoryName: string | null;
  /** Free text beside the payee (a bank file's memo). */
  notes: string | null;
  /** A split's parts in order (decision 141); empty when it is not split (then `categoryId` says all). */
  splits: TransactionSplit[];
  /** The ledger entry it posted; null when nothing is posted (projections, recurring templates). */
  journalEntryId: string | null;
  /** For an occurrence posted from a recurring item: that item (null once the item is deleted). */
  recurringParentId: string | null;
  /** For an occurrence: the date of the series it stands for. */
  occurrenceDate: IsoDate | null;
  /** The bank has it (decision 138). */
  cleared: boolean;
  /** A reconciliation agreed it with a statement; editing or deleting it asks first. */
  reconciled: boolean;
  createdAt: string;
}

/**
 * One month of actuals read from posted entries (docs/decisions/132): expenses are the expense
 * categories' lines plus loan interest; transfers and the principal loans repay are not spending.
 */
export interface MonthActuals {
  /** 'YYYY-MM' */
  month: string;
  income: string;
  /** Posted expenses plus loan interest. */
  expenses: string;
  /** The part of `expenses` that is loan interest ("Loan interest" in `expensesByCategory`). */
  loanInterest: string;
  net: string;
  expensesByCategory: { categoryId: string | null; name: string; amount: string }[];
}

/**
 * A typical recent month, from what was posted (decision 187): the average of the last complete
 * months' income and expenses, loan interest aside (loan payments are counted apart).
 */
export interface TypicalMonthDto {
  income: string;
  expenses: string;
  /** The complete months averaged, oldest first ('YYYY-MM'): up to three, none before the books began. */
  months: string[];
}

/**
 * GET /api/cash-flow/summary. Income and expenses are the monthly equivalents of the recurring items
 * still running today; loan payments are the active loans' monthly payments, kept apart so they are
 * never counted twice; cash flow = income - expenses - loan payments.
 */
export interface CashFlowSummary {
  /** Every figure's currency (decision 153), with its decimals. */
  baseCurrency: string;
  monthlyIncome: string;
  monthlyExpenses: string;
  monthlyLoanPayments: string;
  monthlyCashFlow: string;
  recurringIncomeCount: number;
  recurringExpenseCount: number;
  /** The server's date the summary was computed for (items that ended before it are left out). */
  asOf: IsoDate;
  /** The last 12 months, oldest first, the current month last: actual income and expenses posted. */
  actuals: MonthActuals[];
  /** Beside the recurring items' figures, which leave out what is only recorded; null before a month is complete. */
  typicalMonth: TypicalMonthDto | null;
  /** Currencies left out (recurring items, loans or posted lines) for want of a rate (never 1). */
  missingRates: MissingRateDto[];
}

/** GET /api/budgets (the list; src/shared/budgets.ts has the rest of the contract). */
export interface Budget {
  id: string;
  name: string;
  description: string | null;
  startDate: IsoDate;
  endDate: IsoDate | null;
  totalIncome: string;
  totalExpenses: string;
  isActive: boolean;
  /** Whether the budget's period includes the server's today. */
  isCurrent: boolean;
}
