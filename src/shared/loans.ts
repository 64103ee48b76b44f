import { z } from 'zod';
import { type CurrencyCode, minorUnitsOf, readCurrencyCode } from '../domain/currency/codes';
import { monthlyPayment } from '../domain/loans/payment';
import { parseRatePercent } from '../domain/loans/rate';
import { MAX_RATE_UNITS } from '../domain/loans/types';
import { type Cents, INTEGER_DIGITS, MONEY_ERRORS, parseMoney } from '../domain/money';
import { dateSchema } from './dates';
import { LOAN_CATEGORY_IDS, LOAN_TYPES, type LoanType } from './loan-kinds';

// The loans contract (docs/product.md §3, 5, 9): the loan payload with the spec's messages, extra payments and
// the schedule's what-if query. The route validates with it and the loan dialog checks its payload with
// it before sending, so both show the same messages. The shapes the server answers with are in
// loan-views.ts, re-exported here so the contract is one import (like accounts.ts and auth.ts).

// The loan kinds live apart, without Zod, so pages that only show loans load no schema code.
export * from './loan-kinds';

const LOAN_NAME_MAX = 100;
const TERM_YEARS_MAX = 50;
/** numeric(10,2), the monthly payment column. */
const MAX_PAYMENT_CENTS = 9_999_999_999;

export const LOAN_MESSAGES = {
  name: 'Loan name is required',
  nameLong: 'Name must be less than 100 characters',
  loanType: 'Loan type is required',
  loanTypeOneOf: `Loan type must be one of: ${LOAN_TYPES.join(', ')}`,
  category: `Loan category must be one of: ${LOAN_CATEGORY_IDS.join(', ')}`,
  principal: 'Principal must be a positive number',
  rate: 'Interest rate must be between 0 and 50',
  rateRequired: 'Interest rate is required',
  term: 'Term is required',
  termRange: `Term must be a whole number of years from 1 to ${TERM_YEARS_MAX}`,
  startDate: 'Start date is required',
  date: 'Enter a date as YYYY-MM-DD',
  priceMinusDown: 'Principal amount should equal asset price minus down payment',
  downNeedsPrice: 'Enter the asset price that goes with the down payment',
  principalOverPrice: 'Principal cannot be more than the asset price',
  paymentTooLarge: 'The monthly payment would be too large to store',
  amountType: 'Enter an amount like 1234.56',
  fundingAccount: 'Choose one of your asset accounts',
  currency: 'Choose a currency by its ISO 4217 code, such as EUR',
  currencyCents: (code: string) =>
    `Loan payments are computed to the cent: a loan in ${code}, which has no cents, is not supported yet`,
  fundingCurrency: (account: string, loan: string) =>
    `This account holds ${account} and the loan is in ${loan}: a payment would need a rate; choose an account in ${loan}`,
  assetCurrency: (account: string, loan: string) =>
    `This asset is in ${account} and the loan is in ${loan}: choose an asset in ${loan}`,
  currencyChange: 'The currency of a loan cannot be changed; delete the loan and add it again',
  assetAccount: 'Choose one of your asset accounts',
  postPastPayments: 'Answer true or false',
  extraAmount: 'Extra payment must be a positive amount',
  paymentDate: 'Payment date is required',
} as const;

const M = LOAN_MESSAGES;

function isoDate(required: string) {
  return dateSchema({ required, format: M.date, trim: true });
}

function parseAmount(value: string, ctx: z.RefinementCtx, integerDigits: number): Cents {
  const parsed = parseMoney(value, { integerDigits });
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.cents;
}

/** A required decimal-string amount greater than zero; a JSON number is refused (no float rounding). */
function positiveMoney(message: string, integerDigits: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value, ctx): Cents => {
      const parsed = parseMoney(value, { integerDigits });
      if (parsed.ok && parsed.cents > 0) return parsed.cents;
      // Too many decimals or digits say what is wrong; anything else is simply not a positive amount.
      const precise =
        !parsed.ok && parsed.error !== MONEY_ERRORS.format && parsed.error !== MONEY_ERRORS.negative;
      ctx.addIssue({ code: 'custom', message: precise ? parsed.error : message });
      return z.NEVER;
    });
}

/** Optional non-negative amount: missing, null or '' all mean "not given" (null). */
function optionalMoney(integerDigits: number) {
  return z
    .union([z.string(), z.null()], { error: M.amountType })
    .optional()
    .transform((value, ctx): Cents | null => {
      const text = value?.trim() ?? '';
      return text === '' ? null : parseAmount(text, ctx, integerDigits);
    });
}

const rateField = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? M.rateRequired : M.rate),
  })
  .transform((value, ctx): number => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: M.rateRequired });
      return z.NEVER;
    }
    const parsed = parseRatePercent(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.units;
  });

const termField = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? M.term : M.termRange) })
  .int(M.termRange)
  .min(1, M.termRange)
  .max(TERM_YEARS_MAX, M.termRange);

/**
 * Why a loan cannot be in this currency, or null: its payments are computed to the cent. Asked of a
 * currency given, and of the base currency a loan takes when it names none.
 */
export function loanCurrencyProblem(code: CurrencyCode): string | null {
  return minorUnitsOf(code) !== 2 ? M.currencyCents(code) : null;
}

