import type { ReactNode } from 'react';
import type { Cents } from '../../../domain/money';
import type { AccountDto } from '../../../shared/accounts';
import { Field, Figure, MoneyInput, Select, StepCard } from './form-fields';
import { insuranceLabel, type StepProps, taxLabel } from './loan-form-model';

/** Step 4 of the loan dialog: the optional monthly costs, the account payments come from, the total. */
export function CostsStep({
  values,
  set,
  errors,
  currency,
  total,
  fundingChoices,
  children,
}: StepProps & {
  total: Cents | null;
  fundingChoices: readonly AccountDto[];
  /** What goes with the funding account: the past-payments choice. */
  children?: ReactNode;
}) {
  const category = values.loanCategory;
  return (
    <StepCard step={4} title="Additional Monthly Costs (Optional)">
      <Field id="loan-propertyTax" label={taxLabel(category)} error={errors.propertyTax}>
        <MoneyInput
          currency={currency}
          id="loan-propertyTax"
          value={values.propertyTax}
          onChange={(v) => set('propertyTax', v)}
          error={errors.propertyTax}
        />
      </Field>
      <Field id="loan-insurance" label={insuranceLabel(category)} error={errors.insurance}>
        <MoneyInput
          currency={currency}
          id="loan-insurance"
          value={values.insurance}
          onChange={(v) => set('insurance', v)}
          error={errors.insurance}
        />
      </Field>
      <Field
        id="loan-supplementalInsurance"
        label="Additional Insurance (Monthly)"
        error={errors.supplementalInsurance}
      >
        <MoneyInput
          currency={currency}
          id="loan-supplementalInsurance"
          value={values.supplementalInsurance}
          onChange={(v) => set('supplementalInsurance', v)}
          error={errors.supplementalInsurance}
        />
      </Field>
      <Field
        id="loan-fundingAccountId"
        label="Paid From"
        error={errors.fundingAccountId}
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
      <Figure label="Total Monthly Cost" testId="loan-total-cost" cents={total} currency={currency} />
    </StepCard>
  );
}
