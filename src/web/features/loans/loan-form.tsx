import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatUsd } from '../../../domain/money';
import type { AccountDto } from '../../../shared/accounts';
import { LOAN_CATEGORIES, LOAN_TYPES, type LoanView, loanPayloadSchema } from '../../../shared/loans';
import { zodFieldErrors } from '../../../shared/zod-field-errors';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useUserToday } from '../settings/use-settings';
import { CostsStep } from './costs-step';
import { FinancedAsset, PastPayments } from './financed-asset';
import { Field, MoneyInput, QuickPicks, Select, StepCard } from './form-fields';
import {
  addsAsset,
  assetChoices,
  DOWN_PAYMENT_PERCENTS,
  defaultValues,
  derivedPrincipal,
  downPaymentFor,
  type Errors,
  type LoanFormValues,
  loanTypeForTerm,
  missingRequired,
  previewPayment,
  priceLabel,
  RATE_QUICK_PICKS,
  showsDownPaymentPicks,
  TERM_OPTIONS,
  TERM_QUICK_PICKS,
  type TextField,
  toPayload,
  totalMonthlyCost,
  valuesOfLoan,
} from './loan-form-model';
import { useLoans, useSaveLoan } from './use-loans';

const usdOrDash = (cents: number | null) => (cents === null ? '—' : formatUsd(cents));

