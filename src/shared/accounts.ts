import { z } from 'zod';
import type { IsoDate } from '../domain/calendar';
import { type CurrencyCode, minorUnitsOf, readCurrencyCode } from '../domain/currency/codes';
import { parseRatePercent } from '../domain/loans/rate';
import { type Cents, INTEGER_DIGITS, MAX_INTEGER_DIGITS, parseMoney } from '../domain/money';
import {
  categoriesOf,
  categoryOfSubtype,
  findCategory,
  normalBalanceOf,
  subtypesOf,
  type UserAccountType,
} from './account-categories';
import type { PreferencesDto } from './account-dtos';
import { dateSchema } from './dates';

// The accounts contract (docs/product.md §3, 5, 7): the asset and liability payload, the balance sheet, journal
// entries, valuation history and preferences. The server validates with it; the dialogs check their
// payload with it before sending, so both show the same messages.

export * from './account-categories';
export * from './account-dtos';

const ACCOUNT_NAME_MAX = 100;
const ACCOUNT_NUMBER_MAX = 50;
const ACCOUNT_DESCRIPTION_MAX = 500;
const VALUATION_SOURCE_MAX = 50;
const JOURNAL_PAGE_MAX = 100;
const JOURNAL_PAGE_DEFAULT = 50;

export const ACCOUNT_MESSAGES = {
  assetName: 'Asset name is required',
  liabilityName: 'Liability name is required',
  accountNumber: 'Account number is required',
  currentValue: 'Current value is required',
  currentBalance: 'Current balance is required',
  nameLong: `Name must be less than ${ACCOUNT_NAME_MAX} characters`,
  numberLong: `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters`,
  descriptionLong: `Description must be at most ${ACCOUNT_DESCRIPTION_MAX} characters`,
  text: 'Must be text',
  accountType: 'Account type must be ASSET or LIABILITY',
  typeChange: 'The type of an account cannot be changed',
  amountType: 'Enter an amount like 1234.56',
  creditCardsOnly: 'A credit limit applies to credit cards only',
  subtypeOfCategory: 'This subtype does not belong to the chosen category',
  normalBalance: (type: UserAccountType) =>
    `Normal balance of ${type === 'ASSET' ? 'an asset is debit' : 'a liability is credit'}`,
  category: (type: UserAccountType) =>
    `Category must be one of: ${categoriesOf(type)
      .map((c) => c.id)
      .join(', ')}`,
  subtype: (type: UserAccountType) => `Subtype must be one of: ${subtypesOf(type).join(', ')}`,
  balanceDate: 'Enter the date of this balance as YYYY-MM-DD',
  balanceDateFuture: 'The balance date cannot be in the future',
  valuationDate: 'Enter the date of this value as YYYY-MM-DD',
  valuationDateFuture: 'The date of a value cannot be in the future',
  valuationValue: 'Value is required',
  valuationAssetsOnly: 'Only an asset (a house, car or investment) can be valued',
  sourceLong: `Source must be at most ${VALUATION_SOURCE_MAX} characters`,
  notesLong: `Notes must be at most ${ACCOUNT_DESCRIPTION_MAX} characters`,
  currency: 'Choose a currency by its ISO 4217 code, such as EUR',
  currencyThreeDecimals: (code: string) =>
    `${code} counts in thousandths; NetWorth keeps account amounts to two decimal places, so it cannot hold ${code} accounts yet`,
  currencyChange: 'The currency of an account with entries cannot be changed',
  wholeUnits: (code: string) => `${code} has no decimal places: enter a whole amount`,
} as const;

const M = ACCOUNT_MESSAGES;

function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : M.text) })
    .trim()
    .min(1, required)
    .max(max, tooLong);
}

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: M.text })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A decimal-string amount in cents; a number (a float) is refused so no rounding ever happens. */
function moneyText(required: string, integerDigits: number, allowNegative: boolean) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : M.amountType) })
    .trim()
    .min(1, required)
    .transform((value, ctx): Cents => {
      const parsed = parseMoney(value, { integerDigits, allowNegative });
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.cents;
    });
}

/** Optional non-negative amount: missing, null or '' all mean "not given". */
function optionalMoney(integerDigits: number) {
  return z
    .union([z.string({ error: M.amountType }), z.null()], { error: M.amountType })
    .optional()
    .transform((value, ctx): Cents | null => {
      const text = value?.trim() ?? '';
      if (text === '') return null;
      const parsed = parseMoney(text, { integerDigits });
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.cents;
    });
}

