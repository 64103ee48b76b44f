import { type FormEvent, useId, useState } from 'react';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '../../../domain/recurrence';
import type { IncomeOrExpense, TransactionInput } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { CategorySuggestion } from '../rules/category-suggestion';
import { useUserToday } from '../settings/use-settings';
import { type Category, defaultDescription, KIND_LABEL } from './categories';
import { CategoryIcon } from './category-icons';
import { FieldError } from './field-error';
import {
  budgetCategoryFor,
  categoryOptions,
  type FormErrors,
  formErrors,
  nextDateOf,
  type RecurringFormState,
  toPayload,
} from './form-model';
import { LedgerFields } from './ledger-fields';
import { useCategories } from './queries';

interface RecurringFormProps {
  kind: IncomeOrExpense;
  category: Category;
  /** The values it starts with: a new item's defaults, or the stored item being edited. */
  initial: RecurringFormState;
  pending: boolean;
  /** Field errors the server sent back (the contract's messages, keyed by form field). */
  serverErrors: FormErrors;
  /** 'Add Expense', 'Save Changes'. */
  submitLabel: string;
  /** Back to the category cards when adding; Cancel when editing. */
  onBack: () => void;
  backLabel?: string;
  onSubmit: (payload: TransactionInput) => void;
  /** Editing a transaction filed under no category: it stays so unless the user picks one. */
  uncategorized?: boolean;
}

/** Step two: description, amount, date, account, category and the recurring settings. */
export function RecurringForm({
  kind,
  category,
  initial,
  pending,
  serverErrors,
  submitLabel,
  onBack,
  backLabel = 'Back',
  onSubmit,
  uncategorized = false,
}: RecurringFormProps) {
  const id = useId();
  const [form, setForm] = useState<RecurringFormState>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const categories = useCategories();
  const list = categories.data ?? [];
  // Until the user picks one, the category is the dialog card's own (Food for the Food card).
  // An uncategorized transaction being edited keeps '' (never refiled under 'Other' by default).
  const categoryId =
    form.categoryId || (uncategorized ? '' : (budgetCategoryFor(kind, category, list)?.id ?? ''));
  const chosen = list.find((c) => c.id === categoryId);
  const shown = { ...serverErrors, ...errors };
  const today = useUserToday();
  const nextDate = nextDateOf(form, today);
  const set = <K extends keyof RecurringFormState>(key: K, value: RecurringFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (name: keyof RecurringFormState) => ({
    id: `${id}-${name}`,
    'aria-invalid': shown[name] ? true : undefined,
    'aria-describedby': shown[name] ? `${id}-${name}-error` : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = toPayload(kind, category, { ...form, categoryId }, today, chosen, { uncategorized });
    const found = formErrors(payload);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(payload);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <CategoryIcon kind={kind} id={category.id} className="size-4 text-primary" />
        <span>
          {category.label} {KIND_LABEL[kind].toLowerCase()}
        </span>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input
          {...field('description')}
          value={form.description}
          maxLength={200}
          placeholder={defaultDescription(kind, category)}
          onChange={(e) => set('description', e.target.value)}
        />
        <FieldError id={`${id}-description-error`} message={shown.description} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`}>Amount per occurrence</Label>
        <Input
          {...field('amount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="0.00"
          value={form.amount}
          onChange={(e) => set('amount', e.target.value)}
        />
        <FieldError id={`${id}-amount-error`} message={shown.amount} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-lastDate`}>{form.isRecurring ? 'Last date' : 'Date'}</Label>
        <Input
          {...field('lastDate')}
          type="date"
          value={form.lastDate}
          onChange={(e) => set('lastDate', e.target.value)}
        />
        <FieldError id={`${id}-lastDate-error`} message={shown.lastDate} />
      </div>

      <LedgerFields
        idBase={id}
        kind={kind}
        accountId={form.accountId}
        categoryId={categoryId}
        categories={categoryOptions(kind, list, categoryId)}
        defaultCategoryLabel={uncategorized ? 'Uncategorized' : category.label}
        errors={shown}
        onAccount={(value) => set('accountId', value)}
        onCategory={(value) => set('categoryId', value)}
      />
      <CategorySuggestion
        description={form.description}
        type={kind}
        amount={form.amount}
        accountId={form.accountId}
        categoryId={categoryId}
        categories={categoryOptions(kind, list, categoryId)}
        onUse={(value) => set('categoryId', value)}
      />

      <div className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-recurring`}>Recurring</Label>
          <span className="text-xs text-muted-foreground">
            {form.accountId === ''
              ? 'A projection for forecasting; turn off to record a single transaction.'
              : 'Each occurrence up to today is recorded on the account; turn off to record a single transaction.'}
          </span>
        </div>
        <Switch
          id={`${id}-recurring`}
          checked={form.isRecurring}
          onCheckedChange={(checked) => set('isRecurring', checked)}
        />
      </div>

      {form.isRecurring ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-frequency`}>Frequency</Label>
            <select
              {...field('frequency')}
              value={form.frequency}
              onChange={(e) => set('frequency', e.target.value as Frequency)}
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            >
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-frequency-error`} message={shown.frequency} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-next`}>Next date</Label>
            <Input
              id={`${id}-next`}
              readOnly
              value={nextDate ?? '—'}
              aria-describedby={`${id}-next-hint`}
              className="bg-muted"
            />
            <span id={`${id}-next-hint`} className="text-xs text-muted-foreground">
              {nextDate ? 'Calculated from the last date and frequency' : 'No further date'}
            </span>
          </div>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor={`${id}-endDate`}>End date (optional)</Label>
            <Input
              {...field('endDate')}
              type="date"
              value={form.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
            <span className="text-xs text-muted-foreground">Leave blank to continue indefinitely.</span>
            <FieldError id={`${id}-endDate-error`} message={shown.endDate} />
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap justify-between gap-2 pt-2">
        <Button variant="outline" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
