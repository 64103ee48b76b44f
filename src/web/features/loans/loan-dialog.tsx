import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { LoanForm } from './loan-form';
import { useLoan } from './use-loans';

// `embedded` renders the form without its own dialog frame (inside the Add New Liability dialog's
// Calculator categories).
export interface LoanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loanId?: string;
  embedded?: boolean;
  /** Called after a successful save, e.g. to close the liability dialog around an embedded form. */
  onSaved?: () => void;
}

/**
 * 'Create New Loan' or 'Edit Loan Details' (docs/product.md §2.6). Editing pre-fills from the loan; after a save
 * the dialog closes and the loans, accounts and balance sheet refresh.
 */
export function LoanDialog({ open, onOpenChange, loanId, embedded = false, onSaved }: LoanDialogProps) {
  const loan = useLoan(open ? loanId : undefined);
  const saved = () => {
    onSaved?.();
    if (!embedded) onOpenChange(false);
  };
  let body: React.ReactNode = null;
  if (open) {
    if (loanId && loan.isLoading) {
      body = (
        <p role="status" className="text-muted-foreground">
          Loading…
        </p>
      );
    } else if (loanId && !loan.data) {
      body = (
        <p role="alert" className="text-destructive">
          {errorMessage(loan.error, 'Could not load this loan.')}
        </p>
      );
    } else {
      body = (
        <LoanForm
          key={loan.data?.id ?? 'new'}
          loan={loan.data}
          embedded={embedded}
          onSaved={saved}
          onCancel={() => onOpenChange(false)}
        />
      );
    }
  }
  if (embedded) return open ? body : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={loanId ? 'Edit Loan Details' : 'Create New Loan'}
      className="max-w-4xl"
    >
      {body}
    </Dialog>
  );
}