/** Interest rate in percent (0 to 50, up to 4 decimals) as integer units of 1/10,000 percent. */
const optionalRate = z
  .union([z.string({ error: M.amountType }), z.null()], { error: 'Interest rate must be text like 6.5' })
  .optional()
  .transform((value, ctx): number | null => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    const parsed = parseRatePercent(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.units;
  });

function accountFields<T extends UserAccountType>(type: T) {
  const asset = type === 'ASSET';
  return {
    accountType: z.literal(type),
    accountName: requiredText(asset ? M.assetName : M.liabilityName, ACCOUNT_NAME_MAX, M.nameLong),
    accountNumber: requiredText(M.accountNumber, ACCOUNT_NUMBER_MAX, M.numberLong),
    accountSubtype: z
      .string({ error: M.subtype(type) })
      .nullish()
      .refine((s) => !s || subtypesOf(type).includes(s), M.subtype(type)),
    category: z
      .string({ error: M.category(type) })
      .nullish()
      .refine((c) => !c || findCategory(type, c) !== undefined, M.category(type)),
    normalBalance: z
      .string({ error: M.normalBalance(type) })
      .optional()
      .refine((n) => n === undefined || n === normalBalanceOf(type), M.normalBalance(type)),
    // Missing: 0.00 when creating, unchanged when editing.
    currentBalance: moneyText(asset ? M.currentValue : M.currentBalance, MAX_INTEGER_DIGITS, true).optional(),
    // "On this date the account held currentBalance" (decision 125); missing: the user's today.
    balanceDate: dateSchema({ format: M.balanceDate }).optional(),
    description: optionalText(ACCOUNT_DESCRIPTION_MAX, M.descriptionLong),
    // Missing: the user's base currency when creating, unchanged when editing (decision 147).
    currency: accountCurrency.optional(),
  };
}

/** An ISO 4217 code the ledger can hold: amounts are stored to two decimals, so not BHD or KWD. */
/**
 * Why an account cannot be held in this currency, or null: its amounts are kept to two places. Asked
 * of a currency given, and of the base currency an account takes when it names none.
 */
export function accountCurrencyProblem(code: CurrencyCode): string | null {
  return minorUnitsOf(code) > 2 ? M.currencyThreeDecimals(code) : null;
}

const accountCurrency = z.string({ error: M.currency }).transform((value, ctx) => {
  const code = readCurrencyCode(value);
  if (code === null) {
    ctx.addIssue({ code: 'custom', message: M.currency });
    return z.NEVER;
  }
  const problem = accountCurrencyProblem(code);
  if (problem !== null) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return code;
});

/** The first amount field holding a fraction its currency does not have (a yen has no cents). */
export function fractionalAmountField(
  currency: string,
  amounts: Readonly<Record<string, Cents | null | undefined>>,
): string | null {
  if (minorUnitsOf(currency) !== 0) return null;
  for (const [field, cents] of Object.entries(amounts)) {
    if (cents !== null && cents !== undefined && cents % 100 !== 0) return field;
  }
  return null;
}

// Subtype and category must agree; a credit limit belongs to a credit card.
function checkCategory(
  value: { accountSubtype?: string | null | undefined; category?: string | null | undefined },
  ctx: z.RefinementCtx,
  type: UserAccountType,
): void {
  if (value.category && value.accountSubtype) {
    if (!findCategory(type, value.category)?.subtypes.includes(value.accountSubtype)) {
      ctx.addIssue({ code: 'custom', path: ['accountSubtype'], message: M.subtypeOfCategory });
    }
  }
}

const assetSchema = z
  .strictObject(accountFields('ASSET'))
  .superRefine((value, ctx) => checkCategory(value, ctx, 'ASSET'));

const liabilitySchema = z
  .strictObject({
    ...accountFields('LIABILITY'),
    interestRate: optionalRate,
    minimumPayment: optionalMoney(INTEGER_DIGITS.loan),
    creditLimit: optionalMoney(MAX_INTEGER_DIGITS),
  })
  .superRefine((value, ctx) => {
    checkCategory(value, ctx, 'LIABILITY');
    const category = value.category ?? categoryOfSubtype('LIABILITY', value.accountSubtype ?? '')?.id;
    if (value.creditLimit !== null && category !== 'credit_card') {
      ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: M.creditCardsOnly });
    }
  });

