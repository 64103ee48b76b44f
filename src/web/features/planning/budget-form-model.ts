import { isoDateOf } from '../../../domain/calendar';
import { lastDayOf, monthOf } from '../../../domain/planning/months';
import { type BudgetDetail, type BudgetInput, budgetInputSchema } from '../../../shared/budgets';
import { zodFieldErrors } from '../../../shared/zod-field-errors';
import { monthLabel } from './figures';

// The budget form's state and rules, apart from its layout (issue 29): what a new or existing budget
// starts as, the item list's changes, the payload it sends, and the contract's messages by field
// before anything is sent.

export interface ItemDraft {
  /** Stable across edits, so React keeps each row's inputs (a category may be chosen twice). */
  key: number;
  categoryId: string;
  amount: string;
  notes: string;
}

export interface BudgetDraft {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  items: ItemDraft[];
}

/** Messages by field: 'name', 'endDate', 'items.2.amount', or 'form' for the rest. */
export type BudgetErrors = Record<string, string>;

let nextKey = 1;
const newKey = () => nextKey++;

/** A new budget covers this month, named after it; an existing one starts as saved. */
export function draftOf(budget: BudgetDetail | null, today = isoDateOf(new Date())): BudgetDraft {
  const month = monthOf(today);
  return {
    name: budget?.name ?? monthLabel(month),
    description: budget?.description ?? '',
    startDate: budget?.startDate ?? `${month}-01`,
    // An open-ended budget stays open when edited; a new one ends with its month.
    endDate: budget ? (budget.endDate ?? '') : lastDayOf(month),
    // An item whose category was deleted has no category to plan against: it is not offered again.
    items: (budget?.items ?? []).flatMap((i) =>
      i.categoryId
        ? [{ key: newKey(), categoryId: i.categoryId, amount: i.amount, notes: i.notes ?? '' }]
        : [],
    ),
  };
}

export const addItem = (draft: BudgetDraft): BudgetDraft => ({
  ...draft,
  items: [...draft.items, { key: newKey(), categoryId: '', amount: '', notes: '' }],
});

export const removeItem = (draft: BudgetDraft, key: number): BudgetDraft => ({
  ...draft,
  items: draft.items.filter((i) => i.key !== key),
});

export const changeItem = (draft: BudgetDraft, key: number, patch: Partial<Omit<ItemDraft, 'key'>>) => ({
  ...draft,
  items: draft.items.map((i) => (i.key === key ? { ...i, ...patch } : i)),
});

/** The payload: empty optional texts are absent (null), an open end is null. */
export function toBudgetInput(draft: BudgetDraft): BudgetInput {
  return {
    name: draft.name,
    description: draft.description || null,
    startDate: draft.startDate,
    endDate: draft.endDate || null,
    items: draft.items.map((i) => ({ categoryId: i.categoryId, amount: i.amount, notes: i.notes || null })),
  };
}

/** The contract's messages for the draft, as the server would give them; empty when it may be sent. */
export function validateBudget(draft: BudgetDraft): BudgetErrors {
  const result = budgetInputSchema.safeParse(toBudgetInput(draft));
  return result.success ? {} : zodFieldErrors(result.error, 'form');
}

/** The categories a row may choose: the active ones, and any archived one the budget already plans. */
export function categoryOptions<C extends { id: string; isActive: boolean }>(
  categories: readonly C[],
  draft: BudgetDraft,
): C[] {
  return categories.filter((c) => c.isActive || draft.items.some((i) => i.categoryId === c.id));
}
