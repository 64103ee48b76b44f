import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SELECT_CLASS } from '../income-expenses/field-error';
import { useCategories } from '../income-expenses/queries';

/** What the bar asks for: a category (null: none), the cleared mark, or deleting. */
export type BulkAsk =
  | { action: 'setCategory'; categoryId: string | null }
  | { action: 'setCleared'; cleared: boolean }
  | { action: 'delete' };

/** The bar over a register with rows selected: set their category, mark them cleared, delete them. */
export function BulkBar({
  count,
  pending,
  onApply,
  onClear,
}: {
  count: number;
  pending: boolean;
  onApply: (ask: BulkAsk) => void;
  onClear: () => void;
}) {
  const id = useId();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState('');
  const active = (categories.data ?? []).filter((c) => c.isActive);
  return (
    <section
      aria-label="Selected transactions"
      className="flex flex-wrap items-end gap-2 rounded-lg border border-border bg-muted/40 p-3"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="text-xs text-muted-foreground">
          Category
        </label>
        <select
          id={`${id}-category`}
          className={`${SELECT_CLASS} w-44`}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
        >
          <option value="">Choose…</option>
          <option value="none">Uncategorized</option>
          {active.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.type})
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        disabled={pending || categoryId === ''}
        onClick={() =>
          onApply({ action: 'setCategory', categoryId: categoryId === 'none' ? null : categoryId })
        }
      >
        Set category
      </Button>
      <Button
        variant="outline"
        disabled={pending}
        onClick={() => onApply({ action: 'setCleared', cleared: true })}
      >
        Mark cleared
      </Button>
      <Button variant="destructive" disabled={pending} onClick={() => onApply({ action: 'delete' })}>
        Delete
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
