import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isNegativeDecimal } from '../../../domain/big-cents';
import type { BudgetDetail } from '../../../shared/budgets';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { EXPENSES_CAPTION } from '../income-expenses/actuals';
import { useBudgets } from '../income-expenses/queries';
import { BudgetDialog } from './budget-dialog';
import { BudgetItems } from './budget-items';
import { useBudget, useCopyBudget, useDeleteBudget } from './queries';

/** The Budgeting tab: the budgets, and the chosen one's categories planned against actual. */
export default function BudgetsTab() {
  const budgets = useBudgets();
  const list = Array.isArray(budgets.data) ? budgets.data : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId =
    chosen && list.some((b) => b.id === chosen)
      ? chosen
      : (list.find((b) => b.isCurrent)?.id ?? list[0]?.id ?? null);
  const detail = useBudget(selectedId);
  const [editing, setEditing] = useState<BudgetDetail | null | 'new'>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Budgets</h2>
        <Button onClick={() => setEditing('new')}>
          <Plus className="mr-1 size-4" aria-hidden="true" />
          New budget
        </Button>
      </div>
      {budgets.isPending ? (
        <p className="text-muted-foreground">Loading budgets…</p>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          No budgets yet. Create one to plan what you spend by category.
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Your budgets">
            <ul className="flex flex-col gap-1">
              {list.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    aria-current={b.id === selectedId ? 'true' : undefined}
                    onClick={() => setChosen(b.id)}
                    className={cn(
                      'flex w-full flex-col rounded-md px-3 py-2 text-left hover:bg-muted',
                      b.id === selectedId && 'bg-accent',
                    )}
                  >
                    <span className="font-medium">{b.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {b.startDate} – {b.endDate ?? 'open'}
                      {b.isCurrent ? ' · current' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {detail.data ? (
            <BudgetView budget={detail.data} onEdit={() => setEditing(detail.data)} />
          ) : (
            <p className="text-muted-foreground">Loading budget…</p>
          )}
        </div>
      )}
      <BudgetDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        budget={editing === 'new' ? null : editing}
        onSaved={(saved) => {
          setChosen(saved.id);
          setEditing(null);
        }}
      />
    </div>
  );
}

function BudgetView({ budget, onEdit }: { budget: BudgetDetail; onEdit: () => void }) {
  const copy = useCopyBudget();
  const remove = useDeleteBudget();
  const [confirming, setConfirming] = useState(false);
  const t = budget.totals;
  const base = budget.baseCurrency;
  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-label={`Budget ${budget.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">{budget.name}</h3>
          <p className="text-sm text-muted-foreground">
            {budget.startDate} to {budget.endDate ?? 'no end date'}
            {budget.description ? ` · ${budget.description}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil className="mr-1 size-4" aria-hidden="true" />
            Edit
          </Button>
          {budget.endDate ? (
            <Button
              variant="outline"
              size="sm"
              disabled={copy.isPending}
              onClick={() => copy.mutate(budget.id)}
            >
              <Copy className="mr-1 size-4" aria-hidden="true" />
              Copy to next month
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 className="mr-1 size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Planned expenses" value={moneyIn(t.plannedExpenses, base)} />
        <Figure label="Spent" value={moneyIn(t.actualExpenses, base)} />
        <Figure
          label="Left to spend"
          value={moneyIn(t.remaining, base)}
          negative={isNegativeDecimal(t.remaining)}
        />
        <Figure
          label="Income received"
          value={`${moneyIn(t.actualIncome, base)} of ${moneyIn(t.plannedIncome, base)}`}
        />
      </dl>
      <p className="text-sm text-muted-foreground">{periodSpending(budget.periodActuals, base)}</p>
      <MissingRatesNotice missing={budget.missingRates} />
      <BudgetItems budget={budget} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete budget"
        description={`Are you sure you want to delete "${budget.name}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(budget.id, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}

/** The period's whole spending, budgeted or not, read as on the overview (docs/decisions/132). */
function periodSpending({ expenses, loanInterest }: BudgetDetail['periodActuals'], base: string): string {
  const interest =
    Number(loanInterest) === 0 ? '' : `, of which loan interest ${moneyIn(loanInterest, base)}`;
  return `All spending in this period: ${moneyIn(expenses, base)}${interest}. ${EXPENSES_CAPTION}.`;
}

function Figure({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', negative && 'text-destructive')}>{value}</dd>
    </div>
  );
}
