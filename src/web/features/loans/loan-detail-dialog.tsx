import { lazy, Suspense } from 'react';
import type { LoanView, ScheduleView } from '../../../shared/loans';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { ExtraPaymentsList } from './extra-payments-list';
import { monthYear } from './format';
import { ScheduleTable } from './schedule-table';
import { useLoan, useSchedule } from './use-loans';
import { WhatIfPanel } from './what-if-panel';

// The chart loads in its own chunk, after the figures and the table.
const ScheduleChart = lazy(() => import('./schedule-chart'));

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The loan's detail view: its figures, the extra-payment what-if, recorded extras, chart and schedule. */
export default function LoanDetailDialog({ loanId, onClose }: { loanId: string; onClose: () => void }) {
  const loan = useLoan(loanId);
  const schedule = useSchedule(loanId);
  const failed = loan.error ?? schedule.error;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={loan.data ? loan.data.name : 'Loan'}
      description="Amortization schedule, extra payments and the interest they save"
      className="max-w-5xl"
    >
      {failed ? (
        <p role="alert" className="text-destructive">
          {errorMessage(failed, 'Could not load this loan.')}
        </p>
      ) : !loan.data || !schedule.data ? (
        <p role="status" className="text-muted-foreground">
          Loading…
        </p>
      ) : (
        <LoanDetail loan={loan.data} schedule={schedule.data} />
      )}
    </Dialog>
  );
}

function LoanDetail({ loan, schedule }: { loan: LoanView; schedule: ScheduleView }) {
  const money = (text: string) => moneyIn(text, loan.currency);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-5">
        <Stat label="Monthly Payment" value={money(schedule.monthlyPayment)} />
        <Stat label="Current Balance" value={money(schedule.currentBalance)} testId="loan-current-balance" />
        <Stat label="Total Interest" value={money(schedule.totalInterest)} testId="loan-total-interest" />
        <Stat
          label={loan.paidOffOn ? 'Paid Off' : 'Payoff Date'}
          value={loan.paidOffOn ?? monthYear(schedule.payoffDate)}
          testId="loan-payoff-date"
        />
        <Stat label="Payments Made" value={`${schedule.periodsPaid} of ${schedule.months}`} />
      </dl>
      {schedule.paymentRoundedUp && (
        <p className="text-sm text-muted-foreground" data-testid="loan-payment-rounded-up">
          The monthly payment is rounded up to {money(schedule.monthlyPayment)}: at the nearest cent the last
          payment would be more than twice the others. The loan is repaid in {schedule.months} payments.
        </p>
      )}
      {loan.paidOffOn ? (
        <p className="text-sm text-muted-foreground" data-testid="loan-paid-off-note">
          This loan was paid off on {loan.paidOffOn}; it no longer counts in your monthly loan payments.
        </p>
      ) : (
        <WhatIfPanel loan={loan} schedule={schedule} />
      )}
      <ExtraPaymentsList loanId={loan.id} currency={loan.currency} />
      <section aria-labelledby="loan-chart-title" className="flex flex-col gap-2">
        <h3 id="loan-chart-title" className="font-semibold">
          Balance and payments over time
        </h3>
        <Suspense
          fallback={
            <p role="status" className="h-64 text-muted-foreground">
              Loading chart…
            </p>
          }
        >
          <ScheduleChart rows={schedule.rows} currency={loan.currency} />
        </Suspense>
      </section>
      <ScheduleTable schedule={schedule} currency={loan.currency} />
    </div>
  );
}
