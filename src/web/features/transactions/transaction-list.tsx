import { Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import type { Transaction } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { transactionLabel } from '../income-expenses/categories';
import { rowKey } from '../ledger/shortcuts';
import { partText, splitLabel } from '../ledger/split-model';
import { transactionAmountText } from './transaction-amount';

/** Whether the row's own Edit and Delete apply: what the user recorded, not a recurring plan. */
function isRowEditable(item: Transaction): boolean {
  return !item.isRecurring;
}

/** A split row's parts: shown while the row has the focus, or opened with its "Split (N)" button. */
function SplitDetails({ item, active, currency }: { item: Transaction; active: boolean; currency: string }) {
  const [open, setOpen] = useState(false);
  const label = splitLabel(item);
  if (!label) return null;
  const id = `parts-${item.id}`;
  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        aria-expanded={open || active}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer underline decoration-dotted underline-offset-2"
      >
        {label}
      </button>
      <ul
        id={id}
        aria-label={`Parts of ${item.description}`}
        className={cn('mt-1 flex-col gap-0.5 text-xs text-foreground', open || active ? 'flex' : 'hidden')}
      >
        {item.splits.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part has no id; its place is its identity.
          <li key={i}>{partText(part, currency)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The Transactions page's rows (decision 145): the row with the keyboard is the list's single tab
 * stop; ↑ ↓ (or j k), Home and End move it, `e` edits and Delete deletes. Each row has a box for bulk
 * changes, its notes under the payee, and a split's parts. `editor` takes the place of the row edited.
 */
export function TransactionList({
  rows,
  accountNames,
  accountCurrencies,
  baseCurrency,
  activeIndex,
  onActivate,
  checked,
  onCheck,
  onEdit,
  onDelete,
  editing,
  editor,
  listRef,
}: {
  rows: readonly Transaction[];
  accountNames: ReadonlyMap<string, string>;
  /** Each account's currency: an amount shows in its account's (issue 24). */
  accountCurrencies: ReadonlyMap<string, string>;
  baseCurrency: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  checked: (item: Transaction) => boolean;
  onCheck: (index: number, range: boolean) => void;
  onEdit: (item: Transaction) => void;
  onDelete: (item: Transaction, index: number) => void;
  editing: string | null;
  editor: ReactNode;
  listRef?: Ref<HTMLUListElement>;
}) {
  const current = Math.max(0, Math.min(activeIndex, rows.length - 1));
  const [focused, setFocused] = useState<number | null>(null);
  const move = (index: number, event: KeyboardEvent<HTMLUListElement>) => {
    event.preventDefault();
    const next = Math.max(0, Math.min(rows.length - 1, index));
    onActivate(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-row-index="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    // Keys typed in the editor, on a row's box or its buttons are theirs.
    if (!target.matches('li[data-row-index]')) return;
    const key = rowKey(event);
    const item = rows[current];
    if (key === 'next') move(current + 1, event);
    else if (key === 'previous') move(current - 1, event);
    else if (key === 'first') move(0, event);
    else if (key === 'last') move(rows.length - 1, event);
    else if (item && isRowEditable(item) && key === 'edit') {
      event.preventDefault();
      onEdit(item);
    } else if (item && isRowEditable(item) && key === 'delete') {
      event.preventDefault();
      onDelete(item, current);
    }
  };
  return (
    <ul ref={listRef} aria-label="Transactions" className="divide-y divide-border" onKeyDown={onKeyDown}>
      {rows.map((item, index) => {
        if (item.id === editing && editor) {
          return (
            <li key={`edit-${item.id}`} className="py-3">
              {editor}
            </li>
          );
        }
        const sign = item.type === 'expense' ? '-' : '';
        const category = splitLabel(item) ? null : transactionLabel(item);
        const account = item.accountId ? accountNames.get(item.accountId) : undefined;
        // Only the selected row's box and buttons are tab stops: Tab leaves the list after them.
        const stop = index === current ? 0 : -1;
        return (
          <li
            key={item.id}
            data-row-index={index}
            data-transaction-id={item.id}
            tabIndex={index === current ? 0 : -1}
            aria-current={index === current ? 'true' : undefined}
            onFocus={(e) => {
              if (e.target === e.currentTarget) onActivate(index);
              setFocused(index);
            }}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
            }}
            className="flex items-start gap-3 px-1 py-3 outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:bg-muted/50"
          >
            {isRowEditable(item) ? (
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 cursor-pointer"
                tabIndex={stop}
                aria-label={`Select ${item.description}`}
                checked={checked(item)}
                onClick={(e) => onCheck(index, e.shiftKey)}
                readOnly
              />
            ) : (
              <span className="size-4 shrink-0" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium break-words">{item.description}</span>
              {item.notes ? (
                <span className="text-sm break-words text-muted-foreground" data-testid="row-notes">
                  {item.notes}
                </span>
              ) : null}
              <span className="text-xs break-words text-muted-foreground">
                {[item.transactionDate, category, account].filter(Boolean).join(' · ')}
                {category === null ? ' · ' : null}
                {category === null ? (
                  <SplitDetails
                    item={item}
                    active={focused === index}
                    currency={(item.accountId && accountCurrencies.get(item.accountId)) || baseCurrency}
                  />
                ) : null}
                {item.cleared ? ' · Cleared' : ''}
                {item.reconciled ? ' · Reconciled' : ''}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span
                className={cn(
                  'font-semibold tabular-nums whitespace-nowrap',
                  item.type === 'income' && 'text-positive',
                  item.type === 'expense' && 'text-negative',
                )}
              >
                {sign}
                {transactionAmountText(item, accountCurrencies, baseCurrency)}
              </span>
              {isRowEditable(item) ? (
                <span className="flex">
                  <Button
                    variant="ghost"
                    size="icon"
                    tabIndex={stop}
                    className="size-8"
                    aria-label={`Edit ${item.description}`}
                    onClick={() => onEdit(item)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    tabIndex={stop}
                    className="size-8"
                    aria-label={`Delete ${item.description}`}
                    onClick={() => onDelete(item, index)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
