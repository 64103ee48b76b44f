import type { IsoDate } from '../../../domain/calendar';
import type { AccountDto } from '../../../shared/accounts';
import { Field, Select } from './form-fields';
import {
  addAssetLabel,
  addAssetSentence,
  type LoanFormValues,
  pastPaymentsSentence,
  type SetField,
} from './loan-form-model';

// The loan dialog's answers to "what did it buy?" and "were the past payments made from this account?"
// (decision 128): a loan on an asset the user already has adds no second one, and a loan begun before
// today takes nothing from the funding account unless asked, saying what it would take.

const checkbox = 'h-4 w-4 rounded border-input accent-primary';

/** Which of the user's assets the loan financed, or a box to add it from the price. */
export function FinancedAsset({
  values,
  choices,
  adds,
  error,
  set,
  setFlag,
  currency,
}: {
  values: LoanFormValues;
  choices: readonly AccountDto[];
  /** What the price is in. */
  currency: string;
  /** Whether saving adds the asset (the box's effective state). */
  adds: boolean;
  error: string | undefined;
  set: SetField;
  setFlag: (field: 'createAsset', value: boolean) => void;
}) {
  const sentence = addAssetSentence(values, currency);
  return (
    <>
      <Field
        id="loan-assetAccountId"
        label="What It Financed"
        error={error}
        hint="One of your assets: its value stays as it is and the price defaults from it."
      >
        <Select
          id="loan-assetAccountId"
          value={values.assetAccountId}
          onChange={(e) => set('assetAccountId', e.target.value)}
        >
          <option value="">None of my accounts</option>
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.accountName}
            </option>
          ))}
        </Select>
      </Field>
      {values.assetAccountId === '' && sentence !== null ? (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm" htmlFor="loan-createAsset">
            <input
              id="loan-createAsset"
              type="checkbox"
              className={checkbox}
              checked={adds}
              onChange={(e) => setFlag('createAsset', e.target.checked)}
            />
            {addAssetLabel(values.loanCategory)}
          </label>
          <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="loan-add-asset">
            {adds ? sentence : 'Nothing is added to your assets.'}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** For a loan begun before `through`, whether its past payments came out of the funding account. */
export function PastPayments({
  values,
  through,
  fundingName,
  setFlag,
  currency,
}: {
  values: LoanFormValues;
  through: IsoDate;
  /** What the payments are in. */
  currency: string;
  fundingName: string | null;
  setFlag: (field: 'postPastPayments', value: boolean) => void;
}) {
  if (fundingName === null) return null;
  const sentence = pastPaymentsSentence(values, through, fundingName, currency);
  if (sentence === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm" htmlFor="loan-postPastPayments">
        <input
          id="loan-postPastPayments"
          type="checkbox"
          className={checkbox}
          checked={values.postPastPayments}
          onChange={(e) => setFlag('postPastPayments', e.target.checked)}
        />
        Take the past payments from {fundingName}
      </label>
      <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="loan-past-payments">
        {values.postPastPayments
          ? sentence
          : `${fundingName} stays as it is: the balance you gave already includes what was paid.`}
      </p>
    </div>
  );
}