const loanFields = z.strictObject({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(LOAN_NAME_MAX, M.nameLong),
  loanCategory: z.enum(LOAN_CATEGORY_IDS, { error: M.category }).default('mortgage'),
  loanType: z
    .string({ error: M.loanType })
    .trim()
    .min(1, M.loanType)
    .refine((t) => (LOAN_TYPES as readonly string[]).includes(t), M.loanTypeOneOf)
    .transform((t) => t as LoanType),
  principal: positiveMoney(M.principal, INTEGER_DIGITS.loan),
  interestRate: rateField,
  termYears: termField,
  startDate: isoDate(M.startDate),
  homePrice: optionalMoney(INTEGER_DIGITS.loan),
  downPayment: optionalMoney(INTEGER_DIGITS.loan),
  propertyTax: optionalMoney(INTEGER_DIGITS.loan),
  insurance: optionalMoney(INTEGER_DIGITS.loan),
  supplementalInsurance: optionalMoney(INTEGER_DIGITS.loan),
  /**
   * Ours (issue 24): what the loan is in; its liability and the asset it creates hold it. Missing: the
   * base currency for a new loan, its own for an edit. Payments are computed to the cent, so a currency
   * without cents is refused.
   */
  currency: z
    .string({ error: M.currency })
    .transform((value, ctx) => {
      const code = readCurrencyCode(value);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: M.currency });
        return z.NEVER;
      }
      const problem = loanCurrencyProblem(code);
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return code;
    })
    .optional(),
  /** Ours: the asset account the payments come from; absent or null means outside the books. */
  fundingAccountId: z.uuid({ error: M.fundingAccount }).nullish(),
  /** Ours (decision 128): the user's asset the loan financed; the loan then creates none. */
  assetAccountId: z.uuid({ error: M.assetAccount }).nullish(),
  /** Ours: without a linked asset, whether a price adds the asset it bought (as before: yes). */
  createAsset: z.boolean({ error: M.postPastPayments }).default(true),
  /** Ours: whether payments due by the day the loan is added leave the funding account. */
  postPastPayments: z.boolean({ error: M.postPastPayments }).default(false),
});

/**
 * The loan payload (docs/product.md §3 and 5). Output: cents and rate units. With a price and a down payment the
 * principal must equal their difference within 0.01; the down payment is then normalised to exactly
 * price − principal so the origination entry balances to the cent.
 */
export const loanPayloadSchema = loanFields.superRefine((loan, ctx) => {
  const price = loan.homePrice ?? 0;
  const down = loan.downPayment ?? 0;
  if (price > 0 && loan.downPayment !== null && Math.abs(price - down - loan.principal) > 1) {
    ctx.addIssue({ code: 'custom', path: ['principal'], message: M.priceMinusDown });
  }
  // The down payment stored is price − principal: never negative, with or without one given.
  if (price > 0 && loan.principal > price) {
    ctx.addIssue({ code: 'custom', path: ['principal'], message: M.principalOverPrice });
  }
  if (price === 0 && down > 0) {
    ctx.addIssue({ code: 'custom', path: ['homePrice'], message: M.downNeedsPrice });
  }
  // Refinements also run after non-fatal field issues: only price terms that are themselves valid.
  const termsValid =
    loan.principal > 0 &&
    loan.interestRate >= 0 &&
    loan.interestRate <= MAX_RATE_UNITS &&
    Number.isInteger(loan.termYears) &&
    loan.termYears >= 1 &&
    loan.termYears <= TERM_YEARS_MAX;
  if (!termsValid) return;
  const terms = {
    principal: loan.principal,
    ratePercentUnits: loan.interestRate,
    termMonths: loan.termYears * 12,
  };
  // Every loan within these bounds has a payment (decision 130); only one too large to store is refused.
  if (monthlyPayment(terms) > MAX_PAYMENT_CENTS) {
    ctx.addIssue({ code: 'custom', path: ['principal'], message: M.paymentTooLarge });
  }
});

/** What the browser sends (docs/product.md §3: money as strings, termYears an integer). */
export type LoanPayload = z.input<typeof loanPayloadSchema>;
export type LoanInput = z.output<typeof loanPayloadSchema>;

/** The asset price given with the loan, or null; the down payment is then exactly price − principal. */
export function financedPurchase(loan: LoanInput): { price: Cents; downPayment: Cents } | null {
  const price = loan.homePrice ?? 0;
  if (price === 0) return null;
  return { price, downPayment: price - loan.principal };
}

export const extraPaymentSchema = z.strictObject({
  amount: positiveMoney(M.extraAmount, INTEGER_DIGITS.loan),
  paymentDate: isoDate(M.paymentDate),
});
export type ExtraPaymentPayload = z.input<typeof extraPaymentSchema>;

/** GET /api/loans/:id/schedule what-if: a monthly extra, and/or a one-off amount on a date. */
export const scheduleQuerySchema = z
  .strictObject({
    extraMonthly: optionalMoney(INTEGER_DIGITS.loan),
    extraAmount: optionalMoney(INTEGER_DIGITS.loan),
    extraDate: isoDate(M.paymentDate).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.extraDate !== undefined && q.extraAmount === null) {
      ctx.addIssue({ code: 'custom', path: ['extraAmount'], message: M.extraAmount });
    }
  });

// Responses (money as decimal strings with 2 places) live in loan-views.ts.
export type * from './loan-views';
