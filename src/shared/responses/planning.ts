import { z } from 'zod';
import type { BudgetDetail } from '../budgets';
import type { CashFlowForecastDto } from '../cash-flow-forecast';
import { CATEGORY_TYPES } from '../categories';
import type { AccountHistoryPoint, NetWorthChangeDto, NetWorthPoint } from '../net-worth-history';
import type { Budget } from '../transactions';
import {
  baseMoneyText,
  currencyCode,
  isoDate,
  missingRatesSchema,
  moneyText,
  monthText,
  uuid,
} from './common';

// The planning answers: budgets, the cash-flow forecast and balances over time.

export const budgetSchema = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string().nullable(),
    startDate: isoDate,
    endDate: isoDate.nullable(),
    totalIncome: moneyText,
    totalExpenses: moneyText,
    isActive: z.boolean(),
    isCurrent: z.boolean().meta({ description: "Whether the budget's period includes today" }),
  })
  .meta({ id: 'Budget' }) satisfies z.ZodType<Budget>;

export const budgetDetailSchema = budgetSchema
  .extend({
    baseCurrency: currencyCode,
    items: z.array(
      z.object({
        id: uuid,
        categoryId: uuid.nullable(),
        categoryName: z.string(),
        categoryType: z.enum(CATEGORY_TYPES),
        color: z.string(),
        amount: baseMoneyText,
        actualAmount: baseMoneyText,
        remaining: baseMoneyText,
        overBy: baseMoneyText,
        percentUsed: z.number().int().nullable(),
        notes: z.string().nullable(),
      }),
    ),
    totals: z.object({
      plannedIncome: baseMoneyText,
      actualIncome: baseMoneyText,
      plannedExpenses: baseMoneyText,
      actualExpenses: baseMoneyText,
      remaining: baseMoneyText,
    }),
    periodActuals: z
      .object({ income: baseMoneyText, expenses: baseMoneyText, loanInterest: baseMoneyText })
      .meta({ description: 'All posted income and expenses (loan interest included) in the period' }),
    asOf: isoDate,
    missingRates: missingRatesSchema,
  })
  .meta({ id: 'BudgetDetail' }) satisfies z.ZodType<BudgetDetail>;

const flows = { income: baseMoneyText, expenses: baseMoneyText };

export const forecastSchema = z
  .object({
    asOf: isoDate,
    baseCurrency: currencyCode,
    startingBalance: baseMoneyText,
    months: z.array(
      z.object({
        month: monthText,
        ...flows,
        loanPayments: baseMoneyText,
        net: baseMoneyText,
        balance: baseMoneyText,
        note: z.string().nullable(),
      }),
    ),
    firstNegativeMonth: monthText.nullable(),
    past: z.array(
      z.object({
        month: monthText,
        projected: z.object({ ...flows, loanPayments: baseMoneyText, net: baseMoneyText }),
        actual: z.object({ ...flows, net: baseMoneyText, balance: baseMoneyText }),
        note: z.string().nullable(),
      }),
    ),
    missingRates: missingRatesSchema,
  })
  .meta({ id: 'CashFlowForecast' }) satisfies z.ZodType<CashFlowForecastDto>;

export const monthNoteSchema = z.object({ month: monthText, note: z.string().nullable() });

export const netWorthHistorySchema = z.array(
  z.object({
    date: isoDate,
    totalAssets: baseMoneyText,
    totalLiabilities: baseMoneyText,
    netWorth: baseMoneyText,
    missingRates: missingRatesSchema
      .optional()
      .meta({ description: 'Only when the point leaves out a currency with no rate on or before its date' }),
  }),
) satisfies z.ZodType<NetWorthPoint[]>;

export const accountHistorySchema = z.array(
  z.object({
    date: isoDate,
    balance: moneyText.meta({ description: "In the account's own currency" }),
    currency: currencyCode,
    baseCurrency: currencyCode,
    baseBalance: baseMoneyText
      .nullable()
      .meta({ description: "At that date's rate; null when there is no rate on or before it (never 1)" }),
  }),
) satisfies z.ZodType<AccountHistoryPoint[]>;

export const netWorthChangeSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    baseCurrency: currencyCode,
    start: baseMoneyText.meta({ description: 'Net Worth at the end of `from`' }),
    end: baseMoneyText.meta({ description: 'Net Worth at the end of `to`' }),
    growth: baseMoneyText.meta({ description: 'Real movements only: end − start − newAccounts' }),
    savings: baseMoneyText.meta({ description: 'income − expenses' }),
    income: baseMoneyText,
    expenses: baseMoneyText,
    interest: baseMoneyText.meta({ description: 'Negative when paid' }),
    valuations: baseMoneyText.meta({ description: 'Assets valued anew, and `exchange`' }),
    exchange: baseMoneyText.meta({
      description: 'Unrealized gain or loss from exchange rates: part of valuations, never income',
    }),
    pastLoanPayments: baseMoneyText.meta({
      description:
        'Loan payments dated before the loan was added, funded by the balances the user gave rather than by an account on the books',
    }),
    corrections: baseMoneyText.meta({ description: 'Balances the user set on accounts already tracked' }),
    other: baseMoneyText,
    newAccounts: baseMoneyText.meta({
      description: 'Opening balances of accounts first tracked in the period',
    }),
    accountsStarted: z.array(z.object({ accountId: uuid, accountName: z.string(), trackedSince: isoDate })),
    missingRates: missingRatesSchema,
  })
  .meta({ id: 'NetWorthChange' }) satisfies z.ZodType<NetWorthChangeDto>;
