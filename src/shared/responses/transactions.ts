import { z } from 'zod';
import { FREQUENCIES } from '../../domain/recurrence';
import { CATEGORY_TYPES, type CategoryDto } from '../categories';
import type { BulkResult, ReconcileResult, TransactionCount } from '../transaction-changes';
import {
  type CashFlowSummary,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionSearchPage,
} from '../transactions';
import {
  baseMoneyText,
  currencyCode,
  instant,
  isoDate,
  missingRatesSchema,
  moneyText,
  monthText,
  uuid,
} from './common';

// The transactions and categories answers (transactions.ts and categories.ts hold their types).

export const transactionSchema = z
  .object({
    id: uuid,
    amount: moneyText,
    type: z.enum(TRANSACTION_TYPES),
    receivedAmount: moneyText.nullable().meta({
      description:
        "A transfer between two currencies (decision 152): what the destination received, in its currency; `amount` is what the source sent, in the source's",
    }),
    description: z.string(),
    transactionDate: isoDate,
    isRecurring: z.boolean(),
    recurringFrequency: z.enum(FREQUENCIES).nullable(),
    recurringStartDate: isoDate.nullable(),
    recurringEndDate: isoDate.nullable(),
    nextDueDate: isoDate.nullable(),
    tags: z.array(z.string()),
    categoryId: uuid.nullable(),
    budgetId: uuid.nullable(),
    accountId: uuid.nullable(),
    toAccountId: uuid.nullable(),
    toAccountName: z.string().nullable().meta({ description: "A transfer's destination account's name" }),
    categoryName: z.string().nullable(),
    notes: z.string().nullable().meta({ description: "Free text beside the payee (a bank file's memo)" }),
    splits: z
      .array(
        z
          .object({
            categoryId: uuid.nullable(),
            categoryName: z.string().nullable(),
            amount: moneyText,
            memo: z.string().nullable(),
          })
          .meta({ id: 'TransactionSplit' }),
      )
      .meta({ description: "A split's parts (decision 141); empty when not split" }),
    journalEntryId: uuid.nullable(),
    recurringParentId: uuid.nullable(),
    occurrenceDate: isoDate.nullable(),
    cleared: z.boolean().meta({ description: 'The bank has it (decision 138)' }),
    reconciled: z.boolean().meta({ description: 'A reconciliation agreed it with a statement' }),
    createdAt: instant,
  })
  .meta({ id: 'Transaction' }) satisfies z.ZodType<Transaction>;

export const transactionCountSchema = z
  .object({
    count: z.number().int().meta({ description: 'Transactions the search finds' }),
    baseCurrency: currencyCode,
    income: baseMoneyText.meta({ description: 'The sum of the income it finds, in the base currency' }),
    expenses: baseMoneyText.meta({
      description: 'The sum of the expenses it finds (transfers count in neither), in the base currency',
    }),
    missingRates: missingRatesSchema,
  })
  .meta({ id: 'TransactionCount' }) satisfies z.ZodType<TransactionCount>;

export const transactionSearchPageSchema = z
  .object({
    transactions: z.array(transactionSchema),
    next: z.string().nullable().meta({ description: 'The cursor of the next page; null on the last' }),
  })
  .meta({ id: 'TransactionSearchPage' }) satisfies z.ZodType<TransactionSearchPage>;

export const cashFlowSummarySchema = z
  .object({
    baseCurrency: currencyCode,
    monthlyIncome: baseMoneyText,
    monthlyExpenses: baseMoneyText,
    monthlyLoanPayments: baseMoneyText,
    monthlyCashFlow: baseMoneyText,
    recurringIncomeCount: z.number().int(),
    recurringExpenseCount: z.number().int(),
    asOf: isoDate,
    actuals: z.array(
      z.object({
        month: monthText,
        income: baseMoneyText,
        expenses: baseMoneyText.meta({ description: 'Posted expenses plus loan interest' }),
        loanInterest: baseMoneyText,
        net: baseMoneyText,
        expensesByCategory: z.array(
          z.object({ categoryId: uuid.nullable(), name: z.string(), amount: baseMoneyText }),
        ),
      }),
    ),
    typicalMonth: z
      .object({
        income: baseMoneyText.meta({ description: 'The average complete month’s posted income' }),
        expenses: baseMoneyText.meta({
          description: 'The average complete month’s posted expenses, loan interest aside',
        }),
        months: z
          .array(monthText)
          .meta({ description: 'The complete months averaged, oldest first: up to 3' }),
      })
      .nullable()
      .meta({
        description:
          'A typical recent month as recorded, beside the recurring items; null before a month is complete',
      }),
    missingRates: missingRatesSchema,
  })
  .meta({ id: 'CashFlowSummary' }) satisfies z.ZodType<CashFlowSummary>;

export const categorySchema = z
  .object({
    id: uuid,
    name: z.string(),
    type: z.enum(CATEGORY_TYPES),
    color: z.string(),
    isActive: z.boolean(),
    slug: z.string().nullable(),
    accountId: uuid,
    hasPostings: z.boolean(),
  })
  .meta({ id: 'Category' }) satisfies z.ZodType<CategoryDto>;

export const bulkResultSchema = z
  .object({
    changed: z.number().int().meta({ description: 'How many transactions changed' }),
    changeId: uuid.meta({ description: 'Undoes the change: POST /api/transactions/restore' }),
  })
  .meta({ id: 'BulkResult' }) satisfies z.ZodType<BulkResult>;

export const restoreResultSchema = z.object({ restored: z.number().int() }).meta({ id: 'RestoreResult' });

export const reconcileResultSchema = z
  .object({
    statementDate: isoDate,
    statementBalance: moneyText,
    clearedBalance: moneyText,
    difference: moneyText,
    transactionCount: z.number().int(),
    reconciled: z.boolean(),
  })
  .meta({ id: 'ReconcileResult' }) satisfies z.ZodType<ReconcileResult>;
