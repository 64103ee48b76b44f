import { lazy, Suspense, useId, useState } from 'react';
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
import { fetchTransaction, useDeleteTransaction } from '../income-expenses/queries';
import { RuleOfferBanner } from '../rules/rule-offer-banner';
import { useRegister } from './queries';
import { CHART_ROWS, PAGE_SIZE, pageLabel, type RegisterFilter, registerSearch } from './register-model';
import { RegisterTable } from './register-table';

const BalanceChart = lazy(() => import('./balance-chart'));

/** The account's register with its date filter, paging, balance chart and row edit and delete. */
export function RegisterCard({ account }: { account: AccountDto }) {
  const id = useId();
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
  const edit = async (row: RegisterRow) => {
    const id = row.transactionId;
    const found = id ? await fetchTransaction(id).catch(() => undefined) : undefined;
    if (found) setEditing(found);
    else toast({ title: 'Error', description: 'Could not load this transaction.', variant: 'destructive' });
  };
  const confirmDelete = () => {
    const transactionId = deleting?.transactionId;
    if (!transactionId) return;
    remove.mutate(transactionId, {
      onSuccess: () => toast({ title: 'Transaction deleted successfully' }),
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
