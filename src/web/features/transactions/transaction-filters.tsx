import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';
import { useAccounts } from '../accounts/queries';
import { FieldError, SELECT_CLASS } from '../income-expenses/field-error';
import { useCategories } from '../income-expenses/queries';
import { amountProblem, type TransactionFilters, UNCATEGORIZED } from './search-query';

// The Transactions page's filters beside the search: account, category, type, cleared, dates and
// amounts, each refused inline when it cannot be read.

/** The fieldset's id, for the phone's Filters button that folds it. */
export const FILTERS_ID = 'tx-filters';

/** A labelled date or amount filter with its inline message, tied to the field for screen readers. */
function TextFilter({
  id,
  label,
  value,
  problem,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  problem?: string | null;
  onChange: (value: string) => void;
  type?: 'date';
  inputMode?: 'decimal';
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem === undefined ? null : <FieldError id={`${id}-error`} message={problem ?? undefined} />}
    </div>
  );
}

export function Filters({
  filters,
  update,
  open,
}: {
  filters: TransactionFilters;
  update: (change: Partial<TransactionFilters>) => void;
  /** On a phone the filters fold away behind their button; wider screens always show them. */
  open: boolean;
}) {
  const accounts = useAccounts().data ?? [];
  const categories = useCategories().data ?? [];
  const minProblem = amountProblem(filters.min);
  const maxProblem = amountProblem(filters.max);
  const toProblem =
    filters.from && filters.to && filters.to < filters.from ? 'Choose a date on or after From' : null;
  return (
    <fieldset
      id={FILTERS_ID}
      className={cn('grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4', open ? 'grid' : 'hidden')}
    >
      <legend className="sr-only">Filters</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-account">Account</Label>
        <select
          id="tx-account"
          className={SELECT_CLASS}
          value={filters.accountId}
          onChange={(e) => update({ accountId: e.target.value })}
        >
          <option value="">All accounts</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.accountName}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-category">Category</Label>
        <select
          id="tx-category"
          className={SELECT_CLASS}
          value={filters.category}
          onChange={(e) => update({ category: e.target.value })}
        >
          <option value="">All categories</option>
          <option value={UNCATEGORIZED}>Uncategorized</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-type">Type</Label>
        <select
          id="tx-type"
          className={SELECT_CLASS}
          value={filters.type}
          onChange={(e) => update({ type: e.target.value as TransactionFilters['type'] })}
        >
          <option value="">All types</option>
          <option value="income">Income</option>
          <option value="expense">Expense</option>
          <option value="transfer">Transfer</option>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tx-cleared">Cleared</Label>
        <select
          id="tx-cleared"
          className={SELECT_CLASS}
          value={filters.cleared}
          onChange={(e) => update({ cleared: e.target.value as TransactionFilters['cleared'] })}
        >
          <option value="">Cleared or not</option>
          <option value="true">Cleared</option>
          <option value="false">Not cleared</option>
        </select>
      </div>
      <TextFilter
        id="tx-from"
        label="From"
        type="date"
        value={filters.from}
        onChange={(from) => update({ from })}
      />
      <TextFilter
        id="tx-to"
        label="To"
        type="date"
        value={filters.to}
        problem={toProblem}
        onChange={(to) => update({ to })}
      />
      <TextFilter
        id="tx-min"
        label="Min amount"
        inputMode="decimal"
        value={filters.min}
        problem={minProblem}
        onChange={(min) => update({ min })}
      />
      <TextFilter
        id="tx-max"
        label="Max amount"
        inputMode="decimal"
        value={filters.max}
        problem={maxProblem}
        onChange={(max) => update({ max })}
      />
    </fieldset>
  );
}
