import { Input } from '../../components/ui/input';
import { Field, Figure, invalidProps, MoneyInput, QuickPicks, Select, StepCard } from './form-fields';
import {
  previewPayment,
  RATE_QUICK_PICKS,
  type StepProps,
  TERM_OPTIONS,
  TERM_QUICK_PICKS,
} from './loan-form-model';

/** Step 3 of the loan dialog: principal, rate and term, with the live monthly payment. */
export function TermsStep({ values, errors, set, currency }: StepProps) {
  return (
    <StepCard step={3} title="Loan Terms">
      <Field id="loan-principal" label="Principal (Loan Amount)" error={errors.principal}>
        <MoneyInput
          currency={currency}
          id="loan-principal"
          value={values.principal}
          onChange={(v) => set('principal', v)}
          error={errors.principal}
        />
      </Field>
      <Field id="loan-interestRate" label="Interest Rate (%)" error={errors.interestRate}>
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
          {...invalidProps('loan-interestRate', errors.interestRate)}
        />
      </Field>
      <QuickPicks
        label="Common rates"
        options={RATE_QUICK_PICKS.map((r) => ({ value: r, text: `${r}%` }))}
        active={values.interestRate}
        onPick={(r) => set('interestRate', r)}
      />
      <Field id="loan-termYears" label="Term (Years)" error={errors.termYears}>
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
      <Figure
        currency={currency}
        label="Monthly Payment (Principal & Interest)"
        testId="loan-payment-preview"
        cents={previewPayment(values)}
      />
    </StepCard>
  );
}
