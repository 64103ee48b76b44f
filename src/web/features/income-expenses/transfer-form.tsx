import { type FormEvent, useId, useState } from 'react';
import type { TransactionInput } from '../../../shared/transactions';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useAccounts } from '../accounts/queries';
import { FieldError, SELECT_CLASS } from './field-error';
import { accountOptionLabel, postingAccounts } from './posting-accounts';
import {
  crossesCurrencies,
  defaultTransferDescription,
  impliedRateText,
  type TransferErrors,
  type TransferFormState,
  transferErrors,
  transferPayload,
} from './transfer-model';

/** From, to, amount, date, description and notes: money moved between two of the user's accounts. */
export function TransferForm({
  initial,
  pending,
  serverErrors,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  initial: TransferFormState;
  pending: boolean;
  serverErrors: TransferErrors;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (payload: TransactionInput) => void;
}) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<TransferErrors>({});
  const accounts = useAccounts();
  const options = postingAccounts(accounts.data);
  const from = accounts.data?.find((a) => a.id === form.fromAccountId);
  const to = accounts.data?.find((a) => a.id === form.toAccountId);
  const toName = to?.accountName;
  // Between two currencies the destination's amount is asked too (decision 152).
  const currencies = from && to ? { from: from.currency, to: to.currency } : null;
  const exchange = crossesCurrencies(currencies) ? currencies : null;
  const rate = exchange ? impliedRateText(form, exchange) : null;
  const shown = { ...serverErrors, ...errors };
  const set = (key: keyof TransferFormState, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (name: keyof TransferFormState) => ({
    id: `${id}-${name}`,
    value: form[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    'aria-invalid': shown[name] ? true : undefined,
    'aria-describedby': shown[name] ? `${id}-${name}-error` : undefined,
  });
  const accountSelect = (name: 'fromAccountId' | 'toAccountId') => {
    const current = form[name];
    const missing = current !== '' && !options.some((a) => a.id === current);
    return (
      <select {...field(name)} className={SELECT_CLASS}>
        <option value="">Choose an account</option>
        {missing ? <option value={current}>Current account</option> : null}
        {options.map((a) => (
          <option key={a.id} value={a.id}>
            {accountOptionLabel(a)}
          </option>
        ))}
      </select>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = transferPayload(form, toName, currencies);
    const found = transferErrors(payload, currencies);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(payload);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-fromAccountId`}>From account</Label>
          {accountSelect('fromAccountId')}
          <FieldError id={`${id}-fromAccountId-error`} message={shown.fromAccountId} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-toAccountId`}>To account</Label>
          {accountSelect('toAccountId')}
          <FieldError id={`${id}-toAccountId-error`} message={shown.toAccountId} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-amount`}>{exchange ? `Amount sent (${exchange.from})` : 'Amount'}</Label>
          <Input
            {...field('amount')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            placeholder="0.00"
          />
          <FieldError id={`${id}-amount-error`} message={shown.amount} />
        </div>
        {exchange ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-receivedAmount`}>Amount received ({exchange.to})</Label>
            <Input
              {...field('receivedAmount')}
              aria-describedby={
                shown.receivedAmount ? `${id}-receivedAmount-error` : `${id}-receivedAmount-rate`
              }
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
            />
            <FieldError id={`${id}-receivedAmount-error`} message={shown.receivedAmount} />
            <p id={`${id}-receivedAmount-rate`} className="text-xs text-muted-foreground" aria-live="polite">
              {rate ? `Rate: ${rate}` : `The accounts hold ${exchange.from} and ${exchange.to}.`}
            </p>
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input {...field('date')} type="date" />
          <FieldError id={`${id}-date-error`} message={shown.date} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input {...field('description')} maxLength={200} placeholder={defaultTransferDescription(toName)} />
        <FieldError id={`${id}-description-error`} message={shown.description} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
        <Input {...field('notes')} autoComplete="off" maxLength={1000} />
        <FieldError id={`${id}-notes-error`} message={shown.notes} />
      </div>
      <p className="text-xs text-muted-foreground">
        A transfer moves money between your accounts; it is neither income nor an expense.
      </p>
      <div className="flex flex-wrap justify-between gap-2 pt-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
