import { Plus, X } from 'lucide-react';
import { type Ref, useImperativeHandle, useRef } from 'react';
import type { CategoryDto } from '../../../shared/categories';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/utils';
import { FieldError, SELECT_CLASS } from '../income-expenses/field-error';
import { EMPTY_PART, type PartErrors, remainingLabel, type SplitPart, splitRemaining } from './split-model';

export interface SplitPartsHandle {
  /** The first part's category: where the cursor goes when splitting starts. */
  focus: () => void;
}

/**
 * The parts of a split in the entry row (decision 145): each a category, an amount (a sum works) and
 * an optional memo, with what is left of the total said live as it changes. "Unsplit" gives the row
 * one category again.
 */
export function SplitParts({
  idPrefix,
  total,
  parts,
  options,
  errors,
  message,
  onChange,
  onUnsplit,
  ref,
  currency,
}: {
  idPrefix: string;
  /** The account's: what is left is said in it. */
  currency: string;
  /** The row's amount as typed. */
  total: string;
  parts: readonly SplitPart[];
  /** The categories a part may take (the row's type). */
  options: readonly CategoryDto[];
  errors: readonly PartErrors[];
  /** Why the parts cannot be saved yet (they do not add up). */
  message: string | undefined;
  onChange: (parts: SplitPart[]) => void;
  onUnsplit: () => void;
  ref?: Ref<SplitPartsHandle>;
}) {
  const first = useRef<HTMLSelectElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => first.current?.focus() }), []);
  const left = splitRemaining(total, parts);
  const set = (index: number, change: Partial<SplitPart>) =>
    onChange(parts.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const remainingId = `${idPrefix}-remaining`;
  return (
    <fieldset
      className="col-span-full flex min-w-0 flex-col gap-2 rounded-md border border-border p-2"
      aria-describedby={message ? `${idPrefix}-splits-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium">Split into parts</legend>
      <ol className="flex flex-col gap-2">
        {parts.map((part, index) => {
          const n = index + 1;
          const fieldId = (name: string) => `${idPrefix}-part-${index}-${name}`;
          const e = errors[index] ?? {};
          const partOptions = options.filter((c) => c.isActive || c.id === part.categoryId);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id of their own; their order is theirs.
            <li key={index} className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[1fr_8rem_1fr_auto]">
              <div className="flex min-w-0 flex-col gap-1">
                <label htmlFor={fieldId('category')} className="text-xs text-muted-foreground">
                  Part {n} category
                </label>
                <select
                  id={fieldId('category')}
                  ref={index === 0 ? first : undefined}
                  className={SELECT_CLASS}
                  value={part.categoryId}
                  aria-invalid={e.categoryId ? true : undefined}
                  aria-describedby={e.categoryId ? `${fieldId('category')}-error` : undefined}
                  onChange={(ev) => set(index, { categoryId: ev.target.value })}
                >
                  <option value="">Choose…</option>
                  {partOptions.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.isActive ? c.name : `${c.name} (archived)`}
                    </option>
                  ))}
                </select>
                <FieldError id={`${fieldId('category')}-error`} message={e.categoryId} />
              </div>
              <div className="flex min-w-0 flex-col gap-1">
                <label htmlFor={fieldId('amount')} className="text-xs text-muted-foreground">
                  Part {n} amount
                </label>
                <Input
                  id={fieldId('amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  className="text-right tabular-nums"
                  value={part.amount}
                  aria-invalid={e.amount ? true : undefined}
                  aria-describedby={
                    [e.amount ? `${fieldId('amount')}-error` : '', remainingId].filter(Boolean).join(' ') ||
                    undefined
                  }
                  onChange={(ev) => set(index, { amount: ev.target.value })}
                />
                <FieldError id={`${fieldId('amount')}-error`} message={e.amount} />
              </div>
              <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1">
                <label htmlFor={fieldId('memo')} className="text-xs text-muted-foreground">
                  Part {n} memo (optional)
                </label>
                <Input
                  id={fieldId('memo')}
                  autoComplete="off"
                  maxLength={200}
                  value={part.memo}
                  onChange={(ev) => set(index, { memo: ev.target.value })}
                />
              </div>
              <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-5">
                {parts.length > 2 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove part ${n}`}
                    onClick={() => onChange(parts.filter((_, i) => i !== index))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <p
          id={remainingId}
          aria-live="polite"
          data-testid="split-remaining"
          className={cn(
            'mr-auto text-sm tabular-nums',
            left === 0 ? 'text-muted-foreground' : left !== null && left < 0 ? 'text-negative' : '',
          )}
        >
          {remainingLabel(total, parts, currency)}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...parts, { ...EMPTY_PART }])}
        >
          <Plus className="size-4" aria-hidden="true" /> Add part
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onUnsplit}>
          Unsplit
        </Button>
      </div>
      <FieldError id={`${idPrefix}-splits-error`} message={message} />
    </fieldset>
  );
}
