import type { IsoDate } from '../../../domain/calendar';
import {
  type Transaction,
  type TransactionInput,
  transactionInputSchema,
} from '../../../shared/transactions';
import { twoPlaces } from './form-model';

// The transfer form as plain data: money moved between two of the user's accounts (paying a credit
// card from checking). Neither income nor expense, so it has no category.

export interface TransferFormState {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  date: string;
  description: string;
}

export type TransferErrors = Partial<Record<keyof TransferFormState, string>>;

export function initialTransfer(
  today: IsoDate,
  defaults: { fromAccountId?: string; toAccountId?: string } = {},
): TransferFormState {
  return {
    fromAccountId: defaults.fromAccountId ?? '',
    toAccountId: defaults.toAccountId ?? '',
    amount: '',
    date: today,
    description: '',
  };
}

export function transferFormOf(item: Transaction): TransferFormState {
  return {
    fromAccountId: item.accountId ?? '',
    toAccountId: item.toAccountId ?? '',
    amount: item.amount,
    date: item.transactionDate,
    description: item.description,
  };
}

/** 'Transfer to Visa' when the description is left blank. */
export function defaultTransferDescription(toName: string | undefined): string {
  return toName ? `Transfer to ${toName}` : 'Transfer';
}

export function transferPayload(form: TransferFormState, toName: string | undefined): TransactionInput {
  return {
    amount: twoPlaces(form.amount),
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
  };
}

const FIELD: Record<string, keyof TransferFormState> = {
  amount: 'amount',
  description: 'description',
  transactionDate: 'date',
  accountId: 'fromAccountId',
  toAccountId: 'toAccountId',
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

/** The contract's messages for this payload; empty when it may be sent. */
export function transferErrors(payload: TransactionInput): TransferErrors {
  const result = transactionInputSchema.safeParse(payload);
  if (result.success) return {};
  return transferErrorsFromFields(
    Object.fromEntries(result.error.issues.toReversed().map((i) => [String(i.path[0]), i.message])),
  );
}
