import type { IsoDate } from '../../../domain/calendar';
import { minorUnitsOf } from '../../../domain/currency/codes';
import { rateFromFraction } from '../../../domain/currency/convert';
import { formatRate } from '../../../domain/currency/rate';
import {
  TRANSACTION_MESSAGES,
  type Transaction,
  type TransactionInput,
  transactionInputSchema,
} from '../../../shared/transactions';
import { zodFieldErrors } from '../../../shared/zod-field-errors';
import { typedCents } from '../../lib/money-text';
import { twoPlaces } from './form-model';

// The transfer form as plain data: money moved between two of the user's accounts (paying a credit
// card from checking). Neither income nor expense, so it has no category.

export interface TransferFormState {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  /** Between two currencies (decision 152): what the destination receives, in its currency. */
  receivedAmount: string;
  date: string;
  description: string;
  /** Free text beside the description, as on an income or expense (empty: none). */
  notes: string;
}

/** The two accounts' currencies, once both are chosen. */
interface TransferCurrencies {
  from: string;
  to: string;
}

/** Whether the transfer crosses currencies, and so needs the amount received. */
export const crossesCurrencies = (c: TransferCurrencies | null): c is TransferCurrencies =>
  c !== null && c.from !== c.to;

export type TransferErrors = Partial<Record<keyof TransferFormState, string>>;

export function initialTransfer(
  today: IsoDate,
  defaults: { fromAccountId?: string; toAccountId?: string } = {},
): TransferFormState {
  return {
    fromAccountId: defaults.fromAccountId ?? '',
    toAccountId: defaults.toAccountId ?? '',
    amount: '',
    receivedAmount: '',
    date: today,
    description: '',
    notes: '',
  };
}

export function transferFormOf(item: Transaction): TransferFormState {
  return {
    fromAccountId: item.accountId ?? '',
    toAccountId: item.toAccountId ?? '',
    amount: item.amount,
    receivedAmount: item.receivedAmount ?? '',
    date: item.transactionDate,
    description: item.description,
    notes: item.notes ?? '',
  };
}

/** 'Transfer to Visa' when the description is left blank. */
export function defaultTransferDescription(toName: string | undefined): string {
  return toName ? `Transfer to ${toName}` : 'Transfer';
}

/**
 * The payload; between two currencies it carries the amount received too (decision 152), else none,
 * so an edit onto two accounts of one currency drops it.
 */
export function transferPayload(
  form: TransferFormState,
  toName: string | undefined,
  currencies: TransferCurrencies | null = null,
): TransactionInput {
  const received = form.receivedAmount.trim();
  return {
    amount: twoPlaces(form.amount),
    ...(crossesCurrencies(currencies)
      ? { receivedAmount: received === '' ? null : twoPlaces(received) }
      : {}),
    type: 'transfer',
    description: form.description.trim() || defaultTransferDescription(toName),
    transactionDate: form.date,
    isRecurring: false,
    recurringFrequency: null,
    recurringStartDate: null,
    recurringEndDate: null,
    nextDueDate: null,
    tags: [],
    accountId: form.fromAccountId === '' ? null : form.fromAccountId,
    toAccountId: form.toAccountId === '' ? null : form.toAccountId,
    categoryId: null,
    // Emptied on an edit, the notes are removed.
    notes: form.notes.trim() === '' ? null : form.notes.trim(),
  };
}

const FIELD: Record<string, keyof TransferFormState> = {
  amount: 'amount',
  receivedAmount: 'receivedAmount',
  description: 'description',
  transactionDate: 'date',
  accountId: 'fromAccountId',
  toAccountId: 'toAccountId',
  notes: 'notes',
};

/** The server's or the contract's field messages on the form's own fields. */
export function transferErrorsFromFields(fields: Record<string, string> | undefined): TransferErrors {
  const errors: TransferErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = FIELD[name.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** A message when the typed amount has a fraction its currency lacks (a yen has no cents). */
function wholeUnitsError(text: string, currency: string): string | undefined {
  const cents = typedCents(text);
  if (cents === null || minorUnitsOf(currency) !== 0 || cents % 100 === 0) return undefined;
  return TRANSACTION_MESSAGES.wholeUnits(currency);
}

/**
 * The contract's messages for this payload, and what the server checks against the accounts'
 * currencies (decision 152): the amount received between two currencies, whole amounts in a
 * currency without decimals. Empty when it may be sent.
 */
export function transferErrors(
  payload: TransactionInput,
  currencies: TransferCurrencies | null = null,
): TransferErrors {
  const result = transactionInputSchema.safeParse(payload);
  const errors = result.success ? {} : transferErrorsFromFields(zodFieldErrors(result.error));
  if (crossesCurrencies(currencies)) {
    if (payload.receivedAmount == null) errors.receivedAmount ??= TRANSACTION_MESSAGES.receivedAmountRequired;
    else errors.receivedAmount ??= wholeUnitsError(payload.receivedAmount, currencies.to);
  }
  if (currencies !== null) errors.amount ??= wholeUnitsError(payload.amount, currencies.from);
  for (const key of Object.keys(errors) as (keyof TransferErrors)[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}

/**
 * "1 USD = 0.922339051835 EUR": the rate the two typed amounts imply, as the server will store it
 * (received / sent, 12 significant digits, decision 152); null until both are amounts.
 */
export function impliedRateText(form: TransferFormState, currencies: TransferCurrencies): string | null {
  const sent = typedCents(form.amount);
  const received = typedCents(form.receivedAmount);
  if (sent === null || received === null || sent <= 0 || received <= 0) return null;
  try {
    const rate = formatRate(rateFromFraction(BigInt(received), BigInt(sent)));
    return `1 ${currencies.from} = ${rate} ${currencies.to}`;
  } catch {
    return null;
  }
}
