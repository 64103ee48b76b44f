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

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap max-sm:p-0';

// Under 640 px (docs/decisions/140) the table lays out as a stack of cards, one DOM for both: each row a
// grid with the description on the left and, on the right, amount, balance and the row's buttons.
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-border max-sm:p-3';

/** The register: newest first, each entry's signed amount and the balance after it. */
export function RegisterTable({
  rows,
  isLiability,
  onEdit,
  onDelete,
}: {
  rows: readonly RegisterRow[];
  isLiability: boolean;
  onEdit: (row: RegisterRow) => void | Promise<void>;
  onDelete: (row: RegisterRow) => void;
}) {
  return (
    <div className="relative sm:overflow-x-auto">
      <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[32rem]">
        <caption className="sr-only">Register, newest first</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Description
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              Category or account
            </th>
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
        <tbody className="divide-y divide-border max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:divide-y-0">
          {rows.map((row) => (
            <tr key={row.journalEntryId} className={cn('align-top', CARD_ROW)}>
              <td className="hidden px-3 py-2 whitespace-nowrap tabular-nums sm:table-cell">
                <time dateTime={row.date}>{row.date}</time>
              </td>
              <td className="px-3 py-2 max-sm:row-span-3 max-sm:p-0">
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
              <td
                className={cn(
                  num,
                  'max-sm:col-start-2 max-sm:row-start-1',
                  isGain(row.amount, isLiability) ? 'text-positive' : 'text-negative',
                  row.amount === '0.00' && 'text-muted-foreground',
                )}
              >
                {signed(row.amount)}
              </td>
              <td className={cn(num, 'font-medium max-sm:col-start-2 max-sm:row-start-2')}>
                <span className="text-xs font-normal text-muted-foreground sm:hidden">Balance </span>
                {formatDecimalUsd(row.balance)}
              </td>
              <td className="px-1 py-1 whitespace-nowrap text-right max-sm:col-start-2 max-sm:row-start-3 max-sm:-mr-2 max-sm:p-0">
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
    </div>
  );
}
