import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LOAN_CATEGORIES } from '../../../shared/loan-kinds';
import type { LoanView } from '../../../shared/loans';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { moneyIn, percentText, totalInEachCurrency } from '../../lib/money-text';
import { categoryLabel, loanDetailHref, monthYear } from './format';
import { PaidOffBadge } from './paid-off-badge';
import { useLoans } from './use-loans';

/** A group's total of one figure, in each of its loans' currencies. */
const total = (loans: readonly LoanView[], pick: (loan: LoanView) => string) =>
  totalInEachCurrency(loans.map((loan) => ({ amount: pick(loan), currency: loan.currency })));

const LoanDetailDialog = lazy(() => import('./loan-detail-dialog'));

/** The planning tab this list is on: a loan's detail opens over it, and closing returns here. */
const PLANNING_LOANS = '/planning/loans';

interface Group {
  category: string;
  loans: LoanView[];
}

/** Loans grouped by category, in the dialog's order ('home' with mortgages, 'education' with student). */
function groupByCategory(loans: readonly LoanView[]): Group[] {
  const canonical = (c: string) => (c === 'home' ? 'mortgage' : c === 'education' ? 'student' : c);
  const order: string[] = LOAN_CATEGORIES.map((c) => c.id);
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  const groups = new Map<string, LoanView[]>();
  for (const loan of loans) {
    const key = canonical(loan.loanCategory);
    groups.set(key, [...(groups.get(key) ?? []), loan]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, list]) => ({ category, loans: list }));
}

/** docs/product.md §2.5: the planning dashboard's Loans tab, loans grouped by category. */
export function LoansByCategory() {
  const loans = useLoans();
  const [, navigate] = useLocation();
  const openLoanId = new URLSearchParams(useSearch()).get('loan');
  if (loans.isLoading) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  if (loans.error) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(loans.error, 'Could not load your loans.')}
      </p>
    );
  }
  const groups = groupByCategory(loans.data ?? []);
  if (groups.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
        No loans yet. Add one from the Portfolio with Add Liability, then Loan.
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <Card key={group.category}>
          <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
            <CardTitle>{categoryLabel(group.category)}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {group.loans.length} {group.loans.length === 1 ? 'loan' : 'loans'} · Balance{' '}
              <span className="font-semibold text-foreground tabular-nums">
                {total(group.loans, (l) => l.currentBalance)}
              </span>{' '}
              · Monthly {total(group.loans, (l) => (l.paidOffOn ? '0.00' : l.monthlyPayment))}
            </p>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border">
              {group.loans.map((loan) => (
                <li key={loan.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col">
                    <Link
                      href={loanDetailHref(loan.id, PLANNING_LOANS)}
                      className="truncate font-medium text-primary hover:underline"
                    >
                      {loan.name}
                    </Link>
                    <PaidOffBadge loan={loan} />
                    <span className="text-xs text-muted-foreground">
                      {loan.loanType} · {percentText(loan.interestRate)} · {loan.termYears * 12} months · paid
                      off {monthYear(loan.payoffDate)}
                    </span>
                  </div>
                  <dl className="flex gap-6 text-sm tabular-nums">
                    <div className="flex flex-col items-end">
                      <dt className="text-xs text-muted-foreground">Monthly</dt>
                      <dd>{moneyIn(loan.monthlyPayment, loan.currency)}</dd>
                    </div>
                    <div className="flex flex-col items-end">
                      <dt className="text-xs text-muted-foreground">Balance</dt>
                      <dd className="font-semibold">{moneyIn(loan.currentBalance, loan.currency)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
      {openLoanId ? (
        <Suspense fallback={null}>
          <LoanDetailDialog loanId={openLoanId} onClose={() => navigate(PLANNING_LOANS)} />
        </Suspense>
      ) : null}
    </div>
  );
}
