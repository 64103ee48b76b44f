import { z } from 'zod';
import { type ExchangeRateDto, type ExchangeRateImportSummary, RATE_SOURCES } from '../exchange-rates';
import { instant, isoDate, uuid } from './common';

// Exchange rates (issue 24): their answers.

const currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({ description: 'ISO 4217 code', example: 'EUR' });
const count = z.number().int().min(0);

export const exchangeRateSchema = z
  .object({
    id: uuid,
    rateDate: isoDate,
    base: currency,
    quote: currency,
    rate: z
      .string()
      .regex(/^\d+(\.\d*[1-9])?$/)
      .meta({ description: '1 base = rate quote; up to 12 significant digits, exact', example: '1.0842' }),
    source: z.enum(RATE_SOURCES),
    createdAt: instant,
  })
  .meta({ id: 'ExchangeRate' }) satisfies z.ZodType<ExchangeRateDto>;

export const exchangeRateImportSummarySchema = z
  .object({
    rows: count,
    added: count,
    updated: count,
    unchanged: count,
    skipped: z.object({
      notAvailable: count,
      unsupportedCurrency: count,
      badValue: count,
      badDate: count,
      future: count,
    }),
    unsupportedCodes: z.array(currency),
  })
  .meta({ id: 'ExchangeRateImportSummary' }) satisfies z.ZodType<ExchangeRateImportSummary>;
