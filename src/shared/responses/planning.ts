import { z } from 'zod';
import type { BudgetDetail } from '../budgets';
import type { CashFlowForecastDto } from '../cash-flow-forecast';
import { CATEGORY_TYPES } from '../categories';
import type { AccountHistoryPoint, NetWorthChangeDto, NetWorthPoint } from '../net-worth-history';
import type { Budget } from '../transactions';
import { isoDate, moneyText, monthText, uuid } from './common';

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
    items: z.array(
      z.object({
        id: uuid,
        categoryId: uuid.nullable(),
        categoryName: z.string(),
        categoryType: z.enum(CATEGORY_TYPES),
        color: z.string(),
        amount: moneyText,
        actualAmount: moneyText,
        remaining: moneyText,
        overBy: moneyText,
        percentUsed: z.number().int().nullable(),
        notes: z.string().nullable(),
      }),
    ),
    totals: z.object({
      plannedIncome: moneyText,
      actualIncome: moneyText,
      plannedExpenses: moneyText,
      actualExpenses: moneyText,
      remaining: moneyText,
    }),
    periodActuals: z
      .object({ income: moneyText, expenses: moneyText, loanInterest: moneyText })
      .meta({ description: 'All posted income and expenses (loan interest included) in the period' }),
    asOf: isoDate,
  })
  .meta({ id: 'BudgetDetail' }) satisfies z.ZodType<BudgetDetail>;

const flows = { income: moneyText, expenses: moneyText };

export const forecastSchema = z
  .object({
    asOf: isoDate,
    startingBalance: moneyText,
    months: z.array(
      z.object({
        month: monthText,
        ...flows,
        loanPayments: moneyText,
        net: moneyText,
        balance: moneyText,
        note: z.string().nullable(),
      }),
    ),
    firstNegativeMonth: monthText.nullable(),
    past: z.array(
      z.object({
        month: monthText,
        projected: z.object({ ...flows, loanPayments: moneyText, net: moneyText }),
        actual: z.object({ ...flows, net: moneyText, balance: moneyText }),
        note: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CashFlowForecast' }) satisfies z.ZodType<CashFlowForecastDto>;

export const monthNoteSchema = z.object({ month: monthText, note: z.string().nullable() });

export const netWorthHistorySchema = z.array(
  z.object({ date: isoDate, totalAssets: moneyText, totalLiabilities: moneyText, netWorth: moneyText }),
) satisfies z.ZodType<NetWorthPoint[]>;

export const accountHistorySchema = z.array(
  z.object({ date: isoDate, balance: moneyText }),
) satisfies z.ZodType<AccountHistoryPoint[]>;

export const netWorthChangeSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    start: moneyText.meta({ description: 'Net Worth at the end of `from`' }),
    end: moneyText.meta({ description: 'Net Worth at the end of `to`' }),
    growth: moneyText.meta({ description: 'Real movements only: end − start − newAccounts' }),
    savings: moneyText.meta({ description: 'income − expenses' }),
    income: moneyText,
    expenses: moneyText,
    interest: moneyText.meta({ description: 'Negative when paid' }),
    valuations: moneyText,
    corrections: moneyText,
    other: moneyText,
    newAccounts: moneyText.meta({ description: 'Opening balances of accounts first tracked in the period' }),
    accountsStarted: z.array(z.object({ accountId: uuid, accountName: z.string(), trackedSince: isoDate })),
  })
  .meta({ id: 'NetWorthChange' }) satisfies z.ZodType<NetWorthChangeDto>;
