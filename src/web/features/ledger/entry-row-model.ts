import { evaluateAmount, isAmountExpression } from '../../../domain/amount-expression';
import { type IsoDate, isIsoDate } from '../../../domain/calendar';
import { formatMoney } from '../../../domain/money';
import type { CategoryDto } from '../../../shared/categories';
import type { Payee } from '../../../shared/payees';
import type { RuleSuggestion } from '../../../shared/rules';
import type { IncomeOrExpense, Transaction, TransactionInput } from '../../../shared/transactions';
import { centsIn } from '../../lib/money-text';
import { checkSplit, type PartErrors, partsOf, type SplitPart } from './split-model';

// The entry row as plain data (docs/decisions/137): what it starts with, how a known payee or a rule
// fills the category, and the payload it saves, tested without a browser. The row records a one-off
// income or expense; a transfer keeps its own form.

export interface EntryState {
  date: string;
  payee: string;
  type: IncomeOrExpense;
  /** The budget category's id; '' for uncategorized. */
  categoryId: string;
  /** Once the user chooses a category (or edits a stored one), no payee or rule replaces it. */
  categoryChosen: boolean;
  accountId: string;
  /** As typed: a number or a small sum (domain/amount-expression.ts). */
  amount: string;
  /** Free text beside the payee; '' for none. */
  notes: string;
  /** The parts while the row is split (decision 145); null when one category takes it all. */
  parts: SplitPart[] | null;
}

export type EntryErrors = Partial<
  Record<'date' | 'payee' | 'amount' | 'accountId' | 'categoryId' | 'notes' | 'splits', string>
>;

export const ENTRY_MESSAGES = {
  date: 'Enter a date',
  payee: 'Enter a payee',
  account: 'Choose an account',
  positive: 'The amount must come to more than 0; choose Income or Expense for the direction',
} as const;

/** A fresh row: an expense today (or on the date last used), on the fixed account if there is one. */
export function emptyEntry(date: IsoDate, accountId = ''): EntryState {
  return {
    date,
    payee: '',
    type: 'expense',
    categoryId: '',
    categoryChosen: false,
    accountId,
    amount: '',
    notes: '',
    parts: null,
  };
}

/** A stored income or expense, for editing in place: its category kept exactly, uncategorized included. */
export function entryOf(item: Transaction): EntryState {
  return {
    date: item.transactionDate,
    payee: item.description,
    type: item.type === 'income' ? 'income' : 'expense',
    categoryId: item.categoryId ?? '',
    categoryChosen: true,
    accountId: item.accountId ?? '',
    amount: item.amount,
    notes: item.notes ?? '',
    parts: item.splits.length > 0 ? partsOf(item.splits) : null,
  };
}

/** The past payee the text names (case and outer spaces ignored), if any. */
function knownPayee(payees: readonly Payee[], text: string): Payee | undefined {
  const key = text.trim().toLowerCase();
  if (key === '') return undefined;
  return payees.find((p) => p.payee.trim().toLowerCase() === key);
}

/** The payee typed; a known one brings its last type and category unless the user chose one. */
export function withPayee(state: EntryState, text: string, payees: readonly Payee[]): EntryState {
  const next = { ...state, payee: text };
  const known = knownPayee(payees, text);
  if (!known || state.categoryChosen) return next;
  return { ...next, type: known.type, categoryId: known.categoryId ?? '' };
}

/** A rule's proposal wins over the payee's history, but never over the user's own choice. */
export function withSuggestion(state: EntryState, suggestion: RuleSuggestion | undefined): EntryState {
  if (state.categoryChosen || suggestion?.source !== 'rule' || !suggestion.categoryId) return state;
  if (state.categoryId === suggestion.categoryId) return state;
  return { ...state, categoryId: suggestion.categoryId };
}

/** Income or expense; a category of the other kind no longer fits and is dropped. */
export function withType(
  state: EntryState,
  type: IncomeOrExpense,
  categories: readonly CategoryDto[],
): EntryState {
  const fits = (id: string) => {
    const category = categories.find((c) => c.id === id);
    return category === undefined || category.type === type;
  };
  const parts = state.parts?.map((p) => (fits(p.categoryId) ? p : { ...p, categoryId: '' })) ?? null;
  return { ...state, type, categoryId: fits(state.categoryId) ? state.categoryId : '', parts };
}

/** The user's own choice of category, kept from now on. */
export function withCategory(state: EntryState, categoryId: string): EntryState {
  return { ...state, categoryId, categoryChosen: true };
}

