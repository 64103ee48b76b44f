import {
  ACCOUNT_MESSAGES,
  type AccountCategory,
  type AccountDto,
  type AccountPayload,
  accountInputSchema,
  fractionalAmountField,
  normalBalanceOf,
  type UserAccountType,
} from '../../../shared/accounts';
import { zodFieldErrors } from '../../../shared/zod-field-errors';
import { centsOf, trimRate } from '../../lib/money-text';

// The asset and liability form as plain data: what it starts with, the payload it sends, and the
// messages it shows (the shared contract's, the same the server answers with).

export interface AccountFormValues {
  accountName: string;
  accountNumber: string;
  currentBalance: string;
  /** The date the balance was held on (decision 125): today unless the user says otherwise. */
  balanceDate: string;
  accountSubtype: string;
  description: string;
  interestRate: string;
  minimumPayment: string;
  creditLimit: string;
  /** ISO 4217 code (issue 24): the base currency for a new account. */
  currency: string;
}

export type FormErrors = Partial<Record<keyof AccountFormValues | 'form', string>>;

export function initialValues(
  category: AccountCategory,
  account?: AccountDto,
  today = '',
  baseCurrency = 'USD',
): AccountFormValues {
  return {
    accountName: account?.accountName ?? '',
    accountNumber: account?.accountNumber ?? '',
    currentBalance: account?.currentBalance ?? '',
    balanceDate: today,
    accountSubtype: account?.accountSubtype ?? category.subtypes[0] ?? '',
    description: account?.description ?? '',
    interestRate: account?.interestRate ? trimRate(account.interestRate) : '',
    minimumPayment: account?.minimumPayment ?? '',
    creditLimit: account?.creditLimit ?? '',
    currency: account?.currency ?? baseCurrency,
  };
}

export function isCreditCard(category: AccountCategory): boolean {
  return category.id === 'credit_card';
}

export function toPayload(
  type: UserAccountType,
  category: AccountCategory,
  values: AccountFormValues,
): AccountPayload {
  const payload: AccountPayload = {
    accountName: values.accountName.trim(),
    accountNumber: values.accountNumber.trim(),
    accountType: type,
    accountSubtype: values.accountSubtype || null,
    category: category.id,
    normalBalance: normalBalanceOf(type),
    currentBalance: values.currentBalance.trim(),
    currency: values.currency,
  };
  const balanceDate = values.balanceDate.trim();
  if (balanceDate !== '') payload.balanceDate = balanceDate;
  if (type === 'ASSET') {
    payload.description = values.description.trim() || null;
  } else {
    payload.interestRate = values.interestRate.trim() || null;
    payload.minimumPayment = values.minimumPayment.trim() || null;
    payload.creditLimit = isCreditCard(category) ? values.creditLimit.trim() || null : null;
  }
  return payload;
}

/** Field messages by input, from the shared contract; empty when the payload may be sent. */
export function validateValues(
  type: UserAccountType,
  category: AccountCategory,
  values: AccountFormValues,
): FormErrors {
  const result = accountInputSchema.safeParse(toPayload(type, category, values));
  if (!result.success) return errorsFromFields(zodFieldErrors(result.error, 'form'));
  // A currency without decimals (JPY) takes whole amounts, as the server checks too.
  const field = fractionalAmountField(result.data.currency ?? values.currency, {
    currentBalance: centsOf(values.currentBalance),
    minimumPayment: centsOf(values.minimumPayment),
    creditLimit: centsOf(values.creditLimit),
  });
  return field === null ? {} : errorsFromFields({ [field]: ACCOUNT_MESSAGES.wholeUnits(values.currency) });
}

const FORM_FIELDS = new Set<string>([
  'accountName',
  'accountNumber',
  'currentBalance',
  'balanceDate',
  'accountSubtype',
  'description',
  'interestRate',
  'minimumPayment',
  'creditLimit',
  'currency',
]);

/** Server or contract field messages mapped onto the form's inputs; the rest go to 'form'. */
export function errorsFromFields(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.split('.')[0] ?? '';
    const target = (FORM_FIELDS.has(name) ? name : 'form') as keyof FormErrors;
    errors[target] ??= message;
  }
  return errors;
}
