import { isNegativeDecimal } from '../../../domain/big-cents';
import type { CategoryDto } from '../../../shared/categories';
import type { ImportPreviewRow } from '../../../shared/imports';
import { Badge } from '../../components/ui/badge';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { choiceFromSelect, type RowChoice, selectValueOf, TRANSFER_OPTION } from './row-choice';

// The preview: every row with its status (new, duplicate, error with line and reason), a box to
// include it, and its category.

const TONE = { new: 'success', duplicate: 'warning', error: 'danger' } as const;

// Under 640 px (docs/decisions/140) each row lays out as a card: the box, the description and the
// amount on top, date and status under them, the category across the bottom.
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-start max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-2';
const CARD_CELL = 'max-sm:p-0';

interface Props {
  rows: ImportPreviewRow[];
  /** The account's currency, which the amounts are in. */
  currency: string;
  choices: Map<number, RowChoice>;
  categories: CategoryDto[];
  onChange: (line: number, choice: RowChoice) => void;
}

/** Rows drawn at once; the others keep their default choice (new rows in, the rest out). */
const PREVIEW_ROWS_SHOWN = 500;

export function PreviewTable({ rows, currency, choices, categories, onChange }: Props) {
  const hidden = rows.length - PREVIEW_ROWS_SHOWN;
  return (
    <div className="max-h-[45vh] overflow-auto rounded-lg border border-border">
      <table className="w-full text-sm max-sm:block">
        <thead className="sticky top-0 bg-muted text-left max-sm:sr-only">
          <tr>
            <th className="p-2">
              <span className="sr-only">Include</span>
            </th>
            <th className="p-2">Line</th>
            <th className="p-2">Date</th>
            <th className="p-2">Description</th>
            <th className="p-2 text-right">Amount</th>
            <th className="p-2">Status</th>
            <th className="p-2">Category</th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.slice(0, PREVIEW_ROWS_SHOWN).map((row) => {
            const choice = choices.get(row.line) ?? { include: false, categoryId: null, transferWith: null };
            const type = row.amount !== null && isNegativeDecimal(row.amount) ? 'expense' : 'income';
            const options = categories.filter(
              (c) => c.type === type && (c.isActive || c.id === choice.categoryId),
            );
            return (
              <tr
                key={row.line}
                className={cn('border-t border-border first:border-t-0 sm:first:border-t', CARD_ROW)}
                data-testid="preview-row"
                data-status={row.status}
              >
                <td className={cn('p-2 max-sm:row-start-1 max-sm:pt-0.5', CARD_CELL)}>
                  <input
                    type="checkbox"
                    aria-label={`Include line ${row.line}`}
                    disabled={row.status === 'error'}
                    checked={choice.include}
                    onChange={(e) => onChange(row.line, { ...choice, include: e.target.checked })}
                  />
                </td>
                <td className="p-2 tabular-nums text-muted-foreground max-sm:hidden">{row.line}</td>
                <td className={cn('whitespace-nowrap p-2 max-sm:col-start-2 max-sm:row-start-2', CARD_CELL)}>
                  <span className="text-xs text-muted-foreground sm:hidden">Line {row.line} · </span>
                  {row.date ?? '—'}
                </td>
                <td
                  className={cn(
                    'max-w-[16rem] p-2 max-sm:col-start-2 max-sm:row-start-1 max-sm:max-w-none',
                    CARD_CELL,
                  )}
                >
                  <span className="block break-words sm:truncate" title={row.description ?? undefined}>
                    {row.description ?? '—'}
                  </span>
                  {row.originalDescription ? (
                    <span
                      className="block truncate text-xs text-muted-foreground"
                      title={row.originalDescription}
                    >
                      was “{row.originalDescription}”
                    </span>
                  ) : null}
                  {row.notice ? (
                    <span className="block text-xs text-amber-800 dark:text-amber-300">{row.notice}</span>
                  ) : null}
                </td>
                <td
                  className={cn(
                    'whitespace-nowrap p-2 text-right tabular-nums max-sm:col-start-3 max-sm:row-start-1',
                    CARD_CELL,
                    row.amount !== null && isNegativeDecimal(row.amount) && 'text-negative',
                  )}
                >
                  {row.amount === null ? '—' : moneyIn(row.amount, currency)}
                </td>
                <td
                  className={cn(
                    'p-2 max-sm:col-start-3 max-sm:row-start-2 max-sm:max-w-36 max-sm:text-right',
                    CARD_CELL,
                  )}
                >
                  <Badge tone={TONE[row.status]}>{row.status}</Badge>
                  {row.reason ? (
                    <span className="block text-xs text-muted-foreground">{row.reason}</span>
                  ) : null}
                </td>
                <td className={cn('p-2 max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-3', CARD_CELL)}>
                  {row.status === 'error' ? null : (
                    <select
                      aria-label={`Category for line ${row.line}`}
                      className="h-8 max-w-full rounded-md border border-border bg-background px-1 text-sm"
                      value={selectValueOf(choice)}
                      onChange={(e) => onChange(row.line, choiceFromSelect(row, choice, e.target.value))}
                    >
                      {row.transfer ? (
                        <option value={TRANSFER_OPTION}>Transfer with {row.transfer.accountName}</option>
                      ) : null}
                      <option value="">Uncategorized</option>
                      {options.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  )}
                  {row.transfer && choice.transferWith !== null ? (
                    <span className="block text-xs text-muted-foreground" data-testid="transfer-pair">
                      One transfer with “{row.transfer.description}” of {row.transfer.date}, not{' '}
                      {row.amount !== null && isNegativeDecimal(row.amount) ? 'spending' : 'income'}
                    </span>
                  ) : null}
                  {row.status !== 'error' &&
                  row.categorySource !== null &&
                  choice.categoryId === row.categoryId ? (
                    <span
                      className="block text-xs text-muted-foreground"
                      title={row.rule?.summary}
                      data-testid="category-source"
                    >
                      {row.categorySource === 'rule'
                        ? `By rule: ${row.rule?.summary ?? ''}`
                        : row.categorySource === 'common'
                          ? 'Usual for this payee'
                          : 'As this payee before'}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hidden > 0 ? (
        <p className="p-2 text-sm text-muted-foreground">
          {hidden} more rows are not shown: new ones are imported, duplicates and errors are skipped.
        </p>
      ) : null}
    </div>
  );
}
