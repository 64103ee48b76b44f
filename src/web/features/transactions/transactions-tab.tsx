import { Plus, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Transaction } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { undoableToast } from '../../hooks/undoable-toast';
import { useFocusAfterDelete } from '../../hooks/use-focus-after-delete';
import { toast } from '../../hooks/use-toast';
import { cn } from '../../lib/utils';
import { useAccounts } from '../accounts/queries';
import { EditTransactionDialog } from '../dialogs';
import { KIND_LABEL } from '../income-expenses/categories';
import { useDeleteTransaction } from '../income-expenses/queries';
import { type BulkAsk, BulkBar } from '../ledger/bulk-bar';
import { bulkChangeCallbacks } from '../ledger/bulk-callbacks';
import { EntryRow, type EntryRowHandle } from '../ledger/entry-row';
import { useBulkChange } from '../ledger/queries';
import { ReconciledQuestion } from '../ledger/reconciled-question';
import { isTypingTarget } from '../ledger/shortcuts';
import { offerAfterCategorizing } from '../rules/offer-store';
import { useBaseCurrency } from '../settings/use-settings';
import { totalsLabel } from './list-totals';
import { PhoneFoldButton } from './phone-fold-button';
import { useTransactionCount, useTransactionSearch } from './queries';
import {
  activeFilterCount,
  filtersFromUrl,
  filtersToUrl,
  isFiltered,
  searchQuery,
  type TransactionFilters,
} from './search-query';
import {
  bulkTarget,
  canSelectAllMatching,
  isPageSelected,
  keepShown,
  NO_SELECTION,
  type Selection,
  selectAllMatching,
  selectedCount,
  togglePage,
  toggleRow,
} from './selection-model';
import { FILTERS_ID, Filters } from './transaction-filters';
import { TransactionList } from './transaction-list';

// Every actual transaction across the user's accounts, newest first, searchable and filtered
// (issue 23, docs/decisions/135). The filters live in the page's URL.

const PATH = '/portfolio/transactions';
/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;
const SEARCH_ID = 'tx-search';
const ENTRY_ID = 'tx-entry';

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

