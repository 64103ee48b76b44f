import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isoDateOf } from '../../../domain/calendar';
import { lastDayOf, monthOf } from '../../../domain/planning/months';
import type { BudgetDetail, BudgetInput } from '../../../shared/budgets';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import { monthLabel } from './figures';
import { useCategories, useSaveBudget } from './queries';

interface ItemDraft {
  key: number;
  categoryId: string;
  amount: string;
  notes: string;
}

let nextKey = 1;

function draftOf(budget: BudgetDetail | null) {
  const today = isoDateOf(new Date());
  const month = monthOf(today);
  return {
    name: budget?.name ?? monthLabel(month),
    description: budget?.description ?? '',
    startDate: budget?.startDate ?? `${month}-01`,
    endDate: budget?.endDate ?? lastDayOf(month),
    items: (budget?.items ?? []).flatMap((i) =>
      i.categoryId
        ? [{ key: nextKey++, categoryId: i.categoryId, amount: i.amount, notes: i.notes ?? '' }]
        : [],
    ),
  };
}

/** Create or edit a budget and its items in one form. */
export function BudgetDialog({
  open,
  onOpenChange,
  budget,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  budget: BudgetDetail | null;
  onSaved: (saved: BudgetDetail) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={budget ? 'Edit Budget' : 'Create Budget'}
      description="Plan an amount per category for a period; actual amounts come from your transactions."
      className="max-w-2xl"
    >
      {open ? <BudgetForm budget={budget} onDone={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function BudgetForm({
  budget,
  onDone,
  onCancel,
}: {
  budget: BudgetDetail | null;
  onDone: (saved: BudgetDetail) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(budget));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCategories();
  const save = useSaveBudget();
  const options = (categories.data ?? []).filter(
    (c) => c.isActive || draft.items.some((i) => i.categoryId === c.id),
  );

  const setItem = (key: number, patch: Partial<ItemDraft>) =>
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: BudgetInput = {
      name: draft.name,
      description: draft.description || null,
      startDate: draft.startDate,
      endDate: draft.endDate || null,
      items: draft.items.map((i) => ({ categoryId: i.categoryId, amount: i.amount, notes: i.notes || null })),
    };
    save.mutate(
      { id: budget?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({
            title: budget ? 'Budget updated' : 'Budget created',
            description: `“${saved.name}” is saved.`,
          });
          onDone(saved);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
          setErrors(fields);
          if (Object.keys(fields).length === 0) {
            toast({ title: 'Error', description: 'Failed to save the budget', variant: 'destructive' });
          }
        },
      },
    );
  };

  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {error('name')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Input
          id={`${id}-description`}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        {error('description')}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-start`}>Start date</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={draft.startDate}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
            aria-describedby={describedBy('startDate')}
          />
          {error('startDate')}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-end`}>End date</Label>
          <Input
            id={`${id}-end`}
            type="date"
            value={draft.endDate}
            onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
            aria-describedby={describedBy('endDate')}
          />
          {error('endDate')}
        </div>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Planned amounts by category</legend>
        {draft.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No categories yet. Add one to plan an amount.</p>
        ) : null}
        {draft.items.map((item, index) => (
          <div
            key={item.key}
            className="grid grid-cols-1 gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_1fr_auto]"
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-cat-${item.key}`}>Category</Label>
              <select
                id={`${id}-cat-${item.key}`}
                value={item.categoryId}
                onChange={(e) => setItem(item.key, { categoryId: e.target.value })}
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                aria-describedby={describedBy(`items.${index}.categoryId`)}
              >
                <option value="">Choose…</option>
                {options.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.type})
                  </option>
                ))}
              </select>
              {error(`items.${index}.categoryId`)}
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-amount-${item.key}`}>Planned amount</Label>
              <Input
                id={`${id}-amount-${item.key}`}
                inputMode="decimal"
                value={item.amount}
                onChange={(e) => setItem(item.key, { amount: e.target.value })}
                aria-describedby={describedBy(`items.${index}.amount`)}
              />
              {error(`items.${index}.amount`)}
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-notes-${item.key}`}>Notes</Label>
              <Input
                id={`${id}-notes-${item.key}`}
                value={item.notes}
                onChange={(e) => setItem(item.key, { notes: e.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="self-end"
              aria-label={`Remove item ${index + 1}`}
              onClick={() => setDraft((d) => ({ ...d, items: d.items.filter((i) => i.key !== item.key) }))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              items: [...d.items, { key: nextKey++, categoryId: '', amount: '', notes: '' }],
            }))
          }
        >
          <Plus className="mr-1 size-4" aria-hidden="true" />
          Add category
        </Button>
        {error('items')}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : budget ? 'Update Budget' : 'Create Budget'}
        </Button>
      </div>
    </form>
  );
}
