import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import {
  type AccountCategory,
  type AccountDto,
  subtypeLabel,
  type UserAccountType,
} from '../../../shared/accounts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import { ACCOUNT_CURRENCIES, currencyLabel } from '../../lib/currency-names';
import { useBaseCurrency, useUserToday } from '../settings/use-settings';
import { CategoryIcon } from './category-chooser';
import {
  type AccountFormValues,
  errorsFromFields,
  type FormErrors,
  initialValues,
  isCreditCard,
  toPayload,
  validateValues,
} from './form-model';
import { useSaveAccount } from './queries';

const WORDS: Record<UserAccountType, { noun: string; name: string; balance: string }> = {
  ASSET: { noun: 'asset', name: 'Asset Name', balance: 'Current Value' },
  LIABILITY: { noun: 'liability', name: 'Liability Name', balance: 'Current Balance' },
};

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground aria-[invalid=true]:border-destructive';

/** The asset or liability form of docs/product.md §2.6; validates with the shared contract before sending. */
export function AccountForm({
  type,
  category,
  account,
  onBack,
  onDone,
}: {
  type: UserAccountType;
  category: AccountCategory;
  account?: AccountDto;
  onBack?: () => void;
  onDone: () => void;
}) {
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const today = useUserToday();
  const baseCurrency = useBaseCurrency();
  const [values, setValues] = useState<AccountFormValues>(() =>
    initialValues(category, account, today, baseCurrency),
  );
  // Fixed once entries move the account (decision 147): changing it would relabel them.
  const currencyFixed = account?.hasEntries === true;
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveAccount(account?.id);
  const words = WORDS[type];
  const verb = account ? 'update' : 'add';

  const set = (key: keyof AccountFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const inputProps = (key: keyof AccountFormValues) => ({
    id: `${base}-${key}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${base}-${key}-error` : undefined,
  });

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateValues(type, category, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    save.mutate(toPayload(type, category, values), {
      onSuccess: () => {
        const noun = type === 'ASSET' ? 'Asset' : 'Liability';
        toast({
          title: `${noun} ${account ? 'Updated' : 'Added'}`,
          description: `Your ${category.noun} has been ${verb === 'add' ? 'added' : 'updated'} successfully.`,
        });
        onDone();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        if (fields) {
          setErrors(errorsFromFields(fields));
          focusFirstError();
        }
        // A refusal with a reason (the account belongs to a loan) says so; anything else, the spec's text.
        const reason = error instanceof ApiError && error.status === 409 ? error.userMessage : null;
        toast({
          title: 'Error',
          description: reason ?? `Failed to ${verb} ${words.noun}. Please try again.`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <CategoryIcon id={category.id} className="size-4" />
        <span>{category.label}</span>
      </div>
      <Field id={`${base}-accountName`} label={words.name} error={errors.accountName}>
        <Input {...inputProps('accountName')} autoComplete="off" maxLength={100} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${base}-accountNumber`} label="Account Number" error={errors.accountNumber}>
          <Input {...inputProps('accountNumber')} autoComplete="off" maxLength={50} />
        </Field>
        <Field id={`${base}-currentBalance`} label={words.balance} error={errors.currentBalance}>
          <Input
            {...inputProps('currentBalance')}
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
          />
        </Field>
      </div>
      <Field
        id={`${base}-currency`}
        label="Currency"
        error={errors.currency}
        hint={
          currencyFixed
            ? 'This account has entries, so its currency cannot change.'
            : 'Every amount of this account is in this currency.'
        }
      >
        <select
          {...inputProps('currency')}
          aria-describedby={errors.currency ? `${base}-currency-error` : `${base}-currency-hint`}
          disabled={currencyFixed}
          className={selectClass}
        >
          {ACCOUNT_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${base}-balanceDate`}
        label="Balance as of"
        error={errors.balanceDate}
        hint={`The date the account held this ${type === 'ASSET' ? 'value' : 'balance'}. Older transactions you import later are counted back from it.`}
      >
        <Input
          {...inputProps('balanceDate')}
          aria-describedby={errors.balanceDate ? `${base}-balanceDate-error` : `${base}-balanceDate-hint`}
          type="date"
          max={today}
        />
      </Field>
      <Field id={`${base}-accountSubtype`} label="Type" error={errors.accountSubtype}>
        <select {...inputProps('accountSubtype')} className={selectClass}>
          {category.subtypes.map((subtype) => (
            <option key={subtype} value={subtype}>
              {subtypeLabel(subtype)}
            </option>
          ))}
        </select>
      </Field>
      {type === 'ASSET' ? (
        <Field id={`${base}-description`} label="Description (optional)" error={errors.description}>
          <textarea
            {...inputProps('description')}
            rows={2}
            maxLength={500}
            className="flex w-full rounded-md border border-input bg-card px-3 py-2 text-sm"
          />
        </Field>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${base}-interestRate`} label="Interest Rate (%)" error={errors.interestRate}>
            <Input {...inputProps('interestRate')} inputMode="decimal" placeholder="Optional" />
          </Field>
          <Field id={`${base}-minimumPayment`} label="Minimum Payment" error={errors.minimumPayment}>
            <Input {...inputProps('minimumPayment')} inputMode="decimal" placeholder="Optional" />
          </Field>
          {isCreditCard(category) ? (
            <Field id={`${base}-creditLimit`} label="Credit Limit" error={errors.creditLimit}>
              <Input {...inputProps('creditLimit')} inputMode="decimal" placeholder="Optional" />
            </Field>
          ) : null}
        </div>
      )}
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? 'Saving...'
            : `${account ? 'Update' : 'Add'} ${type === 'ASSET' ? 'Asset' : 'Liability'}`}
        </Button>
      </div>
    </form>
  );
}
