import { type IsoDate, isoDateOf } from '../../../domain/calendar';
import { minorUnitsOf, SUPPORTED_CURRENCIES } from '../../../domain/currency/codes';
import { pastPayments } from '../../../domain/loans/past-payments';
import { monthlyPayment } from '../../../domain/loans/payment';
import { parseRatePercent } from '../../../domain/loans/rate';
import { MAX_RATE_UNITS } from '../../../domain/loans/types';
import { type Cents, formatMoney } from '../../../domain/money';
import type { AccountDto } from '../../../shared/accounts';
import { defaultLoanType, financedAssetKind, financedAssetName } from '../../../shared/loan-kinds';
import { type LoanCategory, type LoanPayload, type LoanView, loanPayloadSchema } from '../../../shared/loans';
import { zodFieldErrors } from '../../../shared/zod-field-errors';
import { centsIn, trimRate, typedCents } from '../../lib/money-text';

// The loan dialog's state and rules (docs/product.md §2.6, 4, 5 and 9), kept apart from its layout (issue 29)
// so they can be tested: defaults for a new or edited loan, how a change to one field moves the others,
// labels per category, the live payment and total cost, the payload and the contract's messages by field.

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
  /**
   * ISO 4217 code the loan is in; '' sends none, so the server applies its default: the base currency
   * for a new loan, the loan's own for an edit (its currency cannot change).
   */
  currency: string;
  /** '' means paid from outside the app. */
  fundingAccountId: string;
  /** The user's asset the loan financed; '' means none of the accounts (decision 128). */
  assetAccountId: string;
  /** "Add the home as an asset": null until the user ticks or clears it (then the default applies). */
  createAsset: boolean | null;
  /** Whether payments due before the loan is added leave the funding account. */
  postPastPayments: boolean;
}

/** The form's text fields (set from inputs); the two flags have their own setter. */
export type TextField = Exclude<keyof LoanFormValues, 'createAsset' | 'postPastPayments'>;

/** The message under each field, from the contract's check or the server's 400. */
export type Errors = Partial<Record<keyof LoanFormValues, string>>;

/** Sets one text field; the form's steps share it. */
export type SetField = (field: TextField, value: string) => void;

/** What each step of the form is given. */
export interface StepProps {
  values: LoanFormValues;
  errors: Errors;
  set: SetField;
  /** What the loan's amounts are in: the one chosen, else the loan's own or the base currency. */
  currency: string;
}

/**
 * The currencies a loan can be in: payments are computed to the cent, so only those with two decimals
 * (the server refuses JPY and the three-decimal ones).
 */
export const LOAN_CURRENCIES: readonly string[] = SUPPORTED_CURRENCIES.filter((c) => minorUnitsOf(c) === 2);

export const TERM_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
export const TERM_QUICK_PICKS = [15, 30] as const;
export const RATE_QUICK_PICKS = ['3.5', '4', '5', '6', '7', '8'] as const;
export const DOWN_PAYMENT_PERCENTS = [5, 10, 20] as const;

/** `today` is the user's date (useUserToday): the start date defaults to it. */
export function defaultValues(today: IsoDate = isoDateOf(new Date())): LoanFormValues {
  return {
    name: '',
    loanCategory: 'mortgage',
    loanType: defaultLoanType(30) ?? '',
    startDate: today,
    homePrice: '',
    downPayment: '',
    principal: '',
    interestRate: '',
    termYears: '30',
    propertyTax: '0',
    insurance: '0',
    supplementalInsurance: '0',
    currency: '',
    fundingAccountId: '',
    assetAccountId: '',
    createAsset: null,
    postPastPayments: false,
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
    currency: '',
    fundingAccountId: loan.fundingAccountId ?? '',
    // An asset the loan created is kept by "add the asset" staying ticked; a linked one is chosen.
    assetAccountId: loan.assetOwned ? '' : (loan.assetAccountId ?? ''),
    createAsset: loan.assetOwned ? true : loan.homePrice === null ? null : false,
    postPastPayments: loan.postPastPayments,
  };
}

/**
 * The loan type after the term changes: it follows the term (15 → 15-Year Fixed, 30 → 30-Year Fixed)
 * while it is the one the previous term implied; a type the user picked stays. Otherwise '' (choose).
 */
