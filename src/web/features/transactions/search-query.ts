import type { TransactionType } from '../../../shared/transactions';

// The Transactions page's filters, kept in its own URL (so a reload or a shared link shows the same
// list) and turned into the GET /api/transactions search (docs/decisions/135). Pure: tested alone.

export interface TransactionFilters {
  q: string;
  accountId: string;
  /** A category's id, UNCATEGORIZED, or '' for any. */
  category: string;
  type: TransactionType | '';
  from: string;
  to: string;
  min: string;
  max: string;
  cleared: 'true' | 'false' | '';
}

export const UNCATEGORIZED = 'uncategorized';

export const NO_FILTERS: TransactionFilters = {
  q: '',
  accountId: '',
  category: '',
  type: '',
  from: '',
  to: '',
  min: '',
  max: '',
  cleared: '',
};

const TYPES: readonly string[] = ['income', 'expense', 'transfer'];
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An amount the API takes (12 or 12.50), or '' when empty: anything else is the form's to flag. */
export function amountProblem(text: string): string | null {
  return text.trim() === '' || AMOUNT.test(text.trim()) ? null : 'Enter an amount like 12.50';
}

/** The filters a page URL's query holds; unknown or malformed values are left out. */
export function filtersFromUrl(search: string): TransactionFilters {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name) ?? '';
  const type = text('type');
  const cleared = text('cleared');
  return {
    q: text('q'),
    accountId: text('account'),
    category: text('category'),
    type: TYPES.includes(type) ? (type as TransactionType) : '',
    from: DATE.test(text('from')) ? text('from') : '',
    to: DATE.test(text('to')) ? text('to') : '',
    min: text('min'),
    max: text('max'),
    cleared: cleared === 'true' || cleared === 'false' ? cleared : '',
  };
}

/** The page URL's query for the filters: only those set, in a fixed order ('' when none). */
export function filtersToUrl(filters: TransactionFilters): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value !== '') params.set(name, value);
  };
  set('q', filters.q);
  set('account', filters.accountId);
  set('category', filters.category);
  set('type', filters.type);
  set('from', filters.from);
  set('to', filters.to);
  set('min', filters.min);
  set('max', filters.max);
  set('cleared', filters.cleared);
  return params.toString();
}

/**
 * The GET /api/transactions query for the filters. `q` is always sent, empty when nothing is typed:
 * it asks for the search's answer ({ transactions, next }) over every actual transaction. Amounts the
 * API would refuse are left out (the form flags them), and so is `to` before `from`.
 */
export function searchQuery(filters: TransactionFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  params.set('q', filters.q.trim());
  if (filters.accountId) params.set('accountId', filters.accountId);
  if (filters.category === UNCATEGORIZED) params.set('uncategorized', 'true');
  else if (filters.category) params.set('categoryId', filters.category);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to && !(filters.from && filters.to < filters.from)) params.set('to', filters.to);
  const min = filters.min.trim();
  const max = filters.max.trim();
  const minOk = min !== '' && AMOUNT.test(min);
  const maxOk = max !== '' && AMOUNT.test(max);
  if (minOk) params.set('min', min);
  if (maxOk && !(minOk && Number(max) < Number(min))) params.set('max', max);
  if (filters.cleared) params.set('cleared', filters.cleared);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** How many of the filters beside the search narrow the list: what a phone's Filters button counts. */
export function activeFilterCount(filters: TransactionFilters): number {
  const { q: _, ...rest } = filters;
  return Object.values(rest).filter((value) => value.trim() !== '').length;
}

/** Whether any filter narrows the list (the empty state then says so). */
export function isFiltered(filters: TransactionFilters): boolean {
  return filtersToUrl({ ...filters, q: filters.q.trim() }) !== '';
}
