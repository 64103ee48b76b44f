import { type IsoDate, isoDateOf } from '../../../domain/calendar';
import { monthlyPayment } from '../../../domain/loans/payment';
import { parseRatePercent } from '../../../domain/loans/rate';
import { MAX_RATE_UNITS } from '../../../domain/loans/types';
import { type Cents, formatMoney, parseMoney } from '../../../domain/money';
import type { LoanCategory, LoanPayload, LoanView } from '../../../shared/loans';

// The loan dialog's state and rules (SPEC.md 2.6, 4, 5 and 9), kept apart from React so they can be
// tested: defaults, labels per category, the derived principal, the live payment and total cost.

export interface LoanFormValues {
  name: string;
  loanCategory: LoanCategory;
  loanType: string;
  startDate: string;
  homePrice: string;
  downPayment: string;
  principal: string;
  interestRate: string;
  termYears: string;
  propertyTax: string;
  insurance: string;
  supplementalInsurance: string;
  /** '' means paid from outside the app. */
  fundingAccountId: string;
}

export const TERM_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
export const TERM_QUICK_PICKS = [15, 30] as const;
export const RATE_QUICK_PICKS = ['3.5', '4', '5', '6', '7', '8'] as const;
export const DOWN_PAYMENT_PERCENTS = [5, 10, 20] as const;

/** `today` is the user's date (useUserToday): the start date defaults to it. */
export function defaultValues(today: IsoDate = isoDateOf(new Date())): LoanFormValues {
  return {
    name: '',
    loanCategory: 'mortgage',
    loanType: '30-Year Fixed',
    startDate: today,
    homePrice: '',
    downPayment: '',
    principal: '',
    interestRate: '',
    termYears: '30',
    propertyTax: '0',
    insurance: '0',
    supplementalInsurance: '0',
    fundingAccountId: '',
  };
}

/** A stored loan as the form edits it; the start date is cut to its date part. */
export function valuesOfLoan(loan: LoanView): LoanFormValues {
  const rate = parseRatePercent(loan.interestRate);
  return {
    name: loan.name,
    loanCategory: loan.loanCategory,
    loanType: loan.loanType,
    startDate: loan.startDate.slice(0, 10),
    homePrice: loan.homePrice ?? '',
    downPayment: loan.downPayment ?? '',
    principal: loan.principal,
    interestRate: rate.ok ? trimRate(loan.interestRate) : loan.interestRate,
    termYears: String(loan.termYears),
    propertyTax: loan.propertyTax,
    insurance: loan.insurance,
    supplementalInsurance: loan.supplementalInsurance,
    fundingAccountId: loan.fundingAccountId ?? '',
  };
}

/** "6.5000" -> "6.5", "7.0000" -> "7". */
function trimRate(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

type Kind = 'home' | 'vehicle' | 'other';

function kindOf(category: LoanCategory): Kind {
  if (category === 'mortgage' || category === 'home') return 'home';
  if (category === 'auto') return 'vehicle';
  return 'other';
}

export function priceLabel(category: LoanCategory): string {
  const kind = kindOf(category);
  if (kind === 'home') return 'Home Price';
  if (kind === 'vehicle') return 'Vehicle Price';
  return category === 'business' ? 'Asset Value' : 'Asset Price';
}

export function taxLabel(category: LoanCategory): string {
  const kind = kindOf(category);
  if (kind === 'home') return 'Property Tax (Monthly)';
  if (kind === 'vehicle') return 'Registration/Tax (Monthly)';
  return 'Taxes (Monthly)';
}

export function insuranceLabel(category: LoanCategory): string {
  const kind = kindOf(category);
  if (kind === 'home') return 'Home Insurance (Monthly)';
  if (kind === 'vehicle') return 'Auto Insurance (Monthly)';
  return 'Insurance (Monthly)';
}

export const showsDownPaymentPicks = (category: LoanCategory) => kindOf(category) === 'home';

/** An amount typed in the form, in cents; null when empty or not an amount. */
export function centsOf(text: string): Cents | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = parseMoney(trimmed, { integerDigits: 10 });
  return parsed.ok ? parsed.cents : null;
}

/**
 * SPEC.md 4: with both a price and a down payment, the principal becomes their difference when it is
 * above zero; otherwise the principal is left as typed.
 */
export function derivedPrincipal(values: Pick<LoanFormValues, 'homePrice' | 'downPayment'>): string | null {
  const price = centsOf(values.homePrice);
  const down = centsOf(values.downPayment);
  if (price === null || down === null) return null;
  const principal = price - down;
  return principal > 0 ? formatMoney(principal) : null;
}

/** The down payment that is `percent` of the price, as an amount string; null without a price. */
export function downPaymentFor(homePrice: string, percent: number): string | null {
  const price = centsOf(homePrice);
  if (price === null) return null;
  // Half up to the cent, in integers.
  return formatMoney(Math.floor((price * percent + 50) / 100));
}

/** The live monthly payment (principal and interest), or null while the terms are incomplete. */
export function previewPayment(
  values: Pick<LoanFormValues, 'principal' | 'interestRate' | 'termYears'>,
): Cents | null {
  const principal = centsOf(values.principal);
  const rate = parseRatePercent(values.interestRate.trim());
  const years = Number(values.termYears);
  if (principal === null || principal <= 0 || !rate.ok || rate.units > MAX_RATE_UNITS) return null;
  if (!Number.isInteger(years) || years < 1 || years > 50) return null;
  return monthlyPayment({ principal, ratePercentUnits: rate.units, termMonths: years * 12 });
}

/** SPEC.md 9: payment plus the three monthly extras (missing ones count as 0). */
export function totalMonthlyCost(values: LoanFormValues): Cents | null {
  const payment = previewPayment(values);
  if (payment === null) return null;
  const extras = [values.propertyTax, values.insurance, values.supplementalInsurance].map(
    (t) => centsOf(t) ?? 0,
  );
  return extras.reduce((sum, c) => sum + c, payment);
}

/** SPEC.md 5: name, principal, interest rate, term and start date must all be filled. */
export function missingRequired(values: LoanFormValues): boolean {
  return [values.name, values.principal, values.interestRate, values.termYears, values.startDate].some(
    (v) => v.trim() === '',
  );
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const orZero = (text: string) => (text.trim() === '' ? '0' : text.trim());

/** The payload of SPEC.md 3: money as strings, termYears an integer, price and down payment nullable. */
export function toPayload(values: LoanFormValues): LoanPayload {
  return {
    name: values.name.trim(),
    loanCategory: values.loanCategory,
    loanType: values.loanType,
    principal: values.principal.trim(),
    interestRate: values.interestRate.trim(),
    termYears: Number(values.termYears),
    startDate: values.startDate.slice(0, 10),
    homePrice: orNull(values.homePrice),
    downPayment: orNull(values.downPayment),
    propertyTax: orZero(values.propertyTax),
    insurance: orZero(values.insurance),
    supplementalInsurance: orZero(values.supplementalInsurance),
    fundingAccountId: values.fundingAccountId === '' ? null : values.fundingAccountId,
  };
}