export function loanTypeForTerm(
  current: Pick<LoanFormValues, 'loanType' | 'termYears'>,
  termYears: string,
): string {
  const implied = defaultLoanType(Number(current.termYears)) ?? '';
  if (current.loanType !== implied) return current.loanType;
  return defaultLoanType(Number(termYears)) ?? '';
}

/**
 * The values after one text field changes: the loan type follows the term, choosing an asset fills an
 * empty price from its value, and a price or down payment change re-derives the principal.
 */
export function withField(
  current: LoanFormValues,
  field: TextField,
  value: string,
  accounts: readonly AccountDto[],
): LoanFormValues {
  const next = { ...current, [field]: value };
  if (field === 'termYears') next.loanType = loanTypeForTerm(current, value);
  if (field === 'assetAccountId' && current.homePrice.trim() === '') {
    const asset = accounts.find((a) => a.id === value);
    if (asset) next.homePrice = asset.currentBalance;
  }
  if (field === 'homePrice' || field === 'downPayment' || field === 'assetAccountId') {
    const principal = derivedPrincipal(next);
    if (principal !== null) next.principal = principal;
  }
  return next;
}

/** The currency the select shows: the one chosen, else the loan's own (edit) or the base currency (new). */
export function shownCurrency(
  values: Pick<LoanFormValues, 'currency'>,
  loan: Pick<LoanView, 'accountId'> | undefined,
  accounts: readonly AccountDto[],
  baseCurrency: string,
): string {
  if (values.currency !== '') return values.currency;
  if (!loan) return baseCurrency;
  return accounts.find((a) => a.id === loan.accountId)?.currency ?? baseCurrency;
}

const isOpen = (a: AccountDto) => a.accountType === 'ASSET' && a.isActive;

/**
 * The accounts payments may come from: any open asset, but not an asset a loan created; those can fund
 * any number of loans otherwise (decision 128). The one already chosen stays offered.
 */
export function fundingChoices(
  accounts: readonly AccountDto[],
  loans: readonly Pick<LoanView, 'assetOwned' | 'assetAccountId'>[],
  chosenId: string,
): AccountDto[] {
  const loanOwned = new Set(
    loans.flatMap((l) => (l.assetOwned && l.assetAccountId ? [l.assetAccountId] : [])),
  );
  return accounts.filter((a) => isOpen(a) && (!loanOwned.has(a.id) || a.id === chosenId));
}

/** The assets a loan can say it financed: the user's open non-cash, non-investment asset accounts. */
export function assetChoices(accounts: readonly AccountDto[], exceptId: string | null): AccountDto[] {
  return accounts.filter(
    (a) => isOpen(a) && a.category !== 'cash' && a.category !== 'investment' && a.id !== exceptId,
  );
}

/** "Add the home as an asset" is ticked by default only when the user has no asset of that kind. */
export function addAssetByDefault(accounts: readonly AccountDto[], category: LoanCategory): boolean {
  const kind = financedAssetKind(category);
  return !accounts.some((a) => isOpen(a) && a.category === kind.accountCategory);
}

export const addAssetLabel = (category: LoanCategory) =>
  `Add the ${financedAssetKind(category).noun} as an asset`;

/** Whether saving adds the asset the loan bought: a price, no linked asset, the box ticked. */
export function addsAsset(values: LoanFormValues, accounts: readonly AccountDto[]): boolean {
  if (values.assetAccountId !== '' || (typedCents(values.homePrice) ?? 0) <= 0) return false;
  return values.createAsset ?? addAssetByDefault(accounts, values.loanCategory);
}

/** What ticking the box adds, e.g. "Adds 'Home Mortgage – Home' worth $425,000.00 to your assets". */
export function addAssetSentence(values: LoanFormValues, currency: string): string | null {
  const price = typedCents(values.homePrice);
  if (price === null || price <= 0) return null;
  const name = financedAssetName(values.name.trim() || 'Loan', values.loanCategory);
  return `Adds '${name}' worth ${centsIn(price, currency)} to your assets`;
}

/**
 * The payments due on or before `through` (today, or the day an edited loan was added) that
 * "post past payments" takes from the funding account, e.g. "5 past payments, $10,745.15 from
 * Everyday Checking"; null when none are due or the terms are incomplete.
 */
