import { Trash2 } from 'lucide-react';
import type { CategoryDto } from '../../../shared/categories';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { ItemDraft } from './budget-form-model';

/** One planned amount: its category, amount and notes, each labelled, with its own remove button. */
export function BudgetItemRow({
  idBase,
  index,
  item,
  options,
  error,
  describedBy,
  onChange,
  onRemove,
}: {
  idBase: string;
  index: number;
  item: ItemDraft;
  options: readonly CategoryDto[];
  error: (field: string) => React.ReactNode;
  describedBy: (field: string) => string | undefined;
  onChange: (patch: Partial<Omit<ItemDraft, 'key'>>) => void;
  onRemove: () => void;
}) {
  const id = `${idBase}-${item.key}`;
  const field = (name: string) => `items.${index}.${name}`;
  return (
    <div className="grid grid-cols-1 gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_1fr_auto]">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-cat`}>Category</Label>
        <select
          id={`${id}-cat`}
          value={item.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
          className="h-10 rounded-md border border-input bg-background px-2 text-sm"
          aria-invalid={describedBy(field('categoryId')) ? true : undefined}
          aria-describedby={describedBy(field('categoryId'))}
        >
          <option value="">Choose…</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.type})
            </option>
          ))}
        </select>
        {error(field('categoryId'))}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-amount`}>Planned amount</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={item.amount}
          onChange={(e) => onChange({ amount: e.target.value })}
          aria-invalid={describedBy(field('amount')) ? true : undefined}
          aria-describedby={describedBy(field('amount'))}
        />
        {error(field('amount'))}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Input
          id={`${id}-notes`}
          value={item.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
          aria-describedby={describedBy(field('notes'))}
        />
        {error(field('notes'))}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="self-end"
        aria-label={`Remove item ${index + 1}`}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
