import { z } from 'zod';
import { compareIsoDates, type IsoDate } from '../domain/calendar';
import { amountSchema } from './amount-schema';
import type { CategoryType } from './categories';
import { dateSchema as boundedDate } from './dates';
import type { MissingRateDto } from './exchange-rates';
import { UUID_PATTERN } from './ids';
import { AMOUNT_INTEGER_DIGITS, type Budget } from './transactions';

// Budgets (docs/product.md §3, 6): a period, and per category a planned amount. What was actually spent or
// earned is read from the ledger whenever a budget is shown, so it never goes stale.

const BUDGET_NAME_MAX = 100;
const BUDGET_DESCRIPTION_MAX = 500;
const BUDGET_NOTES_MAX = 500;
const BUDGET_ITEMS_MAX = 100;

export const BUDGET_MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: `Name must be at most ${BUDGET_NAME_MAX} characters`,
  descriptionLong: `Description must be at most ${BUDGET_DESCRIPTION_MAX} characters`,
  date: 'Enter a real date as YYYY-MM-DD',
  endBeforeStart: 'End date must be on or after the start date',
  isActive: 'isActive must be true or false',
  categoryId: 'Choose one of your categories',
  duplicateCategory: 'This category is already in the budget',
  amountRequired: 'Amount is required',
  amountType: 'Amount must be a decimal string like 1234.56',
  amountNegative: 'Amount must be 0 or more',
  notesLong: `Notes must be at most ${BUDGET_NOTES_MAX} characters`,
  items: `A budget holds at most ${BUDGET_ITEMS_MAX} items`,
  copyOpenEnded: 'Only a budget with an end date can be copied to the next month',
} as const;

const M = BUDGET_MESSAGES;

const amount = amountSchema({
  integerDigits: AMOUNT_INTEGER_DIGITS,
  least: 'zero',
  messages: { required: M.amountRequired, type: M.amountType, tooSmall: M.amountNegative },
});

const dateSchema = boundedDate({ format: M.date });

export const budgetItemInputSchema = z.strictObject({
  categoryId: z
    .string({ error: M.categoryId })
    .regex(UUID_PATTERN, M.categoryId)
    .transform((id) => id.toLowerCase()),
  amount,
  notes: z
    .string({ error: M.notesLong })
    .trim()
    .max(BUDGET_NOTES_MAX, M.notesLong)
    .nullable()
    .optional()
    .transform((n) => (n ? n : null)),
});
export type BudgetItemData = z.output<typeof budgetItemInputSchema>;

export const budgetInputSchema = z
  .strictObject({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(BUDGET_NAME_MAX, M.nameLong),
    description: z
      .string({ error: M.descriptionLong })
      .trim()
      .max(BUDGET_DESCRIPTION_MAX, M.descriptionLong)
      .nullable()
      .optional()
      .transform((d) => (d ? d : null)),
    startDate: dateSchema,
    endDate: dateSchema.nullable().optional(),
    isActive: z.boolean({ error: M.isActive }).optional(),
    /** When given, the budget's items become exactly these. */
    items: z.array(budgetItemInputSchema, { error: M.items }).max(BUDGET_ITEMS_MAX, M.items).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.endDate != null && compareIsoDates(input.endDate, input.startDate) < 0) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
    const seen = new Set<string>();
    input.items?.forEach((item, i) => {
      if (seen.has(item.categoryId)) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'categoryId'], message: M.duplicateCategory });
      }
      seen.add(item.categoryId);
    });
  })
  .transform((input) => ({
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    isActive: input.isActive ?? true,
    items: input.items,
  }));
export type BudgetInput = z.input<typeof budgetInputSchema>;
export type BudgetData = z.output<typeof budgetInputSchema>;

export const budgetCopyInputSchema = z
  .strictObject({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(BUDGET_NAME_MAX, M.nameLong),
  })
  .partial();

export interface BudgetItemDto {
  id: string;
  categoryId: string | null;
  categoryName: string;
  categoryType: CategoryType;
  color: string;
  /** Planned. */
  amount: string;
  /** Posted to the category in the budget's period (transfers and loan postings never count). */
  actualAmount: string;
  /** amount − actualAmount; negative once overspent. */
  remaining: string;
  /** How much the actual passes the plan by ("0.00" within it). */
  overBy: string;
  /** Whole percent of the plan used; null when nothing was planned. */
  percentUsed: number | null;
  notes: string | null;
}

interface BudgetTotalsDto {
  plannedIncome: string;
  actualIncome: string;
  plannedExpenses: string;
  actualExpenses: string;
  /** Planned expenses − actual expenses. */
  remaining: string;
}

/** GET /api/budgets/:id */
export interface BudgetDetail extends Budget {
  /** The currency of the items and actuals (decision 153): lines in another convert at their dates. */
  baseCurrency: string;
  /** Whether the budget's period includes the server's today. */
  isCurrent: boolean;
  items: BudgetItemDto[];
  totals: BudgetTotalsDto;
  /**
   * Everything posted in the period, budgeted or not, read as everywhere else (docs/decisions/132):
   * expenses are the expense categories' lines plus loan interest.
   */
  periodActuals: { income: string; expenses: string; loanInterest: string };
  /** The server's date the actuals were read on. */
  asOf: IsoDate;
  /** Currencies whose lines the actuals leave out for want of a rate (never 1). */
  missingRates: MissingRateDto[];
}
