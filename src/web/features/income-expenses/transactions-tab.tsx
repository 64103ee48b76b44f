import { Pencil, Repeat, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { compareIsoDates, type IsoDate } from '../../../domain/calendar';
import { FREQUENCY_LABELS } from '../../../domain/recurrence';
import type { IncomeOrExpense, Transaction } from '../../../shared/transactions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog, undoableDeleteConfirmation } from '../../components/ui/confirm-dialog';
import { undoableToast } from '../../hooks/undoable-toast';
import { moneyIn } from '../../lib/money-text';
import { useAccounts } from '../accounts/queries';
import { EditTransactionDialog } from '../dialogs';
import { RuleOfferBanner } from '../rules/rule-offer-banner';
import { useBaseCurrency, useUserToday } from '../settings/use-settings';
import { transactionAmountText } from '../transactions/transaction-amount';
import { categoryOfTags } from './categories';
import { CategoryIcon } from './category-icons';
import { monthlyAmountText } from './monthly-text';
import { useCashFlowSummary, useDeleteTransaction, useTransactionPages } from './queries';

const TEXT = {
  income: {
    recurringTitle: 'Recurring Income Projections',
    actualTitle: 'Actual Income Transactions',
    recurringEmpty: 'No recurring income projections set up yet.',
    actualEmpty: 'No actual income transactions recorded yet.',
  },
  expense: {
    recurringTitle: 'Recurring Expense Projections',
    actualTitle: 'Actual Expense Transactions',
    recurringEmpty: 'No recurring expense projections set up yet.',
    actualEmpty: 'No actual expense transactions recorded yet.',
  },
} as const;

/** What an item comes to a month, in its own currency (its account's, else the base currency). */
function monthlyOf(item: Transaction, currency: string): string {
  if (item.recurringFrequency === null) return '—';
  return monthlyAmountText(item.amount, item.recurringFrequency, currency);
}

interface RowActions {
  onEdit: (item: Transaction) => void;
  onDelete: (item: Transaction) => void;
  /** The name of the account an item is on, if any. */
  accountName: (id: string | null) => string | undefined;
  /** An item's amount in its account's currency (issue 24). */
  amountText: (item: Transaction) => string;
  /** The currency an item is in: its account's, else the base currency. */
  currencyOf: (item: Transaction) => string;
  /** Today in the user's time zone: a projection whose end date is before it has ended. */
  today: IsoDate;
}

function Row({ item, actions }: { item: Transaction; actions: RowActions }) {
  const account = actions.accountName(item.accountId);
  const category = categoryOfTags(item.type, item.tags);
  // The spec's tag first, else the category it was filed under (an import, a rule).
  const label = category?.label ?? item.categoryName;
  const ended = item.recurringEndDate !== null && compareIsoDates(item.recurringEndDate, actions.today) < 0;
  return (
    // Under 640 px a card (docs/decisions/140): the amount goes under the description, buttons beside.
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 py-3 sm:flex">
      <span className="mt-0.5 rounded-md bg-muted p-2 text-primary">
        <CategoryIcon kind={item.type} id={category?.id ?? 'other'} className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{item.description}</span>
          {label ? <Badge tone="outline">{label}</Badge> : null}
          {ended ? <Badge tone="warning">Ended</Badge> : null}
        </div>
        <span className="text-xs text-muted-foreground">
          {item.isRecurring
            ? [
                item.nextDueDate ? `Next ${item.nextDueDate}` : `Last ${item.transactionDate}`,
                item.recurringEndDate ? `ends ${item.recurringEndDate}` : 'no end date',
              ].join(' · ')
            : item.transactionDate}
          {account ? ` · ${account}` : ''}
        </span>
      </div>
      <div className="flex flex-col gap-0.5 max-sm:col-start-2 max-sm:row-start-2 max-sm:flex-row max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2 sm:items-end sm:text-right">
        <span
          className={item.type === 'income' ? 'font-semibold text-positive' : 'font-semibold text-negative'}
        >
          {actions.amountText(item)}
        </span>
        {item.isRecurring && item.recurringFrequency ? (
          <span className="text-xs text-muted-foreground">
            {FREQUENCY_LABELS[item.recurringFrequency]} · {monthlyOf(item, actions.currencyOf(item))}/mo
          </span>
        ) : null}
      </div>
      <div className="flex shrink-0 max-sm:col-start-3 max-sm:row-span-2 max-sm:row-start-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${item.description}`}
          onClick={() => actions.onEdit(item)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${item.description}`}
          onClick={() => actions.onDelete(item)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** A list read a page at a time: what is loaded so far, and how to load more. */
interface Paged {
  items: Transaction[];
  total: number;
  more: (() => void) | null;
  loadingMore: boolean;
}

function Section({
  title,
  description,
  empty,
  list,
  aside,
  actions,
}: {
  title: string;
  description: string;
  empty: string;
  list: Paged;
  aside?: ReactNode;
  actions: RowActions;
}) {
  const { items } = list;
  const headingId = `${title.toLowerCase().replaceAll(' ', '-')}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {aside}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <Row key={item.id} item={item} actions={actions} />
            ))}
          </ul>
        )}
        {list.more ? (
          <div className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm text-muted-foreground">
            <span>
              Showing {items.length} of {list.total}
            </span>
            <Button variant="outline" size="sm" onClick={list.more} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading…' : 'Show more'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The income or expenses tab: recurring projections with their monthly total, then actual records. */
function paged(query: ReturnType<typeof useTransactionPages>): Paged {
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.rows),
    total: pages[0]?.total ?? 0,
    more: query.hasNextPage ? () => void query.fetchNextPage() : null,
    loadingMore: query.isFetchingNextPage,
  };
}

