import { Dialog } from '../../components/ui/dialog';
import { useUserToday } from '../settings/use-settings';
import { TransferForm } from './transfer-form';
import { initialTransfer, transferErrorsFromFields } from './transfer-model';
import { useTransactionSubmit } from './use-transaction-submit';

/** 'Add Transfer': paying a credit card from checking, moving savings; from the page's account. */
export function TransferDialog({
  open,
  onOpenChange,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: { fromAccountId?: string; toAccountId?: string };
}) {
  const close = () => {
    save.reset();
    onOpenChange(false);
  };
  // The user's date in their time zone (decision 038).
  const today = useUserToday();
  const save = useTransactionSubmit({
    success: 'Transfer added successfully',
    onDone: close,
    errorsFromFields: transferErrorsFromFields,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add Transfer"
      description="Move money between two of your accounts"
    >
      {open ? (
        <TransferForm
          initial={initialTransfer(today, defaults)}
          pending={save.pending}
          serverErrors={save.serverErrors}
          submitLabel="Add Transfer"
          onCancel={close}
          onSubmit={save.submit}
        />
      ) : null}
    </Dialog>
  );
}