export function pastPaymentsSentence(
  values: LoanFormValues,
  through: IsoDate,
  fundingName: string,
  currency: string,
): string | null {
  const principal = typedCents(values.principal);
  const rate = parseRatePercent(values.interestRate.trim());
  const years = Number(values.termYears);
  if (principal === null || principal <= 0 || !rate.ok || rate.units > MAX_RATE_UNITS) return null;
  if (!Number.isInteger(years) || years < 1 || years > 50 || values.startDate.length < 10) return null;
  const past = pastPayments(
    {
      principal,
      ratePercentUnits: rate.units,
      termMonths: years * 12,
      startDate: values.startDate.slice(0, 10),
    },
    through,
  );
  if (past.count === 0) return null;
  const noun = past.count === 1 ? 'past payment' : 'past payments';
  return `${past.count} ${noun}, ${centsIn(past.total, currency)} from ${fundingName}`;
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

/**
 * docs/product.md §4: with both a price and a down payment, the principal becomes their difference when it is
 * above zero; otherwise the principal is left as typed.
 */
export function derivedPrincipal(values: Pick<LoanFormValues, 'homePrice' | 'downPayment'>): string | null {
  const price = typedCents(values.homePrice);
  const down = typedCents(values.downPayment);
  if (price === null || down === null) return null;
  const principal = price - down;
  return principal > 0 ? formatMoney(principal) : null;
}

/** The down payment that is `percent` of the price, as an amount string; null without a price. */
export function downPaymentFor(homePrice: string, percent: number): string | null {
  const price = typedCents(homePrice);
  if (price === null) return null;
  // Half up to the cent, in integers.
  return formatMoney(Math.floor((price * percent + 50) / 100));
}

/** The live monthly payment (principal and interest), or null while the terms are incomplete. */
export function previewPayment(
  values: Pick<LoanFormValues, 'principal' | 'interestRate' | 'termYears'>,
): Cents | null {
  const principal = typedCents(values.principal);
  const rate = parseRatePercent(values.interestRate.trim());
  const years = Number(values.termYears);
  if (principal === null || principal <= 0 || !rate.ok || rate.units > MAX_RATE_UNITS) return null;
  if (!Number.isInteger(years) || years < 1 || years > 50) return null;
  return monthlyPayment({ principal, ratePercentUnits: rate.units, termMonths: years * 12 });
}

/** docs/product.md §9: payment plus the three monthly extras (missing ones count as 0). */
export function totalMonthlyCost(values: LoanFormValues): Cents | null {
  const payment = previewPayment(values);
  if (payment === null) return null;
  const extras = [values.propertyTax, values.insurance, values.supplementalInsurance].map(
    (t) => typedCents(t) ?? 0,
  );
  return extras.reduce((sum, c) => sum + c, payment);
}

/** docs/product.md §5: name, principal, interest rate, term and start date must all be filled. */
export function missingRequired(values: LoanFormValues): boolean {
  return [values.name, values.principal, values.interestRate, values.termYears, values.startDate].some(
    (v) => v.trim() === '',
  );
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const orZero = (text: string) => (text.trim() === '' ? '0' : text.trim());

/**
 * The payload of docs/product.md §3: money as strings, termYears an integer, price and down payment nullable;
 * `createAsset` is what the dialog decided (addsAsset), past payments are posted only when asked.
 */
export function toPayload(values: LoanFormValues, createAsset = false): LoanPayload {
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
    ...(values.currency === '' ? {} : { currency: values.currency }),
    fundingAccountId: values.fundingAccountId === '' ? null : values.fundingAccountId,
    assetAccountId: values.assetAccountId === '' ? null : values.assetAccountId,
    createAsset,
    postPastPayments: values.postPastPayments && values.fundingAccountId !== '',
  };
}

const FIELDS = new Set<string>(Object.keys(defaultValues()));

/**
 * Server or contract messages by path ('principal', 'currency'...) under the form's fields, the first
 * for each; one the form has no field for is left to the toast.
 */
export function errorsFromFields(fields: Readonly<Record<string, string>>): Errors {
  const errors: Errors = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split('.')[0] ?? '';
    if (FIELDS.has(name)) errors[name as keyof LoanFormValues] ??= message;
  }
  return errors;
}

/** The shared contract's messages for the payload, by field, before it is sent; empty when it may be. */
export function validatePayload(payload: LoanPayload): Errors {
  const checked = loanPayloadSchema.safeParse(payload);
  return checked.success ? {} : errorsFromFields(zodFieldErrors(checked.error, 'name'));
}
