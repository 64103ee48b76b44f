import { Pencil, Trash2 } from 'lucide-react';
import { formatDecimalUsd, isNegativeDecimal } from '../../../domain/big-cents';
import type { RegisterRow } from '../../../shared/register';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { isEditable, isGain, KIND_LABELS } from './register-model';

/** '+$1.00' / '−$1.00': the sign always shown, so a register reads without colour. */
function signed(amount: string): string {
  return isNegativeDecimal(amount)
    ? `−${formatDecimalUsd(amount.replace('-', ''))}`
    : `+${formatDecimalUsd(amount)}`;
}

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** Selecting rows for a bulk change, and ticking them cleared (decisions 138 and 139). */
export interface RegisterMarks {
  /** Transaction ids selected. */
  selected: ReadonlySet<string>;
  /** A row's checkbox: `range` (shift held) selects from the last one clicked. */
  onSelect: (row: RegisterRow, index: number, range: boolean) => void;
  onSelectAll: (all: boolean) => void;
  onToggleCleared: (row: RegisterRow) => void;
}

/** The register: newest first, each entry's signed amount and the balance after it. */
export function RegisterTable({
  rows,
  isLiability,
  onEdit,
  onDelete,
  marks,
}: {
  rows: readonly RegisterRow[];
  isLiability: boolean;
  onEdit: (row: RegisterRow) => void | Promise<void>;
  onDelete: (row: RegisterRow) => void;
  marks?: RegisterMarks;
}) {
  const selectable = rows.filter(isEditable);
  const allSelected =
    marks !== undefined &&
    selectable.length > 0 &&
    selectable.every((r) => marks.selected.has(r.transactionId as string));
  return (
    <section
      className="relative -mx-5 overflow-x-auto sm:mx-0"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone; the keyboard must reach it (axe scrollable-region-focusable).
      tabIndex={0}
      aria-label="Entries"
    >
      <table className="w-full border-collapse text-sm sm:min-w-[32rem]">
        <caption className="sr-only">Register, newest first</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            {marks ? (
              <th scope="col" className="w-8 px-2 py-2">
                <input
                  type="checkbox"
                  className="size-4 cursor-pointer"
                  aria-label={`Select all ${selectable.length}`}
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={(e) => marks.onSelectAll(e.target.checked)}
                />
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
        <tbody className="divide-y divide-border">
          {rows.map((row, index) => (
            <tr key={row.journalEntryId} className="align-top">
              {marks ? (
                <td className="px-2 py-2">
                  {isEditable(row) ? (
                    <input
                      type="checkbox"
                      className="size-4 cursor-pointer"
                      aria-label={`Select ${row.description}`}
                      checked={marks.selected.has(row.transactionId as string)}
                      onClick={(e) => marks.onSelect(row, index, e.shiftKey)}
                      readOnly
                    />
                  ) : null}
                </td>
              ) : null}
              <td className="hidden px-3 py-2 whitespace-nowrap tabular-nums sm:table-cell">
                <time dateTime={row.date}>{row.date}</time>
              </td>
              <td className="px-3 py-2">
                <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums sm:hidden">
                  {row.date}
                </span>
                <span className="block font-medium break-words">{row.description}</span>
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
                <td className="px-2 py-2">
                  {isEditable(row) ? (
                    <label className="inline-flex items-center gap-1 text-xs">
                      <input
                        type="checkbox"
                        className="size-4 cursor-pointer"
                        aria-label={`Cleared: ${row.description}`}
                        checked={row.cleared === true}
                        onChange={() => marks.onToggleCleared(row)}
                      />
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
                  isGain(row.amount, isLiability) ? 'text-positive' : 'text-negative',
                  row.amount === '0.00' && 'text-muted-foreground',
                )}
              >
                {signed(row.amount)}
              </td>
              <td className={cn(num, 'font-medium')}>{formatDecimalUsd(row.balance)}</td>
              <td className="px-1 py-1 whitespace-nowrap text-right">
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
          ))}
        </tbody>
      </table>
    </section>
  );
}
