import { ChevronDown, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { AddAssetDialog } from '../accounts/add-asset-dialog';
import { AddLiabilityDialog } from '../accounts/add-liability-dialog';
import { AddRecurringDialog } from '../income-expenses/add-recurring-dialog';
import { TransferDialog } from '../income-expenses/transfer-dialog';

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
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button>
            <Plus className="size-4" aria-hidden="true" /> Add{' '}
            <ChevronDown className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
          >
            {ITEMS.map((item) => (
              <DropdownMenu.Item
                key={item.key}
                onSelect={() => setOpen(item.key)}
                className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
              >
                {item.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <AddAssetDialog open={open === 'asset'} onOpenChange={close} />
      <AddLiabilityDialog open={open === 'liability'} onOpenChange={close} />
      <AddRecurringDialog kind="income" open={open === 'income'} onOpenChange={close} />
      <AddRecurringDialog kind="expense" open={open === 'expense'} onOpenChange={close} />
      <TransferDialog open={open === 'transfer'} onOpenChange={close} />
    </>
  );
}
