import { z } from 'zod';
import { compareIsoDates } from '../domain/calendar';
import { readCurrencyCode } from '../domain/currency/codes';
import { formatRate, parseRate, RATE_ERRORS } from '../domain/currency/rate';
import { dateSchema } from './dates';
import { pageQueryFields } from './paging';

// The exchange-rates contract (issue 24): "1 base = rate quote" on a date, the rate a decimal string
// of up to 12 significant digits, never a JSON number (a float would not hold it exactly).

export const RATE_SOURCES = ['manual', 'file', 'transfer'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const EXCHANGE_RATE_MESSAGES = {
  currency: 'Choose a currency by its ISO 4217 code, such as EUR',
  samePair: 'Choose a currency other than the base',
  futureDate: 'The date of a rate cannot be in the future',
  range: 'The start date must be on or before the end date',
  content: 'The file content must be base64',
} as const;
const M = EXCHANGE_RATE_MESSAGES;

/** A supported ISO 4217 code, read trimmed and in any case, answered upper case. */
export const currencyCodeSchema = z.string({ error: M.currency }).transform((value, ctx) => {
  const code = readCurrencyCode(value);
  if (code === null) {
    ctx.addIssue({ code: 'custom', message: M.currency });
    return z.NEVER;
  }
  return code;
});

/** A rate as a decimal string, answered in its canonical form ("1.08420" -> "1.0842"). */
export const rateTextSchema = z.string({ error: RATE_ERRORS.format }).transform((value, ctx) => {
  const parsed = parseRate(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return formatRate(parsed.rate);
});

export const exchangeRateInputSchema = z
  .strictObject({
    rateDate: dateSchema(),
    base: currencyCodeSchema,
    quote: currencyCodeSchema,
    rate: rateTextSchema,
  })
  .superRefine((value, ctx) => {
    if (value.base === value.quote) ctx.addIssue({ code: 'custom', path: ['quote'], message: M.samePair });
  });

const EXCHANGE_RATE_PAGE_MAX = 1000;

export const exchangeRateQuerySchema = z
  .strictObject({
    base: currencyCodeSchema.optional(),
    quote: currencyCodeSchema.optional(),
    from: dateSchema().optional(),
    to: dateSchema().optional(),
    ...pageQueryFields(EXCHANGE_RATE_PAGE_MAX, 200),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && compareIsoDates(value.from, value.to) > 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.range });
    }
  });

/** 5 MB of file as base64 (4/3), plus room for the rest of the JSON. */
export const RATE_FILE_BODY_LIMIT = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64 * 1024;

export const exchangeRateImportSchema = z.strictObject({
  fileName: z.string({ error: 'fileName must be text' }).max(255, 'At most 255 characters').optional(),
  content: z
    .string({ error: M.content })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, M.content)
    .max(RATE_FILE_BODY_LIMIT, M.content),
});

export interface ExchangeRateDto {
  id: string;
  rateDate: string;
  base: string;
  quote: string;
  /** Canonical decimal string: "1 base = rate quote". */
  rate: string;
  source: RateSource;
  createdAt: string;
}

export interface ExchangeRateImportSummary {
  /** Data lines read. */
  rows: number;
  /** Rates new to the book, rates whose value changed, rates already there as they are. */
  added: number;
  updated: number;
  unchanged: number;
  /** Values not read as a rate, by reason. */
  skipped: {
    notAvailable: number;
    unsupportedCurrency: number;
    badValue: number;
    badDate: number;
    future: number;
  };
  /** Header codes the product does not support, in file order. */
  unsupportedCodes: string[];
}

/**
 * What a report left out for want of a rate (decision 153): never converted at 1. `date` is the latest
 * date a figure needed a `currency`→`baseCurrency` rate and found none on or before it;
 * `nextKnownDate` the first rate after that date, if any. The accounts are the user's own accounts in
 * that currency, whose balances (and whose lines on categories) the figures leave out.
 */
export interface MissingRateDto {
  currency: string;
  baseCurrency: string;
  date: string;
  /** The last rate on or before `date` that was too old to use; null when there is none at all. */
  lastKnownDate: string | null;
  nextKnownDate: string | null;
  accounts: { accountId: string; accountName: string }[];
}
