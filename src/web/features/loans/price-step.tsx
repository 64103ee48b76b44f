import type { AccountDto } from '../../../shared/accounts';
import { FinancedAsset } from './financed-asset';
import { Field, MoneyInput, QuickPicks, StepCard } from './form-fields';
import {
  DOWN_PAYMENT_PERCENTS,
  downPaymentFor,
  priceLabel,
  type StepProps,
  showsDownPaymentPicks,
} from './loan-form-model';

/** Step 2 of the loan dialog: what the loan financed, its price and the down payment. */
export function PriceStep({
  values,
  errors,
  set,
  currency,
  financedChoices,
  addsAsset,
  setCreateAsset,
}: StepProps & {
  financedChoices: readonly AccountDto[];
  /** Whether saving adds the asset (the box's effective state). */
  addsAsset: boolean;
  setCreateAsset: (field: 'createAsset', value: boolean) => void;
}) {
  const category = values.loanCategory;
  return (
    <StepCard step={2} title="Asset Value & Down Payment">
      <FinancedAsset
        values={values}
        choices={financedChoices}
        adds={addsAsset}
        error={errors.assetAccountId}
        set={set}
        setFlag={setCreateAsset}
        currency={currency}
      />
      <Field id="loan-homePrice" label={priceLabel(category)} error={errors.homePrice} hint="Optional">
        <MoneyInput
          currency={currency}
          id="loan-homePrice"
          value={values.homePrice}
          onChange={(v) => set('homePrice', v)}
          error={errors.homePrice}
        />
      </Field>
      <Field id="loan-downPayment" label="Down Payment" error={errors.downPayment} hint="Optional">
        <MoneyInput
          currency={currency}
          id="loan-downPayment"
          value={values.downPayment}
          onChange={(v) => set('downPayment', v)}
          error={errors.downPayment}
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
  );
}
