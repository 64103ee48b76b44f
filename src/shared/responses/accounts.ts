import { z } from 'zod';
import { SERIES_UNITS } from '../../domain/ledger/balance-series';
import { USER_ACCOUNT_TYPES } from '../account-categories';
import type {
  AccountDto,
  AdjustmentDto,
  BalanceSheetDto,
  JournalPageDto,
  PreferencesDto,
} from '../account-dtos';
import type { BalanceSeriesDto } from '../balance-series';
import { ENTRY_KINDS, type RegisterPage } from '../register';
import { baseMoneyText, currencyCode, instant, isoDate, missingRatesSchema, moneyText, uuid } from './common';

// The accounts feature's answers (account-dtos.ts and register.ts hold their types).

export const accountSchema = z
  .object({
    id: uuid,
    accountName: z.string(),
    accountNumber: z.string(),
    accountType: z.enum(USER_ACCOUNT_TYPES),
    accountSubtype: z.string().nullable(),
    category: z.string().nullable(),
    normalBalance: z.enum(['debit', 'credit']),
    currentBalance: moneyText,
    currency: z.string().length(3).meta({ description: 'ISO 4217 code every amount of the account is in' }),
    hasEntries: z.boolean().meta({ description: 'Whether any entry moves it: its currency is then fixed' }),
    description: z.string().nullable(),
    interestRate: z.string().nullable().meta({ description: 'Percent, e.g. "6.5000"' }),
    minimumPayment: moneyText.nullable(),
    creditLimit: moneyText.nullable(),
    isActive: z.boolean(),
    loanId: uuid.nullable().meta({ description: 'The loan whose liability this account is' }),
    linkedLoanId: uuid
      .nullable()
      .meta({ description: 'The loan that financed this asset or is paid from it' }),
    linkedAs: z
      .enum(['asset', 'funding'])
      .nullable()
      .meta({ description: 'What `linkedLoanId` is to this account: the asset it financed, or its funding' }),
    trackedSince: isoDate.meta({
      description: "The account's start: the earlier of its first entry and its earliest balance date",
    }),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Account' }) satisfies z.ZodType<AccountDto>;

const baseSubtotal = z.object({ total: baseMoneyText, count: z.number().int() });

export const balanceSheetSchema = z
  .object({
    baseCurrency: currencyCode,
    totalAssets: baseMoneyText,
    totalLiabilities: baseMoneyText,
    netWorth: baseMoneyText,
    byType: z.object({ ASSET: baseSubtotal, LIABILITY: baseSubtotal }),
    bySubtype: z.array(
      baseSubtotal.extend({ accountType: z.enum(USER_ACCOUNT_TYPES), accountSubtype: z.string().nullable() }),
    ),
    missingRates: missingRatesSchema.meta({
      description: 'Currencies left out of every figure for want of a rate on or before today (never 1)',
    }),
  })
  .meta({ id: 'BalanceSheet' }) satisfies z.ZodType<BalanceSheetDto>;

export const journalPageSchema = z
  .object({
    entries: z.array(
      z.object({
        id: uuid,
        entryDate: isoDate,
        description: z.string(),
        reference: z.string().nullable(),
        loanId: uuid.nullable(),
        lines: z.array(
          z.object({ accountId: uuid, account: z.string(), debit: moneyText, credit: moneyText }),
        ),
      }),
    ),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'JournalPage' }) satisfies z.ZodType<JournalPageDto>;

export const adjustmentSchema = z.object({
  id: uuid,
  accountId: uuid,
  adjustmentType: z.string(),
  previousValue: moneyText,
  newValue: moneyText,
  adjustmentAmount: moneyText,
  adjustmentDate: isoDate,
  source: z.string(),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
}) satisfies z.ZodType<AdjustmentDto>;

export const registerPageSchema = z
  .object({
    accountId: uuid,
    rows: z.array(
      z.object({
        date: isoDate,
        description: z.string(),
        kind: z.enum(ENTRY_KINDS),
        amount: moneyText.meta({ description: 'Signed for the account: positive raises its balance' }),
        balance: moneyText,
        journalEntryId: uuid,
        transactionId: uuid.nullable(),
        counterparty: z.string(),
        cleared: z.boolean().nullable(),
        reconciled: z.boolean().nullable(),
        notes: z.string().nullable(),
      }),
    ),
    total: z.number().int().nullable(),
    limit: z.number().int(),
    offset: z.number().int(),
    next: z.string().nullable().meta({ description: 'Cursor of the next older page, for `before=`' }),
  })
  .meta({ id: 'RegisterPage' }) satisfies z.ZodType<Omit<RegisterPage, 'rows'> & { rows: unknown[] }>;

export const balanceSeriesSchema = z
  .object({
    accountId: uuid,
    currency: currencyCode.meta({ description: "The account's own currency: every balance is in it" }),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    entries: z.number().int().meta({ description: "The register's rows in the range" }),
    bucket: z
      .object({ unit: z.enum(SERIES_UNITS), size: z.number().int() })
      .meta({ description: 'What a point stands for: a day, or the last day with entries of each bucket' }),
    points: z.array(
      z.object({
        date: isoDate,
        balance: moneyText.meta({ description: "The balance at the end of the day, as the register's" }),
      }),
    ),
  })
  .meta({ id: 'BalanceSeries' }) satisfies z.ZodType<BalanceSeriesDto>;

export const preferencesSchema = z
  .object({
    decimalPlaces: z.number().int(),
    summaryPrecision: z.enum(['cents', 'dollars', 'thousands']),
    showPercentages: z.boolean(),
  })
  .meta({ id: 'Preferences' }) satisfies z.ZodType<PreferencesDto>;