export function TransactionsTab() {
  const [filters, update] = useFilters();
  const [text, setText] = useState(filters.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [entryOpen, setEntryOpen] = useState(false);
  const accounts = useAccounts().data ?? [];
  const accountNames = new Map(accounts.map((a) => [a.id, a.accountName]));
  const accountCurrencies = new Map(accounts.map((a) => [a.id, a.currency]));
  const baseCurrency = useBaseCurrency();
  const results = useTransactionSearch(filters);
  const count = useTransactionCount(filters);
  const remove = useDeleteTransaction();
  const bulk = useBulkChange();
  const entry = useRef<EntryRowHandle>(null);
  const list = useRef<HTMLUListElement>(null);
  // The keyboard's row (decision 137); not the rows ticked for a bulk change.
  const [activeIndex, setActiveIndex] = useState(0);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [inline, setInline] = useState<Transaction | null>(null);
  const [dialogItem, setDialogItem] = useState<Transaction | null>(null);
  // A change to reconciled rows, waiting for the user's yes (decision 138).
  const [pendingReconciled, setPendingReconciled] = useState<(() => void) | null>(null);

  const rows = results.data?.pages.flatMap((p) => p.transactions) ?? [];
  const rowIds = rows.map((r) => r.id);
  const matching = count.data?.count;
  const search = searchQuery(filters);

  // The URL changed elsewhere (back, a link): the box shows what is searched.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => update({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });
  // Another search is another list: its ticks start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes, not its value.
  useEffect(() => setSelection(NO_SELECTION), [search]);
  // A row deleted or edited out of the search is no longer ticked.
  const shownKey = rowIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids shown, compared as one string.
  useEffect(() => setSelection((s) => keepShown(s, rowIds)), [shownKey]);
  // "/" jumps to the search box and "n" to the entry row, from anywhere on the page but a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === '/') {
        event.preventDefault();
        document.getElementById(SEARCH_ID)?.focus();
      } else if (event.key === 'n') {
        event.preventDefault();
        // Unfolded first on a narrow screen, then focused once it is shown.
        setEntryOpen(true);
        requestAnimationFrame(() => entry.current?.focus());
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** Back on a row once the list has re-rendered (after an edit or a delete), unless focus moved on. */
  const focusRow = (find: (shown: HTMLElement[]) => HTMLElement | undefined) =>
    requestAnimationFrame(() => {
      const shown = [...(list.current?.querySelectorAll<HTMLElement>('li[data-row-index]') ?? [])];
      const active = document.activeElement;
      const lost = !active || active === document.body || list.current?.contains(active);
      if (lost) find(shown)?.focus();
    });

  const focusAfterDelete = useFocusAfterDelete(rowIds, (index) => focusRow((shown) => shown[index]));

  /** The list's selected row takes the keyboard (from the entry row or the search box). */
  const toList = (event: { preventDefault: () => void }) => {
    const row = list.current?.querySelector<HTMLElement>('li[tabindex="0"]');
    if (!row) return;
    event.preventDefault();
    row.focus();
  };
  // Enter in the search box before its delay ran, or while its results load: whatever rows are on
  // screen belong to an older search and go away, so the keyboard moves to the results once they come.
  const [resultsWanted, setResultsWanted] = useState<string | null>(null);
  useEffect(() => {
    if (resultsWanted === null || resultsWanted !== filters.q || results.isPending) return;
    setResultsWanted(null);
    const active = document.activeElement;
    const waiting = !active || active === document.body || active.id === SEARCH_ID;
    if (waiting) list.current?.querySelector<HTMLElement>('li[tabindex="0"]')?.focus();
  }, [resultsWanted, filters.q, results.isPending]);

  const deleteRow = (item: Transaction, index: number) => {
    const run = (confirmReconciled: boolean) =>
      remove.mutate(
        { id: item.id, confirmReconciled },
        {
          onSuccess: (changeId) => {
            undoableToast({ title: 'Transaction deleted', description: item.description, changeId });
            setActiveIndex(Math.max(0, Math.min(index, rows.length - 2)));
            focusAfterDelete({ id: item.id, index });
          },
        },
      );
    if (item.reconciled) setPendingReconciled(() => () => run(true));
    else run(false);
  };
  const editRow = (item: Transaction) => {
    const open = () => (item.type === 'transfer' ? setDialogItem(item) : setInline(item));
    if (item.reconciled) setPendingReconciled(() => open);
    else open();
  };
  const closeInline = (id: string) => {
    setInline(null);
    focusRow((shown) => shown.find((el) => el.dataset.transactionId === id) ?? shown[activeIndex]);
  };

  const applyBulk = (ask: BulkAsk, confirmReconciled = false) => {
    bulk.mutate(
      {
        ...bulkTarget(selection, filters),
        ...ask,
        ...(confirmReconciled ? { confirmReconciled: true } : {}),
      },
      bulkChangeCallbacks(ask, {
        done: () => setSelection(NO_SELECTION),
        confirmReconciled: () => setPendingReconciled(() => () => applyBulk(ask, true)),
      }),
    );
  };

  const pageSelected = isPageSelected(selection, rowIds);
  const selected = selectedCount(selection, matching);
  return (
    <Card role="region" aria-labelledby="transactions-heading">
      <CardHeader className="gap-1">
        <CardTitle id="transactions-heading">Transactions</CardTitle>
        <CardDescription>
          Every transaction across your accounts, newest first.
          <span className="max-sm:hidden"> Keys: n new, / search, ↑ ↓ move, e edit, Delete delete.</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* On a phone the entry row folds away too, so the list is on the first screen. */}
        <PhoneFoldButton
          open={entryOpen}
          controls={ENTRY_ID}
          onToggle={() => setEntryOpen((o) => !o)}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          New transaction
        </PhoneFoldButton>
        <div id={ENTRY_ID} className={cn(!entryOpen && 'max-sm:hidden')}>
          <EntryRow
            ref={entry}
            defaultAccountId={filters.accountId || undefined}
            // Escape leaves the new row for the list, where `/`, `e` and Delete work (decision 145).
            onEscape={() => toList({ preventDefault: () => undefined })}
            className="rounded-lg border border-border bg-muted/30 p-3"
          />
        </div>
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
              placeholder="Payee, description or notes"
              aria-keyshortcuts="/"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                // Typing on after Enter is another search: its results do not take the keyboard.
                setResultsWanted(null);
              }}
              onKeyDown={(e) => {
                // Enter or ↓ goes to the results, the list's selected row.
                if (e.key === 'Enter' || e.key === 'ArrowDown') {
                  if (text !== filters.q) update({ q: text });
                  if (text !== filters.q || results.isPending) setResultsWanted(text);
                  toList(e);
                }
              }}
            />
          </div>
        </search>
        {/* A phone shows the list under the search; the other filters fold away behind a button. */}
        <PhoneFoldButton
          open={filtersOpen}
          controls={FILTERS_ID}
          onToggle={() => setFiltersOpen((o) => !o)}
          icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
        >
          {activeFilterCount(filters) > 0 ? `Filters (${activeFilterCount(filters)})` : 'Filters'}
        </PhoneFoldButton>
        <Filters filters={filters} update={update} open={filtersOpen} />
        {rows.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 cursor-pointer"
                checked={pageSelected}
                onChange={() => setSelection((s) => togglePage(s, rowIds))}
              />
              Select all {rows.length} shown
            </label>
            {canSelectAllMatching(selection, rowIds, matching) ? (
              <Button
                variant="link"
                className="h-auto px-0"
                onClick={() => setSelection((s) => selectAllMatching(s, rowIds))}
              >
                Select all {matching} matching this filter
              </Button>
            ) : null}
            <p
              className="text-sm text-muted-foreground tabular-nums"
              data-testid="transactions-totals"
              aria-live="polite"
            >
              {totalsLabel(rows.length, count.data)}
            </p>
          </div>
        ) : null}
        {selected > 0 ? (
          <>
            {selection.allMatching ? (
              <p className="text-sm" role="status">
                All {matching} transactions matching this filter are selected.
              </p>
            ) : null}
            <BulkBar
              count={selected}
              pending={bulk.isPending}
              onApply={(ask) => applyBulk(ask)}
              onClear={() => setSelection(NO_SELECTION)}
            />
          </>
        ) : null}
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
              : 'No transactions recorded yet. Add one in the row above to see it here.'}
          </p>
        ) : (
          <TransactionList
            rows={rows}
            accountNames={accountNames}
            accountCurrencies={accountCurrencies}
            baseCurrency={baseCurrency}
            activeIndex={activeIndex}
            onActivate={setActiveIndex}
            checked={(item) => selection.allMatching || selection.ids.has(item.id)}
            onCheck={(index, range) => setSelection((s) => toggleRow(s, rowIds, index, range))}
            onEdit={editRow}
            onDelete={deleteRow}
            editing={inline?.id ?? null}
            listRef={list}
            editor={
              inline ? (
                <EntryRow
                  key={inline.id}
                  item={inline}
                  onDone={(saved) => {
                    toast({ title: `${KIND_LABEL[saved.type]} updated successfully` });
                    // Categorizing a payee by hand may earn an "always put PAYEE in CATEGORY" offer.
                    if (saved.categoryId && saved.categoryId !== inline.categoryId)
                      void offerAfterCategorizing(saved.id);
                    closeInline(saved.id);
                  }}
                  onCancel={() => closeInline(inline.id)}
                />
              ) : null
            }
          />
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
      <EditTransactionDialog item={dialogItem} onClose={() => setDialogItem(null)} />
      <ReconciledQuestion pending={pendingReconciled} onClose={() => setPendingReconciled(null)} />
    </Card>
  );
}
