import { z } from 'zod';
import type { IsoDate } from '../domain/calendar';
import { isMonthKey } from '../domain/planning/months';
import type { MissingRateDto } from './exchange-rates';

// The cash-flow forecast (GET /api/cash-flow-projections) and the notes a user keeps on a month.

export const FORECAST_MONTHS_MAX = 60;
const FORECAST_MONTHS_DEFAULT = 12;
export const FORECAST_PAST_MONTHS_MAX = 12;
const FORECAST_NOTE_MAX = 1000;

export const FORECAST_MESSAGES = {
  months: `months must be a whole number from 1 to ${FORECAST_MONTHS_MAX}`,
  from: `from must be a month as YYYY-MM, at most ${FORECAST_PAST_MONTHS_MAX} months back`,
  month: 'Enter a month as YYYY-MM within the forecast',
  notes: `Notes must be at most ${FORECAST_NOTE_MAX} characters`,
} as const;

const M = FORECAST_MESSAGES;

export const forecastQuerySchema = z.strictObject({
  months: z
    .string({ error: M.months })
    .regex(/^\d{1,2}$/, M.months)
    .transform(Number)
    .refine((n) => n >= 1 && n <= FORECAST_MONTHS_MAX, M.months)
    .optional()
    .transform((n) => n ?? FORECAST_MONTHS_DEFAULT),
  /** The first past month to show actuals for (before the current month). */
  from: z.string({ error: M.from }).refine(isMonthKey, M.from).optional(),
});
export type ForecastQuery = z.output<typeof forecastQuerySchema>;

export const monthNoteInputSchema = z.strictObject({
  /** An empty note removes it. */
  notes: z
    .string({ error: M.notes })
    .trim()
    .max(FORECAST_NOTE_MAX, M.notes)
    .nullable()
    .transform((n) => (n ? n : null)),
});

export interface ForecastMonthDto {
  /** 'YYYY-MM' */
  month: string;
  income: string;
  expenses: string;
  loanPayments: string;
  /** income − expenses − loanPayments */
  net: string;
  /** The cash accounts' balance at the month's end. */
  balance: string;
  note: string | null;
}

/** A past month: what the recurring items and loans projected, and what the ledger shows happened. */
export interface PastMonthDto {
  month: string;
  projected: { income: string; expenses: string; loanPayments: string; net: string };
  actual: { income: string; expenses: string; net: string; balance: string };
  note: string | null;
}

export interface CashFlowForecastDto {
  asOf: IsoDate;
  /** Every figure's currency (decision 153): cash in other currencies at each date's rate. */
  baseCurrency: string;
  /** Today's balance of the cash accounts (checking, savings, money market, CDs, cash). */
  startingBalance: string;
  /** The current month first: its figures count what falls after today. */
  months: ForecastMonthDto[];
  firstNegativeMonth: string | null;
  /** Oldest first, the month before the current one last; empty without ?from. */
  past: PastMonthDto[];
  /** Currencies left out for want of a rate (never 1). */
  missingRates: MissingRateDto[];
}
