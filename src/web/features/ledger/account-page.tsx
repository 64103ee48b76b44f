import { ArrowLeft, ArrowLeftRight, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { isNegativeDecimal } from '../../../domain/big-cents';
import { subtypeLabel } from '../../../shared/account-categories';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { useAccounts } from '../accounts/queries';
import { TransferDialog } from '../dialogs';
import { ImportSection } from '../imports/import-section';
import { AccountBaseValue } from './account-base-value';
import { OneOffDialog } from './one-off-dialog';
import { RegisterCard } from './register-card';

type Open = 'income' | 'expense' | 'transfer' | null;

/** /portfolio/accounts/:id: one account's balance, its register and chart, and what moves it. */
export default function AccountPage() {
  const { id = '' } = useParams<{ id: string }>();
  const accounts = useAccounts();
  const [open, setOpen] = useState<Open>(null);
  const account = accounts.data?.find((a) => a.id === id);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  if (accounts.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  if (accounts.isError) {
    return (
      <p role="alert" className="text-negative">
        {errorMessage(accounts.error, 'Could not load your accounts. Please try again.')}
      </p>
    );
  }
  if (!account) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold">Account not found</h1>
        <p className="text-muted-foreground">It may have been deleted.</p>
        <Link href="/portfolio/assets" className="text-primary underline-offset-4 hover:underline">
          Back to your assets
        </Link>
      </div>
    );
  }

  const isLiability = account.accountType === 'LIABILITY';
  const back = isLiability
    ? { href: '/portfolio/liabilities', label: 'Liabilities' }
    : { href: '/portfolio/assets', label: 'Assets' };
  // A loan's own account moves with its payments only; money is recorded on the others.
  const canRecord = account.loanId === null && account.isActive;

  return (
    <div className="flex flex-col gap-6">
      <Link
        href={back.href}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
      </Link>
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{account.accountName}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge tone="outline">{isLiability ? 'Liability' : 'Asset'}</Badge>
            {account.accountSubtype ? <span>{subtypeLabel(account.accountSubtype)}</span> : null}
            {account.loanId ? <Badge tone="outline">Loan</Badge> : null}
            <span data-testid="tracked-since">Tracked since {trackedSinceLabel(account.trackedSince)}</span>
          </p>
        </div>
        <div className="flex flex-col sm:items-end">
          <span className="text-sm text-muted-foreground">{isLiability ? 'Balance owed' : 'Balance'}</span>
          <span
            data-testid="account-balance"
            aria-live="polite"
            className={cn(
              'text-3xl font-bold tabular-nums break-all',
              isNegativeDecimal(account.currentBalance) && 'text-negative',
            )}
          >
            {moneyIn(account.currentBalance, account.currency)}
          </span>
          <AccountBaseValue accountId={account.id} currency={account.currency} />
        </div>
      </div>
      {canRecord ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOpen('income')}>
            <Plus className="size-4" aria-hidden="true" /> Add Income
          </Button>
          <Button variant="outline" onClick={() => setOpen('expense')}>
            <Minus className="size-4" aria-hidden="true" /> Add Expense
          </Button>
          <Button variant="outline" onClick={() => setOpen('transfer')}>
            <ArrowLeftRight className="size-4" aria-hidden="true" /> Transfer
          </Button>
        </div>
      ) : null}
      <RegisterCard account={account} canRecord={canRecord} />
      {canRecord ? (
        <ImportSection accountId={account.id} accountName={account.accountName} currency={account.currency} />
      ) : null}
      <OneOffDialog kind="income" accountId={account.id} open={open === 'income'} onOpenChange={close} />
      <OneOffDialog kind="expense" accountId={account.id} open={open === 'expense'} onOpenChange={close} />
      <TransferDialog
        open={open === 'transfer'}
        onOpenChange={close}
        defaults={isLiability ? { toAccountId: account.id } : { fromAccountId: account.id }}
      />
    </div>
  );
}

/** '2025-11-01' as 'Nov 1, 2025': the day the account begins to count in Net Worth (decision 125). */
function trackedSinceLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[(month ?? 1) - 1] ?? ''} ${day}, ${year}`;
}
