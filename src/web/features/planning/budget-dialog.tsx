import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { BudgetDetail } from '../../../shared/budgets';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import {
  addItem,
  type BudgetErrors,
  categoryOptions,
  changeItem,
  draftOf,
  removeItem,
  toBudgetInput,
  validateBudget,
} from './budget-form-model';
import { BudgetItemRow } from './budget-item-row';
import { useCategories, useSaveBudget } from './queries';

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
  const [errors, setErrors] = useState<BudgetErrors>({});
  const categories = useCategories();
  const save = useSaveBudget();
  const options = categoryOptions(categories.data ?? [], draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own messages by field, before a request is made (the server says the same).
    const found = validateBudget(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: budget?.id ?? null, body: toBudgetInput(draft) },
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
          <BudgetItemRow
            key={item.key}
            idBase={id}
            index={index}
            item={item}
            options={options}
            error={error}
            describedBy={describedBy}
            onChange={(patch) => setDraft((d) => changeItem(d, item.key, patch))}
            onRemove={() => setDraft((d) => removeItem(d, item.key))}
          />
        ))}
        <Button type="button" variant="outline" className="self-start" onClick={() => setDraft(addItem)}>
          <Plus className="mr-1 size-4" aria-hidden="true" />
          Add category
        </Button>
        {error('items')}
      </fieldset>
      {error('form')}
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
