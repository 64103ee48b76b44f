import { z } from 'zod';
import { compareIsoDates, type IsoDate } from '../domain/calendar';
import { FREQUENCIES, type Frequency } from '../domain/recurrence';
import { amountSchema } from './amount-schema';
import { dateSchema as boundedDate } from './dates';
import { pageMessages, pageQueryFields } from './paging';

// The transactions contract (docs/product.md §3, 5, 7): recurring income and expense projections and actual
// recorded transactions. Used by the server to validate and by the dialog to build its payload.

export const TRANSACTION_TYPES = ['income', 'expense', 'transfer'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** Income and expense: the kinds that have a category and count in cash flow. */
export type IncomeOrExpense = Exclude<TransactionType, 'transfer'>;

/** Re-exported from its neutral home for the schemas and callers that read it here. */
import { UUID_PATTERN } from './ids';

export { UUID_PATTERN };

/**
 * Most digits before the point for one amount (under $10 billion). numeric(15,2) would hold 13, but a
 * daily item's monthly equivalent (x 30.44) must stay an exact integer of cents in JavaScript.
 */
export const AMOUNT_INTEGER_DIGITS = 10;
export const DESCRIPTION_MAX = 200;
export const TAGS_MAX = 10;
export const TAG_MAX = 50;
export const LIST_LIMIT_MAX = 1000;
/** A page of GET /api/transactions when no limit is asked (docs/decisions/120). */
export const LIST_LIMIT_DEFAULT = 200;

export const TRANSACTION_MESSAGES = {
  amountRequired: 'Amount is required',
  amountType: 'Amount must be a decimal string like 1234.56',
  amountPositive: 'Amount must be greater than 0',
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

const dateSchema = boundedDate({ format: M.date });
const idSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase())
    .nullable()
    .optional();
const optionalDate = dateSchema.nullable().optional();

export const transactionInputSchema = z
  .strictObject({
    amount,
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
    } else if (input.toAccountId != null) {
      ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: M.onlyTransfers });
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
      ...(input.confirmReconciled === true ? { confirmReconciled: true } : {}),
    };
  });

/** The payload as the browser sends it (docs/product.md §7). */
export type TransactionInput = z.input<typeof transactionInputSchema>;
/** The payload after validation: amount in cents, recurring fields settled. */
export type TransactionData = z.output<typeof transactionInputSchema>;

export const transactionListQuerySchema = z.strictObject({
  ...pageQueryFields(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT),
  type: z.enum(TRANSACTION_TYPES, { error: M.type }).optional(),
  recurring: z
    .enum(['true', 'false'], { error: M.recurring })
    .transform((v) => v === 'true')
    .optional(),
  /** Only the transactions that move this account (either side of a transfer). */
  accountId: z
    .string({ error: M.accountId })
    .regex(UUID_PATTERN, M.accountId)
    .transform((id) => id.toLowerCase())
    .optional(),
});
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** A stored transaction as the API returns it; money as decimal strings with 2 places. */
export interface Transaction {
  id: string;
  amount: string;
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
 * GET /api/cash-flow/summary. Income and expenses are the monthly equivalents of the recurring items
 * still running today; loan payments are the active loans' monthly payments, kept apart so they are
 * never counted twice; cash flow = income - expenses - loan payments.
 */
export interface CashFlowSummary {
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
