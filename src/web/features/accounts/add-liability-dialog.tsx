import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { type AccountCategory, type AccountDto, LIABILITY_CATEGORIES } from '../../../shared/accounts';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../hooks/use-toast';
import { LoanDialog } from '../loans/loan-dialog';
import { categoryOfAccount } from './account-category';
import { AccountForm } from './account-form';
import { CategoryChooser } from './category-chooser';

interface AddLiabilityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing a plain liability account: the form directly, titled 'Edit Liability'. */
  account?: AccountDto;
}

/**
 * 'Add New Liability': category cards; Loan and Student Loan (marked 'Calculator') open the loan
 * dialog embedded, the others a simple form. Back returns to the chooser.
 */
export function AddLiabilityDialog({ open, onOpenChange, account }: AddLiabilityDialogProps) {
  const [picked, setPicked] = useState<AccountCategory | null>(null);
  const category = account ? categoryOfAccount(account) : picked;
  const change = (next: boolean) => {
    if (!next) setPicked(null);
    onOpenChange(next);
  };
  const back = () => setPicked(null);

  let body: React.ReactNode;
  if (!category) {
    body = <CategoryChooser categories={LIABILITY_CATEGORIES} onPick={setPicked} />;
  } else if (category.calculator && !account) {
    body = (
      <div className="flex flex-col gap-4">
        <Button variant="outline" className="self-start" onClick={back}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back
        </Button>
        <LoanDialog
          open
          embedded
          onOpenChange={(next) => {
            if (!next) change(false);
          }}
          onSaved={() => {
            toast({
              title: 'Loan Added',
              description: 'Your loan has been created successfully with automatic accounting entries.',
            });
            change(false);
          }}
        />
      </div>
    );
  } else {
    body = (
      <AccountForm
        key={account?.id ?? category.id}
        type="LIABILITY"
        category={category}
        account={account}
        onBack={account ? undefined : back}
        onDone={() => change(false)}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={account ? 'Edit Liability' : 'Add New Liability'}
      description={category ? undefined : 'What kind of debt is it?'}
      className={category?.calculator && !account ? 'max-w-4xl' : undefined}
    >
      {body}
    </Dialog>
  );
}
