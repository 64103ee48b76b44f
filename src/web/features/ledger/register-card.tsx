import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AccountDto } from '../../../shared/account-dtos';
import type { RegisterRow } from '../../../shared/register';
import type { Transaction } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog, deleteConfirmation } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { EditTransactionDialog } from '../dialogs';
import { KIND_LABEL } from '../income-expenses/categories';
import { fetchTransaction, useDeleteTransaction } from '../income-expenses/queries';
import { offerAfterCategorizing } from '../rules/offer-store';
import { RuleOfferBanner } from '../rules/rule-offer-banner';
import { EntryRow, type EntryRowHandle } from './entry-row';
import { useRegister } from './queries';
import { CHART_ROWS, PAGE_SIZE, pageLabel, type RegisterFilter, registerSearch } from './register-model';
import { RegisterTable } from './register-table';
import { isTypingTarget } from './shortcuts';

const BalanceChart = lazy(() => import('./balance-chart'));

/**
 * The account's register with its date filter, paging, balance chart and row edit and delete; where
 * money can be recorded, the entry row on top. Shortcuts (docs/decisions/137): `n` new entry, `/` the
 * date filter, and on a selected row the arrow keys, `e` edit in place and Delete.
 */
export function RegisterCard({ account, canRecord = false }: { account: AccountDto; canRecord?: boolean }) {
  const id = useId();
  const entry = useRef<EntryRowHandle>(null);
  const fromField = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const [selected, setSelected] = useState(0);
  const [inlineEditing, setInlineEditing] = useState<{ transactionId: string; item: Transaction } | null>(
    null,
  );
  const [filter, setFilter] = useState<RegisterFilter>({ from: '', to: '' });
  // The `before` cursor of each page after the first, in the order they were opened: 'Older' pushes
  // the shown page's `next`, 'Newer' goes back one.
  const [cursors, setCursors] = useState<string[]>([]);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<RegisterRow | null>(null);
  const page = registerSearch(filter, PAGE_SIZE, cursors.at(-1) ?? null);
  const chart = registerSearch(filter, CHART_ROWS, null);
  const register = useRegister(account.id, page.ok ? page.search : null);
  const chartRows = useRegister(account.id, chart.ok ? chart.search : null);
  const remove = useDeleteTransaction();
  const rows = register.data?.rows ?? [];
  const next = register.data?.next ?? null;
  // A page after a cursor is not counted again; the chart reads the first page of the same filter.
  const total = register.data?.total ?? chartRows.data?.total ?? null;
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
  /** Back on the selected row once the table has re-rendered (after an edit or a delete). */
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const rowsShown = body.current?.querySelectorAll<HTMLElement>('tr[data-row-index]');
      const last = rowsShown ? rowsShown.length - 1 : -1;
      if (last < 0) return;
      body.current?.querySelector<HTMLElement>(`[data-row-index="${Math.min(index, last)}"]`)?.focus();
    });
  const edit = async (row: RegisterRow) => {
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
    const transactionId = inlineEditing?.transactionId;
    setInlineEditing(null);
    // Back on the edited row, wherever saving put it (a re-posted entry may move within its day).
    requestAnimationFrame(() => {
      const row = body.current?.querySelector<HTMLElement>(`tr[data-transaction-id="${transactionId}"]`);
      if (row) row.focus();
      else focusRow(selected);
    });
  };
  const confirmDelete = () => {
    const transactionId = deleting?.transactionId;
    if (!transactionId) return;
    remove.mutate(transactionId, {
      // Seam for undo (issue 23): once the restore endpoint lands, this toast offers "Undo" through it.
      onSuccess: () => {
        toast({ title: 'Transaction deleted successfully' });
        focusRow(selected);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Card role="region" aria-labelledby={`${id}-balance`}>
        <CardHeader>
          <CardTitle id={`${id}-balance`}>Balance over time</CardTitle>
        </CardHeader>
        <CardContent>
          <RuleOfferBanner />
          {chartRows.data ? (
            <Suspense fallback={<div className="h-56" />}>
              <BalanceChart rows={chartRows.data.rows} name={account.accountName} />
            </Suspense>
          ) : (
            <div className="h-56" />
          )}
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby={`${id}-register`}>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle id={`${id}-register`}>Register</CardTitle>
            <CardDescription aria-live="polite">{pageLabel(skipped, rows.length, total)}</CardDescription>
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
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
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
          ) : register.isPending ? (
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
              isLiability={account.accountType === 'LIABILITY'}
              onEdit={edit}
              onDelete={setDeleting}
              selected={selected}
              onSelect={setSelected}
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
        description={deleteConfirmation(deleting?.description ?? '')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
