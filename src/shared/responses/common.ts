import { z } from 'zod';
import type { MissingRateDto } from '../exchange-rates';

// Building blocks of the API's documented answers (decision 110). Money is a decimal string with two
// places; dates are YYYY-MM-DD; instants are ISO 8601 in UTC.

export const moneyText = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'An exact amount: a decimal string with two places', example: '1234.56' });
/** A report's figure in the base currency, with that currency's decimals (JPY none, BHD three). */
export const baseMoneyText = z
  .string()
  .regex(/^-?\d+(\.\d{2,3})?$/)
  .meta({
    description:
      "An exact amount in the base currency, with its decimals (decision 153): '1234.56', JPY '1235'",
    example: '1234.56',
  });
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({ description: 'ISO 4217 code', example: 'EUR' });
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'A date as YYYY-MM-DD', example: '2026-11-21' });
export const monthText = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .meta({ description: 'A month as YYYY-MM', example: '2026-11' });
export const instant = z.iso.datetime({ offset: true }).meta({ description: 'An instant, ISO 8601' });
export const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** Every error answer: a message fit for a person and, for bad input, one message per field. */
export const errorSchema = z
  .object({
    error: z.string().meta({ description: 'What went wrong, fit to show a person' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'For bad input: each field (dotted path) with its message' }),
    code: z.string().optional().meta({
      description:
        "A reason a client can act on: `reauthentication_required` (confirm it's you: a current authenticator code to POST /api/auth/reauthenticate, or a new sign-in), `write_token_required`",
    }),
  })
  .meta({ id: 'Error' });

export const successSchema = z.object({ success: z.literal(true), message: z.string() });

/** What a report left out for want of a rate (decision 153): a missing rate is never 1. */
const missingRateSchema = z
  .object({
    currency: currencyCode,
    baseCurrency: currencyCode,
    date: isoDate.meta({
      description: 'The latest date a figure needed the rate and found none on or before it',
    }),
    lastKnownDate: isoDate
      .nullable()
      .meta({ description: 'A rate before `date` too old to use; null when none' }),
    nextKnownDate: isoDate.nullable().meta({ description: 'The first rate after `date`, if any' }),
    accounts: z.array(z.object({ accountId: uuid, accountName: z.string() })),
  })
  .meta({ id: 'MissingRate' }) satisfies z.ZodType<MissingRateDto>;
export const missingRatesSchema = z.array(missingRateSchema);
