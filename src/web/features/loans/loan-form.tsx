import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AccountDto } from '../../../shared/accounts';
import type { LoanView } from '../../../shared/loans';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useBaseCurrency, useUserToday } from '../settings/use-settings';
import { CostsStep } from './costs-step';
import { PastPayments } from './financed-asset';
import {
  addsAsset,
  assetChoices,
  defaultValues,
  type Errors,
  errorsFromFields,
  fundingChoices,
  type LoanFormValues,
  missingRequired,
  shownCurrency,
  type TextField,
  toPayload,
  totalMonthlyCost,
  validatePayload,
  valuesOfLoan,
  withField,
} from './loan-form-model';
import { PriceStep } from './price-step';
import { TermsStep } from './terms-step';
import { TypeStep } from './type-step';
import { useLoans, useSaveLoan } from './use-loans';

/**
 * The loan create/edit form of docs/product.md §2.6: four steps laid out together, then Create/Update and
 * Cancel. It holds the state and the save; the rules are in loan-form-model.ts, each step's layout apart.
 */
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
  const baseCurrency = useBaseCurrency();
  const [values, setValues] = useState<LoanFormValues>(() =>
    loan ? valuesOfLoan(loan) : defaultValues(today),
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveLoan(loan?.id);
  const accounts = useQuery<AccountDto[]>({ queryKey: ['/api/accounts'] });
  const loans = useLoans();
  const allAccounts = accounts.data ?? [];
  const funding = fundingChoices(allAccounts, loans.data ?? [], values.fundingAccountId);
  const adds = addsAsset(values, allAccounts);

  const set = (field: TextField, value: string) => {
    setValues((current) => withField(current, field, value, allAccounts));
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
    const payload = toPayload(values, adds);
    // The contract's own messages by field, before a request is made (the server says the same).
    const found = validatePayload(payload);
    if (Object.keys(found).length > 0) {
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
        if (error instanceof ApiError && error.body?.fields) setErrors(errorsFromFields(error.body.fields));
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save loan'),
          variant: 'destructive',
        });
      },
    });
  };

  const currency = shownCurrency(values, loan, allAccounts, baseCurrency);
  const step = { values, errors, set, currency };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {embedded ? (
        <h3 className="text-lg font-semibold">{loan ? 'Edit Loan Details' : 'Create New Loan'}</h3>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TypeStep {...step} editing={loan !== undefined} />
        <PriceStep
          {...step}
          financedChoices={assetChoices(allAccounts, loan?.assetOwned ? loan.assetAccountId : null)}
          addsAsset={adds}
          setCreateAsset={setFlag}
        />
        <TermsStep {...step} />
        <CostsStep {...step} total={totalMonthlyCost(values)} fundingChoices={funding}>
          <PastPayments
            values={values}
            // Past payments are those due by the day the loan is (or was) added.
            through={loan?.recordedOn ?? today}
            fundingName={funding.find((a) => a.id === values.fundingAccountId)?.accountName ?? null}
            setFlag={setFlag}
            currency={currency}
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
