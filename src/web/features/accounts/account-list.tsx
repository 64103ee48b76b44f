import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { isNegativeDecimal } from '../../../domain/big-cents';
import { subtypeLabel } from '../../../shared/account-categories';
import type { AccountDto } from '../../../shared/accounts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, deleteConfirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { prefetchAccountPage } from '../ledger/account-page-code';
import { categoryOfAccount } from './account-category';
import { CategoryIcon } from './category-chooser';
import { useDeleteAccount } from './queries';

function details(account: AccountDto): string[] {
  const parts = [
    account.accountSubtype ? subtypeLabel(account.accountSubtype) : categoryOfAccount(account).label,
  ];
  if (account.accountNumber) parts.push(`No. ${account.accountNumber}`);
  if (account.interestRate) parts.push(`${Number(account.interestRate)}% APR`);
  if (account.minimumPayment) parts.push(`Min. ${moneyIn(account.minimumPayment, account.currency)}`);
  if (account.creditLimit) parts.push(`Limit ${moneyIn(account.creditLimit, account.currency)}`);
  return parts;
}

/** Asset or liability accounts, each with its balance, an edit and a delete button. */
export function AccountList({
  accounts,
  onEdit,
}: {
  accounts: readonly AccountDto[];
  onEdit: (account: AccountDto) => void;
}) {
  const [deleting, setDeleting] = useState<AccountDto | null>(null);
  const remove = useDeleteAccount();
  const confirm = () => {
    if (!deleting) return;
    const { id, accountName, accountType } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        toast({
          title: `${accountType === 'ASSET' ? 'Asset' : 'Liability'} Deleted`,
          description: `"${accountName}" has been deleted.`,
        });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description:
            error instanceof ApiError && error.status === 409
              ? error.userMessage
              : errorMessage(error, 'Failed to delete account'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };
  return (
    <>
      <ul className="flex flex-col divide-y divide-border">
        {accounts.map((account) => (
          // Under 640 px a card (docs/decisions/140): name and details over the balance, buttons beside.
          <li
            key={account.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3 sm:flex"
          >
            <span className="hidden rounded-md bg-muted p-2 text-primary sm:block">
              <CategoryIcon id={categoryOfAccount(account).id} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                <Link
                  href={`/portfolio/accounts/${account.id}`}
                  onPointerEnter={prefetchAccountPage}
                  onFocus={prefetchAccountPage}
                  className="break-words underline-offset-4 sm:truncate hover:underline focus-visible:underline"
                >
                  {account.accountName}
                </Link>
                {account.linkedAs === 'funding' ? (
                  <Badge tone="outline">Pays a loan</Badge>
                ) : account.linkedLoanId ? (
                  <Badge tone="outline">Loan</Badge>
                ) : null}
              </span>
              <span className="text-xs text-muted-foreground">{details(account).join(' · ')}</span>
              {account.description ? (
                <span className="truncate text-xs text-muted-foreground">{account.description}</span>
              ) : null}
            </div>
            <span
              className={cn(
                'font-semibold tabular-nums max-sm:col-start-1 max-sm:row-start-2 sm:text-right',
                isNegativeDecimal(account.currentBalance) && 'text-negative',
              )}
            >
              {moneyIn(account.currentBalance, account.currency)}
            </span>
            <div className="flex shrink-0 max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${account.accountName}`}
                onClick={() => onEdit(account)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${account.accountName}`}
                onClick={() => setDeleting(account)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={`Delete ${deleting?.accountType === 'LIABILITY' ? 'liability' : 'asset'}?`}
        description={deleteConfirmation(deleting?.accountName ?? '')}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
