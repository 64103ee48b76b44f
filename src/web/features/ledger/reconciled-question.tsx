import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RECONCILED_WARNING } from './register-model';

/**
 * Asked before a reconciled transaction is changed (decision 138): `pending` is the change waiting for
 * the answer, run on Continue; either answer closes the question.
 */
export function ReconciledQuestion({
  pending,
  onClose,
}: {
  pending: (() => void) | null;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reconciled transaction"
      description={RECONCILED_WARNING}
      confirmLabel="Continue"
      onConfirm={() => {
        pending?.();
        onClose();
      }}
    />
  );
}
