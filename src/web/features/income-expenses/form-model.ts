import type { IsoDate } from '../../../domain/calendar';
import { formatMoney, parseMoney } from '../../../domain/money';
import { type Frequency, isFrequency, occurrenceAfter } from '../../../domain/recurrence';
import {
  AMOUNT_INTEGER_DIGITS,
  type IncomeOrExpense,
  type TransactionInput,
  transactionInputSchema,
} from '../../../shared/transactions';
import { type Category, categoryTag, defaultDescription } from './categories';

// The income / expense form as plain data, so its rules (defaults, next date, payload) are tested
// without a browser.

export interface RecurringFormState {
  description: string;
  amount: string;
  /** The last (most recent) date it happened: the transaction date. */
  lastDate: string;
  isRecurring: boolean;
  frequency: Frequency;
  endDate: string;
}

/** The browser's own calendar date (not UTC), as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function initialForm(category: Category, today: IsoDate): RecurringFormState {
  return {
    description: '',
    amount: '',
    lastDate: today,
    isRecurring: true,
    frequency: category.defaultFrequency,
    endDate: '',
  };
}

/**
 * The auto-calculated next date: last date plus one period (SPEC.md 4), recomputed on every change;
 * null when the toggle is off, a date is not valid, or the series ends first.
 */
export function nextDateOf(form: RecurringFormState): IsoDate | null {
  if (!form.isRecurring || !isFrequency(form.frequency)) return null;
  try {
    return occurrenceAfter(
      { start: form.lastDate, frequency: form.frequency, end: form.endDate === '' ? null : form.endDate },
      form.lastDate,
    );
  } catch {
    return null; // an unfinished or invalid date
  }
}

/** "12.5" -> "12.50"; anything unreadable is sent as typed, for the contract to name the problem. */
function twoPlaces(amount: string): string {
  const parsed = parseMoney(amount, { integerDigits: AMOUNT_INTEGER_DIGITS });
  return parsed.ok ? formatMoney(parsed.cents) : amount.trim();
}

/** The payload of SPEC.md 7; recurring fields are null when the toggle is off. */
export function toPayload(
  kind: IncomeOrExpense,
  category: Category,
  form: RecurringFormState,
): TransactionInput {
  const description = form.description.trim() || defaultDescription(kind, category);
  const base = {
    amount: twoPlaces(form.amount),
    type: kind,
    description,
    transactionDate: form.lastDate,
    tags: [categoryTag(kind, category)],
  };
  if (!form.isRecurring) {
    return {
      ...base,
      isRecurring: false,
      recurringFrequency: null,
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
    };
  }
  return {
    ...base,
    isRecurring: true,
    recurringFrequency: form.frequency,
    recurringStartDate: form.lastDate,
    recurringEndDate: form.endDate === '' ? null : form.endDate,
    nextDueDate: nextDateOf(form),
  };
}

const FORM_FIELD: Record<string, keyof RecurringFormState> = {
  amount: 'amount',
  description: 'description',
  transactionDate: 'lastDate',
  recurringStartDate: 'lastDate',
  recurringFrequency: 'frequency',
  recurringEndDate: 'endDate',
  nextDueDate: 'lastDate',
};

export type FormErrors = Partial<Record<keyof RecurringFormState, string>>;

/** The contract's messages, keyed by the form's own fields; empty when the payload is valid. */
export function formErrors(payload: TransactionInput): FormErrors {
  const result = transactionInputSchema.safeParse(payload);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = FORM_FIELD[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's `fields` (payload names) as form fields. */
export function formErrorsFromServer(fields: Record<string, string> | undefined): FormErrors {
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = FORM_FIELD[name.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