/** What the server works with after validation: amounts in cents, the category resolved. */
export interface AccountData {
  accountType: UserAccountType;
  accountName: string;
  accountNumber: string;
  accountSubtype: string | null;
  category: string | null;
  normalBalance: 'debit' | 'credit';
  /** Undefined when not sent: 0 on create, unchanged on edit. */
  currentBalance: Cents | undefined;
  /** The date currentBalance was held on; undefined: the user's today. Never in the future. */
  balanceDate: IsoDate | undefined;
  description: string | null;
  /** ISO 4217; undefined when not sent: the base currency on create, unchanged on edit. */
  currency: string | undefined;
  /** 1/10,000 of a percent. */
  interestRate: number | null;
  minimumPayment: Cents | null;
  creditLimit: Cents | null;
}

/** POST /api/accounts and PUT /api/accounts/:id. */
export const accountInputSchema = z
  .discriminatedUnion('accountType', [assetSchema, liabilitySchema], { error: M.accountType })
  .transform((value): AccountData => {
    const type = value.accountType;
    const subtype = value.accountSubtype ?? null;
    return {
      accountType: type,
      accountName: value.accountName,
      accountNumber: value.accountNumber,
      accountSubtype: subtype,
      category: value.category ?? (subtype ? (categoryOfSubtype(type, subtype)?.id ?? null) : null),
      normalBalance: normalBalanceOf(type),
      currentBalance: value.currentBalance,
      balanceDate: value.balanceDate,
      description: value.description,
      currency: value.currency,
      interestRate: 'interestRate' in value ? value.interestRate : null,
      minimumPayment: 'minimumPayment' in value ? value.minimumPayment : null,
      creditLimit: 'creditLimit' in value ? value.creditLimit : null,
    };
  });

/** The payload as the dialogs send it: every amount a decimal string. */
export interface AccountPayload {
  accountName: string;
  accountNumber: string;
  accountType: UserAccountType;
  accountSubtype?: string | null;
  category?: string | null;
  normalBalance?: 'debit' | 'credit';
  currentBalance?: string;
  balanceDate?: string;
  description?: string | null;
  currency?: string;
  interestRate?: string | null;
  minimumPayment?: string | null;
  creditLimit?: string | null;
}

/** POST /api/accounts/:id/valuations: a house, car or investment valued on a date (decision 126). */
export const valuationInputSchema = z
  .strictObject({
    date: dateSchema({ format: M.valuationDate }),
    value: moneyText(M.valuationValue, MAX_INTEGER_DIGITS, false),
    source: optionalText(VALUATION_SOURCE_MAX, M.sourceLong),
    notes: optionalText(ACCOUNT_DESCRIPTION_MAX, M.notesLong),
  })
  .transform((v) => ({ date: v.date, value: v.value, source: v.source ?? 'manual', notes: v.notes }));
export type ValuationInput = z.output<typeof valuationInputSchema>;

export const journalQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${JOURNAL_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${JOURNAL_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${JOURNAL_PAGE_MAX}`)
    .max(JOURNAL_PAGE_MAX, `limit must be a whole number from 1 to ${JOURNAL_PAGE_MAX}`)
    .default(JOURNAL_PAGE_DEFAULT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int('offset must be a whole number of 0 or more')
    .min(0, 'offset must be a whole number of 0 or more')
    .max(1_000_000_000, 'offset must be a whole number of 0 or more')
    .default(0),
});

const SUMMARY_PRECISIONS = [
  'cents',
  'dollars',
  'thousands',
] as const satisfies readonly PreferencesDto['summaryPrecision'][];

export const preferencesInputSchema = z.strictObject({
  decimalPlaces: z
    .number({ error: 'Decimal places must be 0, 1 or 2' })
    .int('Decimal places must be 0, 1 or 2')
    .min(0, 'Decimal places must be 0, 1 or 2')
    .max(2, 'Decimal places must be 0, 1 or 2')
    .optional(),
  summaryPrecision: z
    .enum(SUMMARY_PRECISIONS, { error: `Summary precision must be one of: ${SUMMARY_PRECISIONS.join(', ')}` })
    .optional(),
  showPercentages: z.boolean({ error: 'Show percentages must be true or false' }).optional(),
});
