import { Pencil, Trash2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { isNegativeDecimal } from '../../../domain/big-cents';
import type { RegisterRow } from '../../../shared/register';
import { Button } from '../../components/ui/button';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { isEditable, isGain, KIND_LABELS } from './register-model';
import { rowKey } from './shortcuts';

/** '+$1.00' / '−€1.00': the sign always shown, so a register reads without colour; in the account's currency. */
function signed(amount: string, currency: string): string {
  return isNegativeDecimal(amount)
    ? `−${moneyIn(amount.replace('-', ''), currency)}`
    : `+${moneyIn(amount, currency)}`;
}

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap max-sm:p-0';

// Under 640 px (docs/decisions/140) the table lays out as a stack of cards, one DOM for both: each row a
// grid with the description on the left and, on the right, amount, balance and the row's buttons. With
// the marks of decisions 138 and 139, the row's select box takes a narrow first column and its cleared
// box a line under the description.
// On a phone each row is a card; the cards below the first screen are laid out only when scrolled
// near (content-visibility), at an estimated height until then: a page of 50 cards was most of an
// account page's first render on a phone (issue 28).
const CARD_ROW =
  'max-sm:grid max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-border max-sm:p-3 max-sm:[content-visibility:auto] max-sm:[contain-intrinsic-size:auto_6rem]';

/** Ticking rows for a bulk change, and ticking them cleared (decisions 138 and 139). */
export interface RegisterMarks {
  /** Transaction ids ticked for a bulk change. */
  checkedIds: ReadonlySet<string>;
  /** A row's select box: `range` (shift held) ticks from the last one clicked. */
  onCheck: (row: RegisterRow, index: number, range: boolean) => void;
  onToggleCleared: (row: RegisterRow) => void;
}

/**
 * The register: newest first, each entry's signed amount and the balance after it. One row is
 * active and is the table's single tab stop; the arrow keys move it, `e` edits it and Delete deletes
 * it (docs/decisions/137). `editor` takes the place of the row being edited. `marks` adds the select
 * and cleared boxes.
 */
export function RegisterTable({
  rows,
  currency,
  isLiability,
  onEdit,
  onDelete,
  activeIndex = 0,
  onActivate,
  editing = null,
  editor = null,
  bodyRef,
  marks,
}: {
  rows: readonly RegisterRow[];
  /** The account's currency: every amount and balance of its register is in it. */
  currency: string;
  isLiability: boolean;
  onEdit: (row: RegisterRow) => void | Promise<void>;
  onDelete: (row: RegisterRow) => void;
  activeIndex?: number;
  onActivate?: (index: number) => void;
  /** The transaction of the row being edited in place, if any (its entry id changes as it saves). */
  editing?: string | null;
  editor?: ReactNode;
  bodyRef?: Ref<HTMLTableSectionElement>;
  marks?: RegisterMarks;
}) {
  const current = Math.min(activeIndex, rows.length - 1);
  // Where the description and the right-hand cells sit in a phone's card.
  const phone = marks
    ? {
        grid: 'max-sm:grid-cols-[auto_minmax(0,1fr)_auto]',
        text: 'max-sm:col-start-2 max-sm:row-start-1',
        right: 'max-sm:col-start-3',
      }
    : {
        grid: 'max-sm:grid-cols-[minmax(0,1fr)_auto]',
        text: 'max-sm:col-start-1 max-sm:row-start-1',
        right: 'max-sm:col-start-2',
      };
  const move = (index: number, event: KeyboardEvent) => {
    event.preventDefault();
    const next = Math.max(0, Math.min(rows.length - 1, index));
    onActivate?.(next);
    const body = event.currentTarget as HTMLElement;
    body.querySelector<HTMLElement>(`[data-row-index="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    // Keys typed in a field, on a row's button or its boxes are theirs.
    if (!target.matches('tr[data-row-index]')) return;
    const row = rows[current];
    const key = rowKey(event);
    if (key === 'next') move(current + 1, event);
    else if (key === 'previous') move(current - 1, event);
    else if (key === 'first') move(0, event);
    else if (key === 'last') move(rows.length - 1, event);
    else if (row && isEditable(row) && key === 'edit') {
      event.preventDefault();
      void onEdit(row);
    } else if (row && isEditable(row) && key === 'delete') {
      event.preventDefault();
      onDelete(row);
    }
  };
  return (
    <div className="relative sm:overflow-x-auto">
      <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[32rem]">
        <caption className="sr-only">Register, newest first</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            {marks ? (
              // "Select all" sits above the table (register-card.tsx): a box here would be a tab stop
              // between the entry row and the rows' single one (decision 137).
              <th scope="col" className="w-8 px-2 py-2">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Description
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              Category or account
            </th>
            {marks ? (
              <th scope="col" className="px-2 py-2 font-medium">
                <abbr title="Cleared" className="no-underline">
                  C
                </abbr>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Balance
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody
          ref={bodyRef}
          className="divide-y divide-border max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:divide-y-0"
          onKeyDown={onKeyDown}
        >
          {rows.map((row, index) =>
            row.transactionId !== null && row.transactionId === editing && editor ? (
              // Keyed by the transaction: saving re-posts it under a new entry id, and the form must
              // stay mounted until its save answers.
              <tr key={`edit-${row.transactionId}`} className="max-sm:block">
                <td colSpan={marks ? 8 : 6} className="px-3 py-3 max-sm:block max-sm:px-0">
                  {editor}
                </td>
              </tr>
            ) : (
              <tr
                key={row.journalEntryId}
                data-row-index={index}
                data-transaction-id={row.transactionId ?? undefined}
                tabIndex={index === current ? 0 : -1}
                aria-current={index === current ? 'true' : undefined}
                onFocus={(e) => {
                  if (e.target === e.currentTarget) onActivate?.(index);
                }}
                className={cn(
                  'align-top outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:bg-muted/50',
                  CARD_ROW,
                  phone.grid,
                )}
              >
                {marks ? (
                  <td className="px-2 py-2 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0 max-sm:pt-0.5">
                    {isEditable(row) ? (
                      <input
                        type="checkbox"
                        className="size-4 cursor-pointer"
                        aria-label={`Select ${row.description}`}
                        checked={marks.checkedIds.has(row.transactionId as string)}
                        onClick={(e) => marks.onCheck(row, index, e.shiftKey)}
                        readOnly
                      />
                    ) : null}
                  </td>
                ) : null}
                <td className="hidden px-3 py-2 whitespace-nowrap tabular-nums sm:table-cell">
                  <time dateTime={row.date}>{row.date}</time>
                </td>
                <td className={cn('px-3 py-2 max-sm:row-span-3 max-sm:p-0', phone.text)}>
                  <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums sm:hidden">
                    {row.date}
                  </span>
                  <span className="block font-medium break-words">{row.description}</span>
                  {row.notes ? (
                    <span
                      className="line-clamp-2 text-xs break-words text-muted-foreground"
                      title={row.notes}
                      data-testid="register-notes"
                    >
                      {row.notes}
                    </span>
                  ) : null}
                  <span className="block text-xs text-muted-foreground">
                    {row.kind === 'transaction' ? '' : KIND_LABELS[row.kind]}
                    <span className="md:hidden">
                      {row.kind === 'transaction' ? '' : ' · '}
                      {row.counterparty}
                    </span>
                  </span>
                </td>
                <td className="hidden px-3 py-2 text-muted-foreground md:table-cell">{row.counterparty}</td>
                {marks ? (
                  <td
                    className={cn(
                      'px-2 py-2 max-sm:col-start-2 max-sm:row-start-4 max-sm:p-0',
                      !isEditable(row) && 'max-sm:hidden',
                    )}
                  >
                    {isEditable(row) ? (
                      <label className="inline-flex items-center gap-1 text-xs">
                        <input
                          type="checkbox"
                          className="size-4 cursor-pointer"
                          aria-label={`Cleared: ${row.description}`}
                          checked={row.cleared === true}
                          onChange={() => marks.onToggleCleared(row)}
                        />
                        {/* The column's header is hidden on a phone: the card names the box itself. */}
                        <span className="text-muted-foreground sm:hidden" aria-hidden="true">
                          Cleared
                        </span>
                        {row.reconciled ? (
                          <span role="img" title="Reconciled" aria-label="Reconciled">
                            R
                          </span>
                        ) : null}
                      </label>
                    ) : null}
                  </td>
                ) : null}
                <td
                  className={cn(
                    num,
                    phone.right,
                    'max-sm:row-start-1',
                    isGain(row.amount, isLiability) ? 'text-positive' : 'text-negative',
                    row.amount === '0.00' && 'text-muted-foreground',
                  )}
                >
                  {signed(row.amount, currency)}
                </td>
                <td className={cn(num, 'font-medium max-sm:row-start-2', phone.right)}>
                  <span className="text-xs font-normal text-muted-foreground sm:hidden">Balance </span>
                  {moneyIn(row.balance, currency)}
                </td>
                <td
                  className={cn(
                    'px-1 py-1 whitespace-nowrap text-right max-sm:row-start-3 max-sm:-mr-2 max-sm:p-0',
                    phone.right,
                  )}
                >
                  {isEditable(row) ? (
                    <>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8 sm:size-10"
                        aria-label={`Edit ${row.description}`}
                        onClick={() => onEdit(row)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8 sm:size-10"
                        aria-label={`Delete ${row.description}`}
                        onClick={() => onDelete(row)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
