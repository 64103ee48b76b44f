import { addDays, compareIsoDates, type IsoDate } from '../../../domain/calendar';
import { formatMoney, parseMoney } from '../../../domain/money';
import { type Frequency, isFrequency, occurrenceAfter } from '../../../domain/recurrence';
import type { CategoryDto } from '../../../shared/categories';
import {
  AMOUNT_INTEGER_DIGITS,
  type IncomeOrExpense,
  type Transaction,
  type TransactionInput,
  transactionInputSchema,
} from '../../../shared/transactions';
import { zodFieldErrors } from '../../../shared/zod-field-errors';
import { type Category, categoriesOf, categoryTag, defaultDescription } from './categories';

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
  /** The asset or liability account paid from or into; '' for none (a projection only). */
  accountId: string;
  /** The budget category's id; '' lets the server map the dialog category's tag. */
  categoryId: string;
}

export function initialForm(
  category: Category,
  today: IsoDate,
  defaults: { accountId?: string; categoryId?: string; isRecurring?: boolean } = {},
): RecurringFormState {
  return {
    description: '',
    amount: '',
    lastDate: today,
    isRecurring: defaults.isRecurring ?? true,
    frequency: category.defaultFrequency,
    endDate: '',
    accountId: defaults.accountId ?? '',
    categoryId: defaults.categoryId ?? '',
  };
}

/** The form filled in from a stored income or expense, for editing it. */
export function formOf(item: Transaction, category: Category): RecurringFormState {
  return {
    description: item.description,
    amount: item.amount,
    lastDate: item.transactionDate,
    isRecurring: item.isRecurring,
    frequency: item.recurringFrequency ?? category.defaultFrequency,
    endDate: item.recurringEndDate ?? '',
    accountId: item.accountId ?? '',
    categoryId: item.categoryId ?? '',
  };
}

/** The budget category a dialog category stands for: the active one of that type with its slug. */
export function budgetCategoryFor(
  kind: IncomeOrExpense,
  category: Category,
  list: readonly CategoryDto[],
): CategoryDto | undefined {
  return list.find((c) => c.type === kind && c.slug === category.id && c.isActive);
}

/**
 * The categories the form offers: the active ones of the kind, plus the one already chosen even if
 * archived since (so editing an old transaction keeps it).
 */
export function categoryOptions(
  kind: IncomeOrExpense,
  list: readonly CategoryDto[],
  chosenId: string,
): CategoryDto[] {
  return list.filter((c) => c.type === kind && (c.isActive || c.id === chosenId));
}

/** The tag kept with the transaction: the chosen category's own, else the dialog category's. */
function tagOf(
  kind: IncomeOrExpense,
  category: Category,
  chosen: Pick<CategoryDto, 'slug' | 'type'> | undefined,
) {
  const own = chosen?.slug ? categoriesOf(kind).find((c) => c.id === chosen.slug) : undefined;
  return categoryTag(kind, own && chosen?.type === kind ? own : category);
}

/**
 * The auto-calculated next date (docs/product.md §4), recomputed on every change: last date plus one
 * period, or, for a series begun long ago, its first date still ahead of `today`. The ledger posts an
 * item with an account through today, so its next date is after today; a projection posts nothing, so
 * its occurrence due today is still ahead (as in the forecast, decision 185). Null when the toggle is
 * off, a date is not valid, or the series ends first.
 */
export function nextDateOf(form: RecurringFormState, today: IsoDate): IsoDate | null {
  if (!form.isRecurring || !isFrequency(form.frequency)) return null;
  try {
    const pastToday = form.accountId === '' ? addDays(today, -1) : today;
    return occurrenceAfter(
      { start: form.lastDate, frequency: form.frequency, end: form.endDate === '' ? null : form.endDate },
      compareIsoDates(form.lastDate, pastToday) > 0 ? form.lastDate : pastToday,
    );
  } catch {
    return null; // an unfinished or invalid date
  }
}

/** "12.5" -> "12.50"; anything unreadable is sent as typed, for the contract to name the problem. */
export function twoPlaces(amount: string): string {
  const parsed = parseMoney(amount, { integerDigits: AMOUNT_INTEGER_DIGITS });
  return parsed.ok ? formatMoney(parsed.cents) : amount.trim();
}

/**
 * The payload of docs/product.md §7; recurring fields are null when the toggle is off. With
 * `uncategorized` (editing a transaction filed nowhere, e.g. an imported one) an empty category
 * stays empty: no dialog tag is sent for the server to file it under.
 */
export function toPayload(
  kind: IncomeOrExpense,
  category: Category,
  form: RecurringFormState,
  today: IsoDate,
  chosen?: Pick<CategoryDto, 'slug' | 'type'>,
  options: { uncategorized?: boolean } = {},
): TransactionInput {
  const description = form.description.trim() || defaultDescription(kind, category);
  const keepUncategorized = options.uncategorized === true && form.categoryId === '';
  const base = {
    amount: twoPlaces(form.amount),
    type: kind,
    description,
    transactionDate: form.lastDate,
    tags: keepUncategorized ? [] : [tagOf(kind, category, chosen)],
    accountId: form.accountId === '' ? null : form.accountId,
    categoryId: form.categoryId === '' ? null : form.categoryId,
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
    nextDueDate: nextDateOf(form, today),
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
  accountId: 'accountId',
  categoryId: 'categoryId',
};

export type FormErrors = Partial<Record<keyof RecurringFormState, string>>;

/** The contract's messages, keyed by the form's own fields; empty when the payload is valid. */
export function formErrors(payload: TransactionInput): FormErrors {
  const result = transactionInputSchema.safeParse(payload);
  if (result.success) return {};
  return formErrorsFromServer(zodFieldErrors(result.error));
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
