import { useState } from 'react';
import { type AccountCategory, type AccountDto, ASSET_CATEGORIES } from '../../../shared/accounts';
import { Dialog } from '../../components/ui/dialog';
import { categoryOfAccount } from './account-category';
import { AccountForm } from './account-form';
import { CategoryChooser } from './category-chooser';

interface AddAssetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing: the dialog opens straight at the form, titled 'Edit Asset'. */
  account?: AccountDto;
}

/** 'Add New Asset' (category cards, then the form, with Back) or 'Edit Asset' (the form directly). */
export function AddAssetDialog({ open, onOpenChange, account }: AddAssetDialogProps) {
  const [picked, setPicked] = useState<AccountCategory | null>(null);
  const category = account ? categoryOfAccount(account) : picked;
  // Closing resets to the chooser.
  const change = (next: boolean) => {
    if (!next) setPicked(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={account ? 'Edit Asset' : 'Add New Asset'}
      description={category ? undefined : 'What kind of asset is it?'}
    >
      {category ? (
        <AccountForm
          key={account?.id ?? category.id}
          type="ASSET"
          category={category}
          account={account}
          onBack={account ? undefined : () => setPicked(null)}
          onDone={() => change(false)}
        />
      ) : (
        <CategoryChooser categories={ASSET_CATEGORIES} onPick={setPicked} />
      )}
    </Dialog>
  );
}
