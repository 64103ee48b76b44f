// Owned by the loans feature; it replaces this placeholder. `embedded` renders the form without its own
// dialog frame (inside the Add New Liability dialog's Calculator categories).
export interface LoanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loanId?: string;
  embedded?: boolean;
  /** Called after a successful save, e.g. to close the liability dialog around an embedded form. */
  onSaved?: () => void;
}

export function LoanDialog(_props: LoanDialogProps) {
  return null;
}