export function TransactionsTab({ kind }: { kind: IncomeOrExpense }) {
  const recurringPages = useTransactionPages(`type=${kind}&recurring=true`);
  const actualPages = useTransactionPages(`type=${kind}&recurring=false`);
  const summary = useCashFlowSummary();
  const remove = useDeleteTransaction();
  const accounts = useAccounts();
  const currencies = new Map((accounts.data ?? []).map((a) => [a.id, a.currency]));
  const baseCurrency = useBaseCurrency();
  const today = useUserToday();
  const [pending, setPending] = useState<Transaction | null>(null);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const text = TEXT[kind];
  const actions: RowActions = {
    onEdit: setEditing,
    onDelete: setPending,
    accountName: (id) => (id ? accounts.data?.find((a) => a.id === id)?.accountName : undefined),
    amountText: (item) => transactionAmountText(item, currencies, baseCurrency),
    currencyOf: (item) => (item.accountId && currencies.get(item.accountId)) || baseCurrency,
    today,
  };

  if (recurringPages.isPending || actualPages.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  if (recurringPages.isError || actualPages.isError) {
    return <p className="text-negative">Could not load your transactions. Please try again.</p>;
  }
  const recurring = paged(recurringPages);
  const actual = paged(actualPages);
  const monthlyTotal = summary.data
    ? kind === 'income'
      ? summary.data.monthlyIncome
      : summary.data.monthlyExpenses
    : null;

  return (
    <div className="flex flex-col gap-6">
      <Section
        title={text.recurringTitle}
        description="Forecasting only, unless on an account: then each occurrence up to today is recorded there."
        empty={text.recurringEmpty}
        list={recurring}
        actions={actions}
        aside={
          <div className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
            <Repeat className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>
              Monthly equivalent:{' '}
              <strong>
                {monthlyTotal === null
                  ? '—'
                  : moneyIn(monthlyTotal, summary.data?.baseCurrency ?? baseCurrency)}
              </strong>
            </span>
          </div>
        }
      />
      <Section
        title={text.actualTitle}
        description={`${actual.total} recorded`}
        empty={text.actualEmpty}
        list={actual}
        actions={actions}
      />
      <RuleOfferBanner />
      <EditTransactionDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Delete transaction"
        description={undoableDeleteConfirmation(pending?.description ?? '')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!pending) return;
          remove.mutate(pending.id, {
            onSuccess: (changeId) => undoableToast({ title: 'Transaction deleted', changeId }),
            onSettled: () => setPending(null),
          });
        }}
      />
    </div>
  );
}
