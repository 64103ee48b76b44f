import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatDecimalUsd } from '../../../domain/big-cents';
import type { Transaction } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useAccounts } from '../accounts/queries';
import { transactionLabel } from '../income-expenses/categories';
import { FieldError, SELECT_CLASS } from '../income-expenses/field-error';
import { useCategories } from '../income-expenses/queries';
import { useTransactionSearch } from './queries';
import {
  amountProblem,
  filtersFromUrl,
  filtersToUrl,
  isFiltered,
  type TransactionFilters,
  UNCATEGORIZED,
} from './search-query';

// Every actual transaction across the user's accounts, newest first, searchable and filtered
// (issue 23, docs/decisions/135). The filters live in the page's URL.

const PATH = '/portfolio/transactions';
/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;
const SEARCH_ID = 'tx-search';

/** Whether a key press lands in a field (where "/" is a character, not a shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function useFilters(): [TransactionFilters, (change: Partial<TransactionFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromUrl(search), [search]);
  const update = (change: Partial<TransactionFilters>) => {
    const query = filtersToUrl({ ...filters, ...change });
    navigate(query ? `${PATH}?${query}` : PATH, { replace: true });
  };
  return [filters, update];
}

function Row({ item, accountName }: { item: Transaction; accountName: string | undefined }) {
  const income = item.type === 'income';
  const sign = item.type === 'expense' ? '-' : '';
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium break-words">{item.description}</span>
        <span className="text-xs text-muted-foreground">
          {[item.transactionDate, transactionLabel(item), accountName].filter(Boolean).join(' · ')}
        </span>
      </div>
      <span
        className={
          income
            ? 'font-semibold text-positive'
            : item.type === 'expense'
              ? 'font-semibold text-negative'
              : 'font-semibold'
        }
      >
        {sign}
        {formatDecimalUsd(item.amount)}
      </span>
    </li>
  );
}

function Filters({
  filters,
  update,
}: {
  filters: TransactionFilters;
  update: (change: Partial<TransactionFilters>) => void;
}) {
  const accounts = useAccounts().data ?? [];
  const categories = useCategories().data ?? [];
  const minProblem = amountProblem(filters.min);
  const maxProblem = amountProblem(filters.max);
  const toProblem =
    filters.from && filters.to && filters.to < filters.from ? 'Choose a date on or after From' : null;
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filters</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-account">Account</Label>
        <select
          id="tx-account"
          className={SELECT_CLASS}
          value={filters.accountId}
          onChange={(e) => update({ accountId: e.target.value })}
        >
          <option value="">All accounts</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.accountName}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-category">Category</Label>
        <select
          id="tx-category"
          className={SELECT_CLASS}
          value={filters.category}
          onChange={(e) => update({ category: e.target.value })}
        >
          <option value="">All categories</option>
          <option value={UNCATEGORIZED}>Uncategorized</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-type">Type</Label>
        <select
          id="tx-type"
          className={SELECT_CLASS}
          value={filters.type}
          onChange={(e) => update({ type: e.target.value as TransactionFilters['type'] })}
        >
          <option value="">All types</option>
          <option value="income">Income</option>
          <option value="expense">Expense</option>
          <option value="transfer">Transfer</option>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-cleared">Cleared</Label>
        <select
          id="tx-cleared"
          className={SELECT_CLASS}
          value={filters.cleared}
          onChange={(e) => update({ cleared: e.target.value as TransactionFilters['cleared'] })}
        >
          <option value="">Cleared or not</option>
          <option value="true">Cleared</option>
          <option value="false">Not cleared</option>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-from">From</Label>
        <Input
          id="tx-from"
          type="date"
          value={filters.from}
          onChange={(e) => update({ from: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-to">To</Label>
        <Input
          id="tx-to"
          type="date"
          value={filters.to}
          aria-invalid={toProblem ? true : undefined}
          aria-describedby={toProblem ? 'tx-to-error' : undefined}
          onChange={(e) => update({ to: e.target.value })}
        />
        <FieldError id="tx-to-error" message={toProblem ?? undefined} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-min">Min amount</Label>
        <Input
          id="tx-min"
          inputMode="decimal"
          value={filters.min}
          aria-invalid={minProblem ? true : undefined}
          aria-describedby={minProblem ? 'tx-min-error' : undefined}
          onChange={(e) => update({ min: e.target.value })}
        />
        <FieldError id="tx-min-error" message={minProblem ?? undefined} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-max">Max amount</Label>
        <Input
          id="tx-max"
          inputMode="decimal"
          value={filters.max}
          aria-invalid={maxProblem ? true : undefined}
          aria-describedby={maxProblem ? 'tx-max-error' : undefined}
          onChange={(e) => update({ max: e.target.value })}
        />
        <FieldError id="tx-max-error" message={maxProblem ?? undefined} />
      </div>
    </fieldset>
  );
}

export function TransactionsTab() {
  const [filters, update] = useFilters();
  const [text, setText] = useState(filters.q);
  const accounts = useAccounts().data ?? [];
  const accountNames = new Map(accounts.map((a) => [a.id, a.accountName]));
  const results = useTransactionSearch(filters);

  // The URL changed elsewhere (back, a link): the box shows what is searched.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => update({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });
  // "/" jumps to the search box from anywhere on the page but a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target))
        return;
      event.preventDefault();
      document.getElementById(SEARCH_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const rows = results.data?.pages.flatMap((p) => p.transactions) ?? [];
  return (
    <Card role="region" aria-labelledby="transactions-heading">
      <CardHeader className="gap-1">
        <CardTitle id="transactions-heading">Transactions</CardTitle>
        <CardDescription>Every transaction across your accounts, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <search className="flex flex-col gap-1.5">
          <Label htmlFor={SEARCH_ID}>Search transactions</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={SEARCH_ID}
              type="search"
              className="pl-9"
              placeholder="Payee or description"
              aria-keyshortcuts="/"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </search>
        <Filters filters={filters} update={update} />
        {results.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-negative">
            Could not load transactions. Check the filters and try again.
          </p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {isFiltered(filters)
              ? 'No transactions match these filters.'
              : 'No transactions recorded yet. Add income, an expense or a transfer to see it here.'}
          </p>
        ) : (
          <ul aria-label="Transactions" className="divide-y divide-border">
            {rows.map((item) => (
              <Row
                key={item.id}
                item={item}
                accountName={item.accountId ? accountNames.get(item.accountId) : undefined}
              />
            ))}
          </ul>
        )}
        {results.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void results.fetchNextPage()}
              disabled={results.isFetchingNextPage}
            >
              {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
