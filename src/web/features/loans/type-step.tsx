import { LOAN_CATEGORIES, LOAN_MESSAGES, LOAN_TYPES } from '../../../shared/loans';
import { Input } from '../../components/ui/input';
import { currencyLabel } from '../../lib/currency-names';
import { Field, invalidProps, Select, StepCard } from './form-fields';
import { LOAN_CURRENCIES, type StepProps } from './loan-form-model';

/**
 * Step 1 of the loan dialog: name, category and type, the start date, and the currency the loan is in
 * (issue 24), which an edit cannot change.
 */
export function TypeStep({
  values,
  errors,
  set,
  currency,
  editing,
}: StepProps & {
  editing: boolean;
}) {
  return (
    <StepCard step={1} title="What type of loan?">
      <Field id="loan-name" label="Loan Name" error={errors.name}>
        <Input
          id="loan-name"
          value={values.name}
          maxLength={100}
          placeholder="e.g. Family Home Mortgage"
          onChange={(e) => set('name', e.target.value)}
          {...invalidProps('loan-name', errors.name)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="loan-category" label="Category" error={errors.loanCategory}>
          <Select
            id="loan-category"
            value={values.loanCategory}
            onChange={(e) => set('loanCategory', e.target.value)}
          >
            {LOAN_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="loan-type" label="Loan Type" error={errors.loanType}>
          <Select
            id="loan-type"
            value={values.loanType}
            onChange={(e) => set('loanType', e.target.value)}
            {...invalidProps('loan-type', errors.loanType)}
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
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="loan-startDate" label="Start Date" error={errors.startDate}>
          <Input
            id="loan-startDate"
            type="date"
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            {...invalidProps('loan-startDate', errors.startDate)}
          />
        </Field>
        <Field
          id="loan-currency"
          label="Currency"
          error={errors.currency}
          hint={editing ? LOAN_MESSAGES.currencyChange : undefined}
        >
          <Select
            id="loan-currency"
            value={currency}
            disabled={editing}
            onChange={(e) => set('currency', e.target.value)}
            {...invalidProps('loan-currency', errors.currency)}
          >
            {/* A base currency the loan cannot be in (JPY) is shown, and refused with the server's message. */}
            {!LOAN_CURRENCIES.includes(currency) ? (
              <option value={currency}>{currencyLabel(currency)}</option>
            ) : null}
            {LOAN_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </StepCard>
  );
}
