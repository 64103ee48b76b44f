import { Suspense, startTransition, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { AccountDto } from '../../../shared/account-dtos';
import type { RegisterRow } from '../../../shared/register';
import type { Transaction } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog, undoableDeleteConfirmation } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { undoableToast } from '../../hooks/undoable-toast';
import { useFocusAfterDelete } from '../../hooks/use-focus-after-delete';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { loadable, useLoaded } from '../../lib/loadable';
import { EditTransactionDialog } from '../dialogs';
import { KIND_LABEL } from '../income-expenses/categories';
import { fetchTransaction, useDeleteTransaction } from '../income-expenses/queries';
import { offerAfterCategorizing } from '../rules/offer-store';
import { RuleOfferBanner } from '../rules/rule-offer-banner';
import { type BulkAsk, BulkBar } from './bulk-bar';
import { bulkChangeCallbacks } from './bulk-callbacks';
import { EntryRow, type EntryRowHandle } from './entry-row';
import { useBalanceSeries, useBulkChange, useRegister, useSetCleared } from './queries';
import { ReconcileDialog } from './reconcile-dialog';
import { ReconciledQuestion } from './reconciled-question';
import {
  isEditable,
  PAGE_SIZE,
  pageLabel,
  RECONCILED_WARNING,
  type RegisterFilter,
  registerSearch,
  seriesSearch,
} from './register-model';
import { type RegisterMarks, RegisterTable } from './register-table';
import { isTypingTarget } from './shortcuts';

/** How a delete is confirmed: it can be undone from its toast (decision 139). */
const deleteQuestion = (row: RegisterRow | null) =>
  row?.reconciled
    ? `${RECONCILED_WARNING} ${undoableDeleteConfirmation(row.description)}`
    : undoableDeleteConfirmation(row?.description ?? '');

const BalanceChart = loadable(() => import('./balance-chart'));

// The balance chart and the page label read the balance series of the filter (a few hundred points
// and the range's count, decision 164) in components of their own: its arrival re-renders them, not
// the register's fifty rows, which was a long task on a phone (issue 28, docs/decisions/158).

function BalanceCard({ account, search }: { account: AccountDto; search: string | null }) {
  const id = useId();
  const series = useBalanceSeries(account.id, search);
  // The chart's code is fetched once there is a series to draw, and the chart shown once both are
  // here: no fallback, so React does not hold the chart back (src/web/lib/loadable.ts).
  const codeReady = useLoaded(BalanceChart.load, BalanceChart.isLoaded, series.data !== undefined);
  const chartReady = useFirstShownInTransition(series.data !== undefined && codeReady);
  return (
    <Card role="region" aria-labelledby={`${id}-balance`}>
      <CardHeader>
        <CardTitle id={`${id}-balance`}>Balance over time</CardTitle>
      </CardHeader>
      <CardContent>
        <RuleOfferBanner />
        {series.data && chartReady ? (
          <Suspense fallback={<div className="h-56" />}>
            <BalanceChart series={series.data} name={account.accountName} currency={account.currency} />
          </Suspense>
        ) : (
          <div className="h-56" />
        )}
      </CardContent>
    </Card>
  );
}

/** "Showing 51–100 of 20000": a page after a cursor is not counted again, so its total is the series'. */
function PageLabel({
  accountId,
  rangeSearch,
  skipped,
  shown,
  total,
}: {
  accountId: string;
  rangeSearch: string | null;
  skipped: number;
  shown: number;
  total: number | null;
}) {
  const entries = useBalanceSeries(accountId, rangeSearch).data?.entries ?? null;
  return <CardDescription aria-live="polite">{pageLabel(skipped, shown, total ?? entries)}</CardDescription>;
}

/**
 * False until the data has first arrived and then one transition has passed: what shows the data
 * first renders as a transition, which React splits into short tasks. The register's fifty rows and
 * the chart rendered at once were the longest tasks of an account page on a phone, most of its Total
 * Blocking Time (issue 28, docs/decisions/158). Later changes render at once, as before.
 */
function useFirstShownInTransition(arrived: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (arrived && !ready) startTransition(() => setReady(true));
  }, [arrived, ready]);
  return ready;
}

/**
 * The account's register with its date filter, paging, balance chart and row edit and delete; where
 * money can be recorded, the entry row on top. Shortcuts (docs/decisions/137): `n` new entry, `/` the
 * date filter, and on the active row the arrow keys, `e` edit in place and Delete. Rows tick cleared,
 * check for a bulk change, and the account reconciles against a statement (decisions 138 and 139).
 */
