import { useState } from 'react';
import type { IncomeOrExpense, TransactionInput } from '../../../shared/transactions';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import type { Category } from './categories';
import { CategoryPicker } from './category-picker';
import { type FormErrors, formErrorsFromServer } from './form-model';
import { useCreateTransaction } from './queries';
import { RecurringForm } from './recurring-form';

const TEXT: Record<IncomeOrExpense, { title: string; success: string }> = {
  income: { title: 'Add Recurring Income', success: 'Income source added successfully' },
  expense: { title: 'Add Recurring Expense', success: 'Expense added successfully' },
};

/**
 * SPEC.md 2.6: choose a category, then fill the form (Back returns to the categories). A successful
 * save closes and resets the dialog and refreshes transactions and the cash-flow summary.
 */
export function AddRecurringDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: IncomeOrExpense;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [category, setCategory] = useState<Category | null>(null);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const create = useCreateTransaction();

  const reset = () => {
    setCategory(null);
    setServerErrors({});
    create.reset();
  };
  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (payload: TransactionInput) => {
    setServerErrors({});
    create.mutate(payload, {
      onSuccess: () => {
        toast({ title: TEXT[kind].success });
        changeOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(formErrorsFromServer(error.body?.fields));
        toast({
          title: 'Error',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={TEXT[kind].title}
      description={category ? 'Enter the details' : `Choose a category for this ${kind}`}
    >
      {category ? (
        <RecurringForm
          key={category.id}
          kind={kind}
          category={category}
          pending={create.isPending}
          serverErrors={serverErrors}
          onBack={() => {
            setCategory(null);
            setServerErrors({});
          }}
          onSubmit={submit}
        />
      ) : (
        <CategoryPicker kind={kind} onPick={setCategory} />
      )}
    </Dialog>
  );
}
