import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Menu, MenuItem } from '../../components/ui/menu';
import { AddAssetDialog, AddLiabilityDialog, AddRecurringDialog, TransferDialog } from '../dialogs';

type Open = 'asset' | 'liability' | 'income' | 'expense' | 'transfer' | null;

const ITEMS: { key: Exclude<Open, null>; label: string }[] = [
  { key: 'asset', label: 'Add Asset' },
  { key: 'liability', label: 'Add Liability' },
  { key: 'income', label: 'Add Income' },
  { key: 'expense', label: 'Add Expense' },
  { key: 'transfer', label: 'Add Transfer' },
];

export function AddMenu() {
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <>
      <Menu
        className="min-w-44 p-1"
        trigger={(props) => (
          <Button {...props}>
            <Plus className="size-4" aria-hidden="true" /> Add{' '}
            <ChevronDown className="size-4" aria-hidden="true" />
          </Button>
        )}
      >
        {ITEMS.map((item) => (
          <MenuItem key={item.key} onSelect={() => setOpen(item.key)} className="px-3">
            {item.label}
          </MenuItem>
        ))}
      </Menu>
      <AddAssetDialog open={open === 'asset'} onOpenChange={close} />
      <AddLiabilityDialog open={open === 'liability'} onOpenChange={close} />
      <AddRecurringDialog kind="income" open={open === 'income'} onOpenChange={close} />
      <AddRecurringDialog kind="expense" open={open === 'expense'} onOpenChange={close} />
      <TransferDialog open={open === 'transfer'} onOpenChange={close} />
    </>
  );
}