/** The loan create/edit form of docs/product.md §2.6: four steps laid out together, then Create/Update and Cancel. */
export function LoanForm({
  loan,
  embedded,
  onSaved,
  onCancel,
}: {
  loan?: LoanView | undefined;
  embedded: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const today = useUserToday();
  const [values, setValues] = useState<LoanFormValues>(() =>
    loan ? valuesOfLoan(loan) : defaultValues(today),
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveLoan(loan?.id);
  const accounts = useQuery<AccountDto[]>({ queryKey: ['/api/accounts'] });
  const loans = useLoans();
  const allAccounts = accounts.data ?? [];
  // Any asset account can fund any number of loans; not an asset a loan created (decision 128).
  const loanOwned = new Set(
    (loans.data ?? []).flatMap((l) => (l.assetOwned && l.assetAccountId ? [l.assetAccountId] : [])),
  );
  const fundingChoices = allAccounts.filter(
    (a) =>
      a.accountType === 'ASSET' && a.isActive && (!loanOwned.has(a.id) || a.id === values.fundingAccountId),
  );
  const financedChoices = assetChoices(allAccounts, loan?.assetOwned ? loan.assetAccountId : null);
  // Past payments are those due by the day the loan is (or was) added.
  const through = loan?.recordedOn ?? today;

  const set = (field: TextField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'termYears') next.loanType = loanTypeForTerm(current, value);
      if (field === 'assetAccountId' && current.homePrice.trim() === '') {
        // The price defaults from the asset's current value.
        const asset = allAccounts.find((a) => a.id === value);
        if (asset) next.homePrice = asset.currentBalance;
      }
      if (field === 'homePrice' || field === 'downPayment' || field === 'assetAccountId') {
        const principal = derivedPrincipal(next);
        if (principal !== null) next.principal = principal;
      }
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setFlag = (field: 'createAsset' | 'postPastPayments', value: boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missingRequired(values)) {
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    const payload = toPayload(values, addsAsset(values, allAccounts));
    const checked = loanPayloadSchema.safeParse(payload);
    if (!checked.success) {
      const found: Errors = {};
      for (const [path, message] of Object.entries(zodFieldErrors(checked.error, 'name'))) {
        found[(path.split('.')[0] ?? 'name') as keyof LoanFormValues] ??= message;
      }
      setErrors(found);
      toast({ title: 'Validation Error', description: Object.values(found)[0], variant: 'destructive' });
      return;
    }
    save.mutate(payload, {
      onSuccess: () => {
        if (!embedded) {
          toast({
            title: 'Success',
            description: loan ? 'Loan updated successfully' : 'Loan created successfully',
          });
        }
        onSaved();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields as Errors);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save loan'),
          variant: 'destructive',
        });
      },
    });
  };

  const payment = previewPayment(values);
  const total = totalMonthlyCost(values);
  const category = values.loanCategory;
  const err = (field: keyof LoanFormValues) => errors[field];
  const invalid = (field: keyof LoanFormValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `loan-${field}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {embedded ? (
        <h3 className="text-lg font-semibold">{loan ? 'Edit Loan Details' : 'Create New Loan'}</h3>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <StepCard step={1} title="What type of loan?">
          <Field id="loan-name" label="Loan Name" error={err('name')}>
            <Input
              id="loan-name"
              value={values.name}
              maxLength={100}
              placeholder="e.g. Family Home Mortgage"
              onChange={(e) => set('name', e.target.value)}
              {...invalid('name')}
            />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="loan-category" label="Category" error={err('loanCategory')}>
              <Select
                id="loan-category"
                value={category}
                onChange={(e) => set('loanCategory', e.target.value)}
              >
                {LOAN_CATEGORIES.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="loan-type" label="Loan Type" error={err('loanType')}>
              <Select
                id="loan-type"
                value={values.loanType}
                onChange={(e) => set('loanType', e.target.value)}
                {...invalid('loanType')}
              >
                {values.loanType === '' ? (
                  <option value="" disabled>
                    Choose a loan type
                  </option>
                ) : null}
                {LOAN_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field id="loan-startDate" label="Start Date" error={err('startDate')}>
            <Input
              id="loan-startDate"
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              {...invalid('startDate')}
            />
          </Field>
        </StepCard>

        <StepCard step={2} title="Asset Value & Down Payment">
          <FinancedAsset
            values={values}
            choices={financedChoices}
            adds={addsAsset(values, allAccounts)}
            error={err('assetAccountId')}
            set={set}
            setFlag={setFlag}
          />
          <Field id="loan-homePrice" label={priceLabel(category)} error={err('homePrice')} hint="Optional">
            <MoneyInput
              id="loan-homePrice"
              value={values.homePrice}
              onChange={(v) => set('homePrice', v)}
              error={err('homePrice')}
            />
          </Field>
          <Field id="loan-downPayment" label="Down Payment" error={err('downPayment')} hint="Optional">
            <MoneyInput
              id="loan-downPayment"
              value={values.downPayment}
              onChange={(v) => set('downPayment', v)}
              error={err('downPayment')}
            />
          </Field>
          {showsDownPaymentPicks(category) ? (
            <QuickPicks
              label="Percent of the price"
              options={DOWN_PAYMENT_PERCENTS.map((p) => ({ value: String(p), text: `${p}%` }))}
              onPick={(p) => {
                const down = downPaymentFor(values.homePrice, Number(p));
                if (down !== null) set('downPayment', down);
              }}
            />
          ) : null}
          <p className="text-xs text-muted-foreground">
            With both, the principal is the price minus the down payment.
          </p>
        </StepCard>

        <StepCard step={3} title="Loan Terms">
          <Field id="loan-principal" label="Principal (Loan Amount)" error={err('principal')}>
            <MoneyInput
              id="loan-principal"
              value={values.principal}
              onChange={(v) => set('principal', v)}
              error={err('principal')}
            />
          </Field>
          <Field id="loan-interestRate" label="Interest Rate (%)" error={err('interestRate')}>
            <Input
              id="loan-interestRate"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max="50"
              placeholder="6.5"
              value={values.interestRate}
              onChange={(e) => set('interestRate', e.target.value)}
              {...invalid('interestRate')}
            />
          </Field>
          <QuickPicks
            label="Common rates"
            options={RATE_QUICK_PICKS.map((r) => ({ value: r, text: `${r}%` }))}
            active={values.interestRate}
            onPick={(r) => set('interestRate', r)}
          />
          <Field id="loan-termYears" label="Term (Years)" error={err('termYears')}>
            <Select
              id="loan-termYears"
              value={values.termYears}
              onChange={(e) => set('termYears', e.target.value)}
            >
              {!TERM_OPTIONS.some((y) => String(y) === values.termYears) ? (
                <option value={values.termYears}>{values.termYears} years</option>
              ) : null}
              {TERM_OPTIONS.map((y) => (
                <option key={y} value={String(y)}>
                  {y} years
                </option>
              ))}
            </Select>
          </Field>
          <QuickPicks
            label="Common terms"
            options={TERM_QUICK_PICKS.map((y) => ({ value: String(y), text: `${y}yr` }))}
            active={values.termYears}
            onPick={(y) => set('termYears', y)}
          />
          <div className="rounded-lg bg-muted p-3" aria-live="polite">
            <p className="text-xs text-muted-foreground">Monthly Payment (Principal & Interest)</p>
            <p className="text-2xl font-bold tabular-nums" data-testid="loan-payment-preview">
              {usdOrDash(payment)}
            </p>
          </div>
        </StepCard>

        <CostsStep values={values} set={set} errors={errors} total={total} fundingChoices={fundingChoices}>
          <PastPayments
            values={values}
            through={through}
            fundingName={fundingChoices.find((a) => a.id === values.fundingAccountId)?.accountName ?? null}
            setFlag={setFlag}
          />
        </CostsStep>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : loan ? 'Update Loan' : 'Create Loan'}
        </Button>
      </div>
    </form>
  );
}
