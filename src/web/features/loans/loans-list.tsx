import { CalendarRange, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { LoanView } from '../../../shared/loans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog, deleteConfirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { moneyIn, percentText } from '../../lib/money-text';
import { LoanDialog } from '../dialogs';
import { prefetchAccountPage } from '../ledger/account-page-code';
import { categoryLabel, loanDetailHref } from './format';
import { PaidOffBadge } from './paid-off-badge';
import { useDeleteLoan, useLoans } from './use-loans';

// The detail view (schedule table, chart, what-if) is its own chunk, loaded when a loan is opened.
const LoanDetailDialog = lazy(() => import('./loan-detail-dialog'));

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? 'font-semibold tabular-nums' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}

/** docs/product.md §2.4: the loans in the liabilities tab, each with its terms, edit and delete. */
export function LoansList() {
  const loans = useLoans();
  const [, navigate] = useLocation();
  const openLoanId = new URLSearchParams(useSearch()).get('loan');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LoanView | null>(null);
  const remove = useDeleteLoan();

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Loan Deleted', description: `"${name}" has been deleted.` });
        setDeleting(null);
        if (openLoanId === id) navigate('/portfolio/liabilities');
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete loan'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  if (loans.isLoading) return null;
  if (loans.error) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(loans.error, 'Could not load your loans.')}
      </p>
    );
  }
  const list = loans.data ?? [];
  return (
    <>
      {list.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Loans</CardTitle>
            <p className="text-sm text-muted-foreground">
              {list.length} {list.length === 1 ? 'loan' : 'loans'} with amortization schedules
            </p>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border" aria-label="Loans">
              {list.map((loan) => (
                <li key={loan.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <span className="flex flex-wrap items-center gap-2">
                      {loan.accountId ? (
                        <Link
                          href={`/portfolio/accounts/${loan.accountId}`}
                          onPointerEnter={prefetchAccountPage}
                          onFocus={prefetchAccountPage}
                          className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
                        >
                          {loan.name}
                        </Link>
                      ) : (
                        <span className="truncate font-medium">{loan.name}</span>
                      )}
                      <Badge tone="outline">{categoryLabel(loan.loanCategory)}</Badge>
                      <PaidOffBadge loan={loan} />
                      <span className="text-xs text-muted-foreground">{loan.loanType}</span>
                    </span>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
                      <Figure label="Interest Rate" value={percentText(loan.interestRate)} />
                      <Figure label="Term" value={`${loan.termYears * 12} months`} />
                      <Figure label="Principal" value={moneyIn(loan.principal, loan.currency)} />
                      <Figure label="Monthly Payment" value={moneyIn(loan.monthlyPayment, loan.currency)} />
                      <Figure
                        label="Current Balance"
                        value={moneyIn(loan.currentBalance, loan.currency)}
                        strong
                      />
                    </dl>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button variant="outline" size="sm" onClick={() => navigate(loanDetailHref(loan.id))}>
                      <CalendarRange className="size-4" aria-hidden="true" />
                      <span>
                        Schedule<span className="sr-only"> of {loan.name}</span>
                      </span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${loan.name}`}
                      onClick={() => setEditing(loan.id)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${loan.name}`}
                      onClick={() => setDeleting(loan)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <LoanDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        loanId={editing ?? undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title="Delete loan?"
        description={deleteConfirmation(deleting?.name ?? '')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      {openLoanId ? (
        <Suspense fallback={null}>
          <LoanDetailDialog loanId={openLoanId} onClose={() => navigate('/portfolio/liabilities')} />
        </Suspense>
      ) : null}
    </>
  );
}
