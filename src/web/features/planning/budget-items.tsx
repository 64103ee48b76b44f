import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isNegativeDecimal } from '../../../domain/big-cents';
import type { BudgetDetail, BudgetItemDto } from '../../../shared/budgets';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { barPercent, budgetItemStatus } from './figures';
import { useDeleteBudgetItem } from './queries';

/** One category: planned against actual as a bar; past the plan, the bar and the amount over turn red. */
function ItemRow({
  item,
  onRemove,
  removing,
  base,
}: {
  item: BudgetItemDto;
  onRemove: () => void;
  removing: boolean;
  /** The budget's currency: the base currency (decision 153). */
  base: string;
}) {
  const over = isNegativeDecimal(item.remaining);
  const width = barPercent(item.percentUsed, item.actualAmount);
  const spentWord = item.categoryType === 'income' ? 'received' : 'spent';
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3" aria-label={item.categoryName}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="size-3 rounded-full" style={{ background: item.color }} aria-hidden="true" />
          <span className="font-medium">{item.categoryName}</span>
          <span className="text-xs text-muted-foreground">{item.categoryType}</span>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm tabular-nums">
            {moneyIn(item.actualAmount, base)} {spentWord} of {moneyIn(item.amount, base)}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${item.categoryName}`}
            disabled={removing}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={`${item.categoryName}: ${moneyIn(item.actualAmount, base)} of ${moneyIn(item.amount, base)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            over && item.categoryType === 'expense' ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      <p
        className={cn(
          'text-sm tabular-nums',
          over && item.categoryType === 'expense' ? 'text-destructive' : 'text-muted-foreground',
        )}
        data-testid="budget-remaining"
      >
        {budgetItemStatus(item, base)}
      </p>
      {item.notes ? <p className="text-xs text-muted-foreground">{item.notes}</p> : null}
    </li>
  );
}

export function BudgetItems({ budget }: { budget: BudgetDetail }) {
  const remove = useDeleteBudgetItem(budget.id);
  const [removing, setRemoving] = useState<BudgetItemDto | null>(null);
  if (budget.items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No categories planned yet. Edit the budget to add some.</p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {budget.items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            base={budget.baseCurrency}
            removing={remove.isPending}
            onRemove={() => setRemoving(item)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove category"
        description={`Are you sure you want to remove "${removing?.categoryName ?? ''}" from this budget? This action cannot be undone.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </>
  );
}
