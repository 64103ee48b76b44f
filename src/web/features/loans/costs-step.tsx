import type { ReactNode } from 'react';
import { formatUsd } from '../../../domain/money';
import type { AccountDto } from '../../../shared/accounts';
import { Field, MoneyInput, Select, StepCard } from './form-fields';
import {
  type Errors,
  insuranceLabel,
  type LoanFormValues,
  type TextField,
  taxLabel,
} from './loan-form-model';

const usdOrDash = (cents: number | null) => (cents === null ? '—' : formatUsd(cents));

/** Step 4 of the loan dialog: the optional monthly costs, the account payments come from, the total. */
export function CostsStep({
  values,
  set,
  errors,
  total,
  fundingChoices,
  children,
}: {
  values: LoanFormValues;
  set: (field: TextField, value: string) => void;
  errors: Errors;
  total: number | null;
  fundingChoices: readonly AccountDto[];
  /** What goes with the funding account: the past-payments choice. */
  children?: ReactNode;
}) {
  const category = values.loanCategory;
  const err = (field: TextField) => errors[field];
  return (
    <StepCard step={4} title="Additional Monthly Costs (Optional)">
      <Field id="loan-propertyTax" label={taxLabel(category)} error={err('propertyTax')}>
        <MoneyInput
          id="loan-propertyTax"
          value={values.propertyTax}
          onChange={(v) => set('propertyTax', v)}
          error={err('propertyTax')}
        />
      </Field>
      <Field id="loan-insurance" label={insuranceLabel(category)} error={err('insurance')}>
        <MoneyInput
          id="loan-insurance"
          value={values.insurance}
          onChange={(v) => set('insurance', v)}
          error={err('insurance')}
        />
      </Field>
      <Field
        id="loan-supplementalInsurance"
        label="Additional Insurance (Monthly)"
        error={err('supplementalInsurance')}
      >
        <MoneyInput
          id="loan-supplementalInsurance"
          value={values.supplementalInsurance}
          onChange={(v) => set('supplementalInsurance', v)}
          error={err('supplementalInsurance')}
        />
      </Field>
      <Field
        id="loan-fundingAccountId"
        label="Paid From"
        error={err('fundingAccountId')}
        hint="Payments are posted against this account; by default they come from outside the app."
      >
        <Select
          id="loan-fundingAccountId"
          value={values.fundingAccountId}
          onChange={(e) => set('fundingAccountId', e.target.value)}
        >
          <option value="">Outside funds (not tracked)</option>
          {fundingChoices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.accountName}
            </option>
          ))}
        </Select>
      </Field>
      {children}
      <div className="rounded-lg bg-muted p-3" aria-live="polite">
        <p className="text-xs text-muted-foreground">Total Monthly Cost</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="loan-total-cost">
          {usdOrDash(total)}
        </p>
      </div>
    </StepCard>
  );
}
