import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { Payee } from '../../../shared/payees';
import type { IncomeOrExpense, Transaction, TransactionInput } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/utils';
import { useAccounts } from '../accounts/queries';
import { FieldError, SELECT_CLASS } from '../income-expenses/field-error';
import { accountOptionLabel, postingAccounts } from '../income-expenses/posting-accounts';
import { useCategories, useSaveTransaction } from '../income-expenses/queries';
import { useSuggestion } from '../rules/queries';
import { useBaseCurrency, useUserToday } from '../settings/use-settings';
import {
  amountPreview,
  type EntryErrors,
  type EntryState,
  emptyEntry,
  entryCategoryOptions,
  entryErrorsFromServer,
  entryOf,
  savedAnnouncement,
  toEntryPayload,
  withCategory,
  withPayee,
  withSuggestion,
  withType,
} from './entry-row-model';
import { type PartErrors, startSplit } from './split-model';
import { SplitParts, type SplitPartsHandle } from './split-parts';

/** What a page can do with the row: put the cursor in it (the `n` shortcut). */
export interface EntryRowHandle {
  focus: () => void;
}

/** GET /api/transactions/payees?q=: the autocomplete list, read as the payee is typed. */
function usePayees(q: string) {
  const query = q.trim();
  return useQuery<Payee[]>({
    queryKey: [`/api/transactions/payees?q=${encodeURIComponent(query)}`],
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * Entry at the speed of typing (docs/decisions/137): date, payee, income or expense, category, the
 * account unless `accountId` fixes it, and an amount that may be a sum. Enter saves a one-off and
 * leaves the cursor on a fresh row. With `item` it edits that transaction in place (PUT), keeping
 * its category unless the user changes it; Escape cancels.
 */
export function EntryRow({
  accountId,
  item,
  onDone,
  onCancel,
  ref,
  className,
  initialType = 'expense',
  stacked = false,
  defaultAccountId,
  onEscape,
}: {
  /** The account the row records on (an account's register); omitted, the row shows a picker. */
  accountId?: string;
  /** The income or expense being edited; omitted for a new entry. */
  item?: Transaction;
  /** After a save: the saved transaction. */
  onDone?: (saved: Transaction) => void;
  onCancel?: () => void;
  ref?: Ref<EntryRowHandle>;
  className?: string;
  /** A new entry's direction to start with. */
  initialType?: IncomeOrExpense;
  /** Fields one under the other (in a dialog) rather than along one row. */
  stacked?: boolean;
  /** With the account a field: the one a new row starts on (a filtered list's account). */
  defaultAccountId?: string;
  /** Escape in a new row (without Cancel): the page moves the cursor elsewhere, the row kept. */
  onEscape?: () => void;
}) {
  const id = useId();
  const today = useUserToday();
  const [state, setState] = useState<EntryState>(() =>
    item ? entryOf(item) : { ...emptyEntry(today, accountId ?? defaultAccountId ?? ''), type: initialType },
  );
  const [errors, setErrors] = useState<EntryErrors>({});
  const [partErrors, setPartErrors] = useState<PartErrors[]>([]);
  const splitParts = useRef<SplitPartsHandle>(null);
  // Set when Split is pressed: the first part's category takes the cursor once it is drawn.
  const focusParts = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const payeeField = useRef<HTMLInputElement>(null);
  const categories = useCategories();
  const accounts = useAccounts();
  const payees = usePayees(state.payee);
  // Editing a reconciled row opens only after the user agreed to change it (decision 138).
  const save = useSaveTransaction(item?.id, item?.reconciled === true);
  const list = categories.data ?? [];
  // The amounts said back (a sum's result, a split's remainder) are in the chosen account's currency.
  const baseCurrency = useBaseCurrency();
  const currency = accounts.data?.find((a) => a.id === state.accountId)?.currency ?? baseCurrency;
  const suggestion = useSuggestion({
    description: state.payee,
    type: state.type,
    amount: '',
    accountId: state.accountId,
  });

  useImperativeHandle(ref, () => ({ focus: () => payeeField.current?.focus() }), []);
  // A rule's proposal arrives after the payee settles; it fills the category unless one was chosen.
  useEffect(() => {
    setState((s) => withSuggestion(s, suggestion.data));
  }, [suggestion.data]);
  // The list for what was typed may arrive after the keystroke that completed a known payee.
  useEffect(() => {
    if (payees.data) setState((s) => withPayee(s, s.payee, payees.data));
  }, [payees.data]);
  // A new row on a filtered list starts on that list's account until the user picks another.
  useEffect(() => {
    if (!item && accountId === undefined && defaultAccountId)
      setState((s) => (s.payee === '' && s.amount === '' ? { ...s, accountId: defaultAccountId } : s));
  }, [defaultAccountId, item, accountId]);
  useEffect(() => {
    if (state.parts && focusParts.current) {
      focusParts.current = false;
      splitParts.current?.focus();
    }
  }, [state.parts]);
  // Editing starts on the payee, as a new entry does (a date field's Tab walks its day, month, year).
  useEffect(() => {
    if (item) payeeField.current?.focus();
  }, [item]);

  const update = (next: EntryState, field: keyof EntryErrors) => {
    setState(next);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toEntryPayload(state, list, currency, item);
    if (!result.ok) {
      setErrors(result.errors);
      setPartErrors(result.partErrors ?? []);
      return;
    }
    setPartErrors([]);
    const payload: TransactionInput = result.payload;
    save.mutate(payload, {
      onSuccess: (saved) => {
        setAnnouncement(savedAnnouncement(payload, item !== undefined, currency));
        if (!item) {
          // A fresh row on the same date and account: a run of receipts is usually one day's.
          setState({ ...emptyEntry(state.date, accountId ?? state.accountId), type: initialType });
          setPartErrors([]);
          setErrors({});
          payeeField.current?.focus();
        }
        onDone?.(saved);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? entryErrorsFromServer(error.body?.fields) : {};
        setErrors(fields);
        setAnnouncement(errorMessage(error, 'Could not save. Please try again.'));
      },
    });
  };

  const field = (name: keyof EntryErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const preview = amountPreview(state.amount, currency);
  const options = entryCategoryOptions(state.type, list, state.categoryId);
  const label = item ? `Edit ${item.description}` : 'New transaction';

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || (!onCancel && !onEscape)) return;
        e.preventDefault();
        if (onCancel) onCancel();
        else onEscape?.();
      }}
      noValidate
      className={cn(
        'grid items-start gap-2',
        stacked ? 'grid-cols-1 gap-3 sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-6',
        className,
      )}
      data-testid={item ? 'entry-row-edit' : 'entry-row'}
    >
      <div className="col-span-1 flex flex-col gap-1">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input
          {...field('date')}
          type="date"
          value={state.date}
          onChange={(e) => update({ ...state, date: e.target.value }, 'date')}
        />
        <FieldError id={`${id}-date-error`} message={errors.date} />
      </div>
      <div
        className={cn(
          'col-span-1 flex flex-col gap-1',
          stacked || accountId === undefined ? 'sm:col-span-1' : 'sm:col-span-2',
        )}
      >
        <Label htmlFor={`${id}-payee`}>Payee</Label>
        <Input
          {...field('payee')}
          ref={payeeField}
          list={`${id}-payees`}
          autoComplete="off"
          maxLength={200}
          value={state.payee}
          onChange={(e) => update(withPayee(state, e.target.value, payees.data ?? []), 'payee')}
        />
        <datalist id={`${id}-payees`}>
          {(payees.data ?? []).map((p) => (
            <option key={p.payee} value={p.payee} />
          ))}
        </datalist>
        <FieldError id={`${id}-payee-error`} message={errors.payee} />
      </div>
      <div className="col-span-1 flex flex-col gap-1">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <select
          id={`${id}-type`}
          value={state.type}
          onChange={(e) =>
            setState(withType(state, e.target.value === 'income' ? 'income' : 'expense', list))
          }
          className={SELECT_CLASS}
        >
          <option value="expense">Expense (out)</option>
          <option value="income">Income (in)</option>
        </select>
      </div>
      <div className="col-span-1 flex flex-col gap-1">
        <Label htmlFor={`${id}-categoryId`}>Category</Label>
        {state.parts ? (
          // A split takes its categories from its parts (below); the row's own is not asked.
          <select {...field('categoryId')} value="split" disabled className={SELECT_CLASS}>
            <option value="split">Split ({state.parts.length})</option>
          </select>
        ) : (
          <select
            {...field('categoryId')}
            value={state.categoryId}
            onChange={(e) => update(withCategory(state, e.target.value), 'categoryId')}
            className={SELECT_CLASS}
          >
            <option value="">Uncategorized</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.isActive ? c.name : `${c.name} (archived)`}
              </option>
            ))}
          </select>
        )}
        <FieldError id={`${id}-categoryId-error`} message={errors.categoryId} />
      </div>
      {accountId === undefined ? (
        <div className="col-span-1 flex flex-col gap-1">
          <Label htmlFor={`${id}-accountId`}>Account</Label>
          <select
            {...field('accountId')}
            value={state.accountId}
            onChange={(e) => update({ ...state, accountId: e.target.value }, 'accountId')}
            className={SELECT_CLASS}
          >
            <option value="">Choose…</option>
            {postingAccounts(accounts.data).map((a) => (
              <option key={a.id} value={a.id}>
                {accountOptionLabel(a)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-accountId-error`} message={errors.accountId} />
        </div>
      ) : null}
      <div className="col-span-1 flex flex-col gap-1">
        <Label htmlFor={`${id}-amount`}>Amount</Label>
        <Input
          {...field('amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-describedby={
            [errors.amount ? `${id}-amount-error` : '', `${id}-amount-hint`].filter(Boolean).join(' ') ||
            undefined
          }
          value={state.amount}
          onChange={(e) => update({ ...state, amount: e.target.value }, 'amount')}
          className="text-right tabular-nums"
        />
        <span id={`${id}-amount-hint`} className="text-xs text-muted-foreground">
          {preview ?? 'A sum works: 12.50+3.20'}
        </span>
        <FieldError id={`${id}-amount-error`} message={errors.amount} />
      </div>
      <div className="col-span-full flex min-w-0 flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
          <Input
            {...field('notes')}
            autoComplete="off"
            maxLength={1000}
            value={state.notes}
            onChange={(e) => update({ ...state, notes: e.target.value }, 'notes')}
          />
          <FieldError id={`${id}-notes-error`} message={errors.notes} />
        </div>
        {state.parts === null ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              focusParts.current = true;
              setState({ ...state, parts: startSplit(state.categoryId) });
              setErrors((e) => ({ ...e, splits: undefined, categoryId: undefined }));
            }}
          >
            Split
          </Button>
        ) : null}
      </div>
      {state.parts ? (
        <SplitParts
          ref={splitParts}
          idPrefix={id}
          currency={currency}
          total={state.amount}
          parts={state.parts}
          options={list.filter((c) => c.type === state.type)}
          errors={partErrors}
          message={errors.splits}
          onChange={(parts) => {
            setState({ ...state, parts });
            setErrors((e) => ({ ...e, splits: undefined }));
            setPartErrors([]);
          }}
          onUnsplit={() => {
            // One category again: the first part's, which is where splitting took the row's own.
            const first = state.parts?.[0]?.categoryId ?? '';
            setState({ ...state, parts: null, categoryId: first, categoryChosen: true });
            setErrors((e) => ({ ...e, splits: undefined }));
            setPartErrors([]);
            requestAnimationFrame(() => document.getElementById(`${id}-categoryId`)?.focus());
          }}
        />
      ) : null}
      <div className="col-span-full flex flex-wrap items-center justify-end gap-2">
        <p role="status" aria-live="polite" className="mr-auto text-sm text-muted-foreground">
          {announcement}
        </p>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : item ? 'Save' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