export function RegisterCard({ account, canRecord = false }: { account: AccountDto; canRecord?: boolean }) {
  const id = useId();
  const entry = useRef<EntryRowHandle>(null);
  const fromField = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  // The keyboard's row (decision 137); not the rows checked for a bulk change.
  const [activeIndex, setActiveIndex] = useState(0);
  const [inlineEditing, setInlineEditing] = useState<{ transactionId: string; item: Transaction } | null>(
    null,
  );
  /** The transaction whose row takes the focus once the table has drawn it (after an edit in place). */
  const [refocus, setRefocus] = useState<string | null>(null);
  const [filter, setFilter] = useState<RegisterFilter>({ from: '', to: '' });
  // The `before` cursor of each page after the first, in the order they were opened: 'Older' pushes
  // the shown page's `next`, 'Newer' goes back one.
  const [cursors, setCursors] = useState<string[]>([]);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<RegisterRow | null>(null);
  const page = registerSearch(filter, PAGE_SIZE, cursors.at(-1) ?? null);
  const chart = seriesSearch(filter);
  const register = useRegister(account.id, page.ok ? page.search : null);
  const rowsReady = useFirstShownInTransition(register.data !== undefined);
  const remove = useDeleteTransaction();
  const bulk = useBulkChange();
  const setCleared = useSetCleared();
  const [checkedIds, setCheckedIds] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  // A change to reconciled rows, waiting for the user's yes.
  const [pendingReconciled, setPendingReconciled] = useState<(() => void) | null>(null);
  const [reconciling, setReconciling] = useState(false);
  const rows = register.data?.rows ?? [];
  const next = register.data?.next ?? null;
  const skipped = cursors.length * PAGE_SIZE;

  const changeFilter = (key: keyof RegisterFilter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setCursors([]);
  };
  const clearDates = () => {
    setFilter({ from: '', to: '' });
    setCursors([]);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === 'n' && entry.current) {
        event.preventDefault();
        entry.current.focus();
      } else if (event.key === '/') {
        event.preventDefault();
        fromField.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  /** Back on the active row once the table has re-rendered (after an edit or a delete). */
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const rowsShown = body.current?.querySelectorAll<HTMLElement>('tr[data-row-index]');
      const last = rowsShown ? rowsShown.length - 1 : -1;
      if (last < 0) return;
      // The delete's answer arrives after its rows refresh: a key pressed meanwhile (`/`) keeps its focus.
      const active = document.activeElement;
      const lost =
        !active || active === document.body || body.current?.contains(active) || active.closest('dialog');
      if (!lost) return;
      body.current?.querySelector<HTMLElement>(`[data-row-index="${Math.min(index, last)}"]`)?.focus();
    });
  const focusAfterDelete = useFocusAfterDelete(
    rows.map((r) => r.transactionId ?? ''),
    focusRow,
  );
  const edit = async (row: RegisterRow) => {
    if (row.reconciled) {
      setPendingReconciled(() => () => void openEditor(row));
      return;
    }
    await openEditor(row);
  };
  const openEditor = async (row: RegisterRow) => {
    const id = row.transactionId;
    const found = id ? await fetchTransaction(id).catch(() => undefined) : undefined;
    if (!found) {
      toast({ title: 'Error', description: 'Could not load this transaction.', variant: 'destructive' });
      return;
    }
    // Income and expenses edit in place; a transfer keeps its two-account form.
    if (found.type === 'transfer' || found.isRecurring) setEditing(found);
    else setInlineEditing({ transactionId: found.id, item: found });
  };
  const closeInline = () => {
    setRefocus(inlineEditing?.transactionId ?? null);
    setInlineEditing(null);
  };
  // Back on the edited row once the table has drawn it in place of the form, wherever saving put it
  // (a re-posted entry may move within its day): in the commit that draws it, not in an animation
  // frame, which a busy browser can run before that commit, when only the form is there to find.
  useLayoutEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    const row = body.current?.querySelector<HTMLElement>(`tr[data-transaction-id="${refocus}"]`);
    if (row) row.focus();
    else focusRow(activeIndex);
  });
  const confirmDelete = () => {
    const transactionId = deleting?.transactionId;
    if (!transactionId) return;
    remove.mutate(
      { id: transactionId, confirmReconciled: deleting?.reconciled === true },
      {
        onSuccess: (changeId) => {
          undoableToast({ title: 'Transaction deleted', changeId });
          focusAfterDelete({ id: transactionId, index: activeIndex });
        },
        onSettled: () => setDeleting(null),
      },
    );
  };

  const selectableIds = rows.flatMap((r) => (isEditable(r) && r.transactionId ? [r.transactionId] : []));
  const allChecked = selectableIds.length > 0 && selectableIds.every((rowId) => checkedIds.has(rowId));
  const marks: RegisterMarks = {
    checkedIds,
    onCheck: (row, index, range) => {
      const rowId = row.transactionId;
      if (!rowId) return;
      const next = new Set(checkedIds);
      const on = !checkedIds.has(rowId);
      const span =
        range && anchor !== null ? rows.slice(Math.min(anchor, index), Math.max(anchor, index) + 1) : [row];
      for (const r of span) {
        if (!isEditable(r) || !r.transactionId) continue;
        if (on) next.add(r.transactionId);
        else next.delete(r.transactionId);
      }
      setCheckedIds(next);
      setAnchor(index);
    },
    onToggleCleared: (row) => {
      const rowId = row.transactionId;
      if (!rowId) return;
      const run = (confirmReconciled: boolean) =>
        setCleared.mutate(
          { id: rowId, cleared: row.cleared !== true, confirmReconciled },
          {
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'Could not save.'),
                variant: 'destructive',
              }),
          },
        );
      if (row.reconciled && row.cleared) setPendingReconciled(() => () => run(true));
      else run(false);
    },
  };
  const applyBulk = (ask: BulkAsk, confirmReconciled = false) => {
    const ids = [...checkedIds];
    bulk.mutate(
      { ids, ...ask, ...(confirmReconciled ? { confirmReconciled: true } : {}) },
      bulkChangeCallbacks(ask, {
        done: () => setCheckedIds(new Set()),
        confirmReconciled: () => setPendingReconciled(() => () => applyBulk(ask, true)),
      }),
    );
  };

  return (
    <>
      <BalanceCard account={account} search={chart.ok ? chart.search : null} />
      <Card role="region" aria-labelledby={`${id}-register`}>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle id={`${id}-register`}>Register</CardTitle>
            <PageLabel
              accountId={account.id}
              rangeSearch={chart.ok ? chart.search : null}
              skipped={skipped}
              shown={rows.length}
              total={register.data?.total ?? null}
            />
          </div>
          <fieldset className="flex flex-wrap items-end gap-2">
            <legend className="sr-only">Date filter</legend>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-from`}>From</Label>
              <Input
                ref={fromField}
                id={`${id}-from`}
                type="date"
                value={filter.from}
                onChange={(e) => changeFilter('from', e.target.value)}
                aria-invalid={page.ok ? undefined : true}
                aria-describedby={page.ok ? undefined : `${id}-range-error`}
                className="w-36"
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-to`}>To</Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={filter.to}
                onChange={(e) => changeFilter('to', e.target.value)}
                className="w-36"
              />
            </div>
            {filter.from || filter.to ? (
              <Button variant="ghost" onClick={clearDates}>
                Clear dates
              </Button>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 cursor-pointer"
                aria-label={`Select all ${selectableIds.length}`}
                checked={allChecked}
                disabled={selectableIds.length === 0}
                onChange={(e) => setCheckedIds(e.target.checked ? new Set(selectableIds) : new Set())}
              />
              <span aria-hidden="true">Select all</span>
            </label>
            <Button variant="outline" onClick={() => setReconciling(true)}>
              Reconcile
            </Button>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {checkedIds.size > 0 ? (
            <BulkBar
              count={checkedIds.size}
              pending={bulk.isPending}
              onApply={(ask) => applyBulk(ask)}
              onClear={() => setCheckedIds(new Set())}
            />
          ) : null}
          {canRecord ? (
            <EntryRow
              ref={entry}
              accountId={account.id}
              className="rounded-lg border border-border bg-muted/30 p-3"
            />
          ) : null}
          {!page.ok ? (
            <p id={`${id}-range-error`} role="alert" className="text-sm text-negative">
              {page.error}
            </p>
          ) : register.isPending || (register.data !== undefined && !rowsReady) ? (
            <p role="status" className="text-muted-foreground">
              Loading…
            </p>
          ) : register.isError ? (
            <p role="alert" className="text-negative">
              {errorMessage(register.error, 'Could not load the register. Please try again.')}
            </p>
          ) : rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              {filter.from || filter.to ? 'No entries in this period.' : 'No entries yet.'}
            </p>
          ) : (
            <RegisterTable
              rows={rows}
              currency={account.currency}
              isLiability={account.accountType === 'LIABILITY'}
              onEdit={edit}
              onDelete={setDeleting}
              activeIndex={activeIndex}
              onActivate={setActiveIndex}
              marks={marks}
              bodyRef={body}
              editing={inlineEditing?.transactionId ?? null}
              editor={
                inlineEditing ? (
                  <EntryRow
                    key={inlineEditing.item.id}
                    item={inlineEditing.item}
                    accountId={inlineEditing.item.accountId ?? account.id}
                    onDone={(saved) => {
                      toast({ title: `${KIND_LABEL[saved.type]} updated successfully` });
                      // Categorizing a payee by hand may earn an "always put PAYEE in CATEGORY" offer.
                      if (saved.categoryId && saved.categoryId !== inlineEditing.item.categoryId)
                        void offerAfterCategorizing(saved.id);
                      closeInline();
                    }}
                    onCancel={closeInline}
                  />
                ) : null
              }
            />
          )}
          {cursors.length > 0 || next ? (
            <nav aria-label="Register pages" className="flex justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={cursors.length === 0}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                Newer
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!next || register.isPlaceholderData}
                onClick={() => next && setCursors((c) => [...c, next])}
              >
                Older
              </Button>
            </nav>
          ) : null}
        </CardContent>
      </Card>
      <EditTransactionDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title="Delete transaction"
        description={deleteQuestion(deleting)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ReconciledQuestion pending={pendingReconciled} onClose={() => setPendingReconciled(null)} />
      <ReconcileDialog
        accountId={account.id}
        currency={account.currency}
        open={reconciling}
        onOpenChange={setReconciling}
      />
    </>
  );
}
