import { z } from 'zod';
import { LOAN_CATEGORY_IDS } from '../loan-kinds';
import type { ExtraPaymentView, LoanView, ScheduleView } from '../loan-views';
import { instant, isoDate, moneyText, uuid } from './common';

// The loans feature's answers (loan-views.ts holds their types).

export const loanSchema = z
  .object({
    id: uuid,
    name: z.string(),
    loanCategory: z.enum(LOAN_CATEGORY_IDS),
    loanType: z.string(),
    currency: z.string().length(3).meta({
      description: "ISO 4217 code of the loan's liability account: every amount of the loan is in it",
    }),
    principal: moneyText,
    interestRate: z.string().meta({ description: 'Percent with 4 decimals, e.g. "6.5000"' }),
    termYears: z.number().int(),
    startDate: isoDate,
    monthlyPayment: moneyText,
    paymentRoundedUp: z.boolean().meta({
      description:
        'The payment was rounded up past the nearest cent: otherwise the last payment would be more than twice it',
    }),
    homePrice: moneyText.nullable(),
    downPayment: moneyText.nullable(),
    propertyTax: moneyText,
    insurance: moneyText,
    supplementalInsurance: moneyText,
    isActive: z.boolean(),
    paidOffOn: isoDate.nullable(),
    accountId: uuid.nullable(),
    assetAccountId: uuid.nullable(),
    assetOwned: z.boolean(),
    fundingAccountId: uuid.nullable(),
    postPastPayments: z.boolean(),
    recordedOn: isoDate,
    currentBalance: moneyText,
    totalInterest: moneyText,
    principalPaid: moneyText,
    interestPaid: moneyText,
    principalToCome: moneyText,
    interestToCome: moneyText,
    payoffDate: isoDate,
    extraPaymentsTotal: moneyText,
    createdAt: instant,
  })
  .meta({ id: 'Loan' }) satisfies z.ZodType<LoanView>;

export const scheduleSchema = z
  .object({
    monthlyPayment: moneyText,
    paymentRoundedUp: z.boolean(),
    totalInterest: moneyText,
    totalPaid: moneyText,
    payoffDate: isoDate,
    months: z.number().int(),
    periodsPaid: z.number().int(),
    currentBalance: moneyText,
    rows: z.array(
      z.object({
        period: z.number().int(),
        date: isoDate,
        payment: moneyText,
        interest: moneyText,
        principal: moneyText,
        extra: moneyText,
        balance: moneyText,
      }),
    ),
    whatIf: z
      .object({
        interestSaved: moneyText,
        monthsSaved: z.number().int(),
        newPayoffDate: isoDate,
        originalPayoffDate: isoDate,
      })
      .optional(),
  })
  .meta({ id: 'LoanSchedule' }) satisfies z.ZodType<ScheduleView>;

export const extraPaymentViewSchema = z
  .object({
    id: uuid,
    loanId: uuid,
    amount: moneyText,
    paymentDate: isoDate,
    interestSaved: moneyText,
    createdAt: instant,
  })
  .meta({ id: 'ExtraPayment' }) satisfies z.ZodType<ExtraPaymentView>;
