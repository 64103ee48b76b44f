import { z } from 'zod';
import {
  CSV_DELIMITERS,
  CSV_PRESETS,
  DATE_FORMATS,
  IMPORT_FORMATS,
  type ImportPreview,
  type ImportRecord,
} from '../imports';
import type { SavedSettings, SettingsView } from '../settings';
import { instant, isoDate, uuid } from './common';

// Bank-file imports, backups and settings: their answers.

const csvMapping = z.object({
  delimiter: z.enum(CSV_DELIMITERS),
  skipRows: z.number().int(),
  hasHeader: z.boolean(),
  dateColumn: z.number().int(),
  payeeColumn: z.number().int(),
  amountColumn: z.number().int().nullable(),
  debitColumn: z.number().int().nullable(),
  creditColumn: z.number().int().nullable(),
  signColumn: z.number().int().nullable(),
  accountColumn: z.number().int().nullable(),
  dateFormat: z.enum(DATE_FORMATS),
  decimalSeparator: z.enum(['.', ',']),
  flipSign: z.boolean(),
  preset: z.enum(CSV_PRESETS).nullable(),
});

const dateQuestion = z.object({
  formats: z.array(z.enum(DATE_FORMATS)),
  proposed: z.enum(DATE_FORMATS),
  reason: z.string(),
  example: z.object({
    line: z.number().int(),
    text: z.string(),
    readings: z.array(z.object({ format: z.enum(DATE_FORMATS), date: isoDate })),
  }),
});

export const importPreviewResultSchema = z
  .object({
    fileName: z.string(),
    format: z.enum(IMPORT_FORMATS),
    encoding: z.string(),
    csv: z
      .object({
        columns: z.array(z.string()),
        sample: z.array(z.array(z.string())),
        mapping: csvMapping,
        proposed: csvMapping,
        dateFormats: z.array(z.enum(DATE_FORMATS)),
        remembered: z.boolean(),
        presetName: z.string().nullable(),
      })
      .nullable(),
    statements: z.array(z.object({ id: z.string(), label: z.string(), rows: z.number().int() })),
    statement: z.string().nullable(),
    warnings: z.array(z.string()),
    dateQuestion: dateQuestion.nullable(),
    dateFormat: z.enum(DATE_FORMATS).nullable(),
    rows: z.array(
      z.object({
        line: z.number().int(),
        status: z.enum(['new', 'duplicate', 'error']),
        date: isoDate.nullable(),
        description: z.string().nullable(),
        amount: z.string().nullable().meta({ description: 'Signed: positive is money into the account' }),
        bankId: z.string().nullable(),
        categoryId: uuid.nullable(),
        categorySource: z
          .enum(['rule', 'history', 'common'])
          .nullable()
          .meta({ description: "common: a well-known payee's usual starting category (decision 191)" }),
        rule: z.object({ id: uuid, summary: z.string() }).nullable(),
        originalDescription: z.string().nullable(),
        reason: z.string().nullable(),
        notice: z.string().nullable(),
        transfer: z
          .object({
            transactionId: uuid,
            accountId: uuid,
            accountName: z.string(),
            date: isoDate,
            description: z.string(),
          })
          .nullable()
          .meta({
            description:
              'An uncategorized transaction of another account this row is the other side of: committed with transferWith, it becomes one transfer',
          }),
      }),
    ),
    counts: z.object({
      total: z.number().int(),
      new: z.number().int(),
      duplicate: z.number().int(),
      transfer: z.number().int().meta({ description: 'New rows proposed as the other side of a transfer' }),
      error: z.number().int(),
    }),
  })
  .meta({ id: 'ImportPreview' }) satisfies z.ZodType<ImportPreview>;

export const importRecordSchema = z
  .object({
    id: uuid,
    accountId: uuid,
    fileName: z.string(),
    format: z.enum(IMPORT_FORMATS),
    rowsImported: z.number().int(),
    rowsSkipped: z.number().int(),
    createdAt: instant,
  })
  .meta({ id: 'ImportRecord' }) satisfies z.ZodType<ImportRecord>;

export const restoreSummarySchema = z.object({
  accounts: z.number().int(),
  transactions: z.number().int(),
  journalEntries: z.number().int(),
});

export const settingsSchema = z
  .object({
    timeZone: z.string().nullable().meta({ description: 'IANA name; null until the browser reported one' }),
    today: isoDate,
    baseCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .meta({ description: 'ISO 4217 code reports are in', example: 'USD' }),
  })
  .meta({ id: 'Settings' }) satisfies z.ZodType<SettingsView>;

export const savedSettingsSchema = settingsSchema
  .extend({
    converted: z
      .object({
        from: z.string(),
        to: z.string(),
        rate: z
          .object({ base: z.string(), quote: z.string(), rate: z.string(), rateDate: isoDate })
          .nullable(),
        budgetItems: z.number().int(),
        transactions: z.number().int(),
      })
      .nullable()
      .meta({
        description:
          'With convertAmounts and a new base currency: the rate used and how many budget items and items without an account it converted',
      }),
  })
  .meta({ id: 'SavedSettings' }) satisfies z.ZodType<SavedSettings>;
