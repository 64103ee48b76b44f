import { useState } from 'react';
import type { IncomeOrExpense } from '../../../shared/transactions';
import { Dialog } from '../../components/ui/dialog';
import { useUserToday } from '../settings/use-settings';
import { type Category, KIND_LABEL } from './categories';
import { CategoryPicker } from './category-picker';
import { formErrorsFromServer, initialForm } from './form-model';
import { RecurringForm } from './recurring-form';
import { useTransactionSubmit } from './use-transaction-submit';

const TEXT: Record<IncomeOrExpense, { title: string; success: string; oneOff: string }> = {
  income: {
    title: 'Add Recurring Income',
    success: 'Income source added successfully',
    oneOff: 'Income added successfully',
  },
  expense: {
    title: 'Add Recurring Expense',
    success: 'Expense added successfully',
    oneOff: 'Expense added successfully',
  },
};

/**
 * docs/product.md §2.6: choose a category, then fill the form (Back returns to the categories). A successful
 * save closes and resets the dialog and refreshes transactions, balances and the cash-flow summary.
 * From an account's page it starts on that account, as a single transaction (`defaults`).
 */
export function AddRecurringDialog({
  kind,
  open,
  onOpenChange,
  defaults,
}: {
  kind: IncomeOrExpense;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: { accountId?: string; isRecurring?: boolean };
}) {
  const [category, setCategory] = useState<Category | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) {
      setCategory(null);
      save.reset();
    }
    onOpenChange(next);
  };
  // The user's date in their time zone (decision 038).
  const today = useUserToday();
  const save = useTransactionSubmit({
    // A single transaction is not an income source: Recurring turned off gets its own words.
    success: (payload) => (payload.isRecurring ? TEXT[kind].success : TEXT[kind].oneOff),
    onDone: () => changeOpen(false),
    errorsFromFields: formErrorsFromServer,
  });

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
          initial={initialForm(category, today, defaults)}
          pending={save.pending}
          serverErrors={save.serverErrors}
          submitLabel={`Add ${KIND_LABEL[kind]}`}
          onBack={() => {
            setCategory(null);
            save.reset();
          }}
          onSubmit={save.submit}
        />
      ) : (
        <CategoryPicker kind={kind} onPick={setCategory} />
      )}
    </Dialog>
  );
}