/**
 * What an arithmetic amount comes to in the account's currency ('= $15.70'), or null for a plain
 * number or an invalid one.
 */
export function amountPreview(amount: string, currency: string): string | null {
  if (!isAmountExpression(amount)) return null;
  const result = evaluateAmount(amount);
  return result.ok ? `= ${centsIn(result.cents, currency)}` : null;
}

/** The categories offered: the active ones of the type, plus the chosen one even if archived. */
export function entryCategoryOptions(
  type: IncomeOrExpense,
  categories: readonly CategoryDto[],
  chosenId: string,
): CategoryDto[] {
  return categories.filter((c) => c.type === type && (c.isActive || c.id === chosenId));
}

/**
 * The tags saved: any tag that is not a category tag is kept; the category tag follows the chosen
 * category (the starting categories have one, the user's own none), so lists label it the same way.
 */
function tagsOf(
  type: IncomeOrExpense,
  categoryId: string,
  categories: readonly CategoryDto[],
  original?: Transaction,
): string[] {
  const kept = (original?.tags ?? []).filter((t) => !t.startsWith('income-') && !t.startsWith('expense-'));
  // Editing without changing the category keeps its tags as they are.
  if (original && original.type === type && (original.categoryId ?? '') === categoryId) return original.tags;
  const slug = categories.find((c) => c.id === categoryId)?.slug;
  return slug ? [...kept, `${type}-${slug}`] : kept;
}

export type EntryResult =
  | { ok: true; payload: TransactionInput }
  | { ok: false; errors: EntryErrors; partErrors?: PartErrors[] };

/**
 * The POST (or, with `original`, PUT) payload of a one-off, or the fields to fix. The description is
 * the payee; the amount's sum is evaluated here, exactly, and sent as its two-place decimal.
 */
export function toEntryPayload(
  state: EntryState,
  categories: readonly CategoryDto[],
  /** The account's: what a split's message says its gap in. */
  currency: string,
  original?: Transaction,
): EntryResult {
  const errors: EntryErrors = {};
  if (!isIsoDate(state.date)) errors.date = ENTRY_MESSAGES.date;
  if (state.payee.trim() === '') errors.payee = ENTRY_MESSAGES.payee;
  if (state.accountId === '') errors.accountId = ENTRY_MESSAGES.account;
  const amount = evaluateAmount(state.amount);
  if (!amount.ok) errors.amount = amount.error;
  else if (amount.cents <= 0) errors.amount = ENTRY_MESSAGES.positive;
  const split = state.parts === null ? null : checkSplit(state.amount, state.parts, currency);
  if (split && !split.ok) {
    errors.splits = split.message ?? 'Give each part a category and an amount';
    return { ok: false, errors, partErrors: split.parts };
  }
  if (Object.keys(errors).length > 0 || !amount.ok) return { ok: false, errors };
  // Unsplitting a stored split sends no parts; a row never split leaves `splits` out.
  const splits = split?.ok ? split.splits : original && original.splits.length > 0 ? [] : undefined;
  const notes = state.notes.trim();
  return {
    ok: true,
    payload: {
      amount: formatMoney(amount.cents),
      type: state.type,
      description: state.payee.trim(),
      transactionDate: state.date,
      isRecurring: false,
      recurringFrequency: null,
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
      tags: tagsOf(state.type, split ? '' : state.categoryId, categories, original),
      accountId: state.accountId,
      categoryId: split || state.categoryId === '' ? null : state.categoryId,
      notes: notes === '' ? null : state.notes,
      ...(splits ? { splits } : {}),
    },
  };
}

const ENTRY_FIELD: Record<string, keyof EntryErrors> = {
  amount: 'amount',
  description: 'payee',
  transactionDate: 'date',
  accountId: 'accountId',
  categoryId: 'categoryId',
  notes: 'notes',
  splits: 'splits',
};

/** The server's `fields` (payload names) as the row's fields. */
export function entryErrorsFromServer(fields: Record<string, string> | undefined): EntryErrors {
  const errors: EntryErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = ENTRY_FIELD[name.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** What the polite live region says after a save: 'Saved Coffee, expense $4.50'. */
export function savedAnnouncement(payload: TransactionInput, edited: boolean, currency: string): string {
  const cents = evaluateAmount(payload.amount);
  const money = cents.ok ? centsIn(cents.cents, currency) : payload.amount;
  return `${edited ? 'Updated' : 'Saved'} ${payload.description}, ${payload.type} ${money}`;
}
