import { useRef } from 'react';
import type { Transaction } from '../../../shared/transactions';
import { Dialog } from '../../components/ui/dialog';
import { offerAfterCategorizing } from '../rules/offer-store';
import { categoriesOf, categoryOfTags, KIND_LABEL } from './categories';
import { formErrorsFromServer, formOf } from './form-model';
import { useCategories } from './queries';
import { RecurringForm } from './recurring-form';
import { TransferForm } from './transfer-form';
import { transferErrorsFromFields, transferFormOf } from './transfer-model';
import { useTransactionSubmit } from './use-transaction-submit';

/** 'Edit Income', 'Edit Expense' or 'Edit Transfer': the add form, filled in, saved with PUT. */
export function EditTransactionDialog({
  item,
  onClose,
}: {
  /** The transaction being edited; null when the dialog is closed. */
  item: Transaction | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? `Edit ${KIND_LABEL[item.type]}` : 'Edit'}
      description={item?.description}
    >
      {item ? <EditForm key={item.id} item={item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ item, onClose }: { item: Transaction; onClose: () => void }) {
  const categories = useCategories();
  const success = `${KIND_LABEL[item.type]} updated successfully`;
  // Categorizing a payee by hand may earn an "always put PAYEE in CATEGORY" offer (issue 22).
  const newCategory = useRef<string | null | undefined>(null);
  const recurringSave = useTransactionSubmit({
    id: item.id,
    // A reconciled row is opened for editing only after the user agreed to change it.
    confirmReconciled: item.reconciled,
    success,
    onDone: () => {
      onClose();
      if (newCategory.current && newCategory.current !== item.categoryId)
        void offerAfterCategorizing(item.id);
    },
    errorsFromFields: formErrorsFromServer,
  });
  const transferSave = useTransactionSubmit({
    id: item.id,
    // A reconciled row is opened for editing only after the user agreed to change it.
    confirmReconciled: item.reconciled,
    success,
    onDone: onClose,
    errorsFromFields: transferErrorsFromFields,
  });
  if (item.type === 'transfer') {
    return (
      <TransferForm
        initial={transferFormOf(item)}
        pending={transferSave.pending}
        serverErrors={transferSave.serverErrors}
        submitLabel="Save Changes"
        onCancel={onClose}
        onSubmit={transferSave.submit}
      />
    );
  }
  const kind = item.type;
  const list = categoriesOf(kind);
  // The dialog category: the one its tag names, else its budget category's, else 'Other'.
  const slug = categories.data?.find((c) => c.id === item.categoryId)?.slug;
  const tagged = categoryOfTags(kind, item.tags);
  // Filed nowhere (an imported row): the form keeps it so, rather than preselecting 'Other'.
  const uncategorized = item.categoryId === null && tagged === null;
  const category = tagged ?? list.find((c) => c.id === slug) ?? list[list.length - 1];
  if (!category) return null;
  return (
    <RecurringForm
      kind={kind}
      category={category}
      initial={formOf(item, category)}
      pending={recurringSave.pending}
      serverErrors={recurringSave.serverErrors}
      submitLabel="Save Changes"
      onBack={onClose}
      backLabel="Cancel"
      uncategorized={uncategorized}
      onSubmit={(payload) => {
        newCategory.current = payload.categoryId;
        recurringSave.submit(payload);
      }}
    />
  );
}
