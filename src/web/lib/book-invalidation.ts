import type { QueryClient } from '@tanstack/react-query';

// What each change to the books makes stale (docs/product.md §7: cached data never goes stale by itself, so a
// mutation must name every figure it moves). Query keys are URLs; each entry is a prefix of the keys
// it covers, e.g. '/api/accounts' also covers every register, account history and import list.

const BOOK_VIEWS = {
  transactions: '/api/transactions',
  accounts: '/api/accounts',
  balanceSheet: '/api/balance-sheet',
  cashFlowSummary: '/api/cash-flow/summary',
  projections: '/api/cash-flow-projections',
  // Net Worth history and the change that explains it (/api/net-worth/change).
  history: '/api/net-worth/',
  budgets: '/api/budgets',
  // '/api/loan' (the create route's key) and every '/api/loans…' key: lists, views, schedules.
  loans: '/api/loan',
  journal: '/api/journal-entries',
  categories: '/api/budget-categories',
  rules: '/api/rule',
  exchangeRates: '/api/exchange-rates',
} as const;

type BookView = keyof typeof BOOK_VIEWS;

export const BOOK_MUTATIONS = [
  'transaction',
  'account',
  'loan',
  'import',
  'rule-run',
  'valuation',
  'rate',
] as const;
export type BookMutation = (typeof BOOK_MUTATIONS)[number];

/**
 * Every figure computed from the ledger: balances, Net Worth, history, the summary's actuals and
 * loan payments, forecasts, budgets' actuals, loans (their funding and asset accounts), the journal.
 */
const LEDGER_FIGURES: readonly BookView[] = [
  'transactions',
  'accounts',
  'balanceSheet',
  'cashFlowSummary',
  'projections',
  'history',
  'budgets',
  'loans',
  'journal',
];

/**
 * The views each kind of change makes stale. Categories know whether they have postings, so changes
 * that post to or take from a category refresh them too; a rule run also changes the runs list.
 */
const INVALIDATES: Readonly<Record<BookMutation, readonly BookView[]>> = {
  transaction: [...LEDGER_FIGURES, 'categories'],
  // Deleting an account removes its transactions.
  account: [...LEDGER_FIGURES, 'categories'],
  loan: LEDGER_FIGURES,
  import: [...LEDGER_FIGURES, 'categories'],
  'rule-run': [...LEDGER_FIGURES, 'categories', 'rules'],
  valuation: LEDGER_FIGURES,
  // Every figure in the base currency converts at the rates (issue 24), and the rates list itself.
  rate: [...LEDGER_FIGURES, 'exchangeRates'],
};

/** Whether a change of `kind` makes the query with this key stale. */
export function isStaleAfter(kind: BookMutation, queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && INVALIDATES[kind].some((view) => head.startsWith(BOOK_VIEWS[view]));
}

/** Marks every query a change of `kind` moves stale; the ones on screen are read again at once. */
export function invalidateAfter(client: QueryClient, kind: BookMutation): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => isStaleAfter(kind, query.queryKey) });
}
