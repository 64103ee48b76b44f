import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, CalendarClock, Info, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { isNegativeDecimal, sumDecimals } from '../../../domain/big-cents';
import type { MonthActuals } from '../../../shared/transactions';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { moneyIn } from '../../lib/money-text';
import { EXPENSES_CAPTION, lastMonthActuals, monthLabel, thisMonthActuals } from './actuals';
import { useCashFlowSummary } from './queries';
import { StatCard } from './stat-card';
import { cashFlowTone, overviewGapNote, recordedGap } from './typical-month-text';

/**
 * docs/product.md §2.4: monthly income, monthly expenses (recurring plus loan payments) and cash flow, the
 * projection; beneath them what this month so far and last month actually brought, read from what
 * was posted (expenses include loan interest; transfers and principal repaid are not spending).
 */
export function OverviewTab() {
  const summary = useCashFlowSummary();
  if (summary.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  if (summary.isError) {
    return <p className="text-negative">Could not load your cash flow. Please try again.</p>;
  }
  const s = summary.data;
  const base = s.baseCurrency;
  const expenses = sumDecimals([s.monthlyExpenses, s.monthlyLoanPayments]);
  const sources = (n: number, what: string) => `${n} recurring ${what}${n === 1 ? '' : 's'}`;
  const current = thisMonthActuals(s.actuals);
  const last = lastMonthActuals(s.actuals);
  // What the recurring items leave out of the recorded months (decision 187).
  const gap = recordedGap(s);
  return (
    <div className="flex flex-col gap-4">
      <MissingRatesNotice missing={s.missingRates} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <StatCard
          title="Monthly Income"
          icon={TrendingUp}
          value={moneyIn(s.monthlyIncome, base)}
          detail={`From ${sources(s.recurringIncomeCount, 'income source')}`}
        />
        <StatCard
          title="Monthly Expenses"
          icon={TrendingDown}
          value={moneyIn(expenses, base)}
          detail={`${sources(s.recurringExpenseCount, 'expense')} ${moneyIn(s.monthlyExpenses, base)} + loan payments ${moneyIn(s.monthlyLoanPayments, base)}`}
        />
        <StatCard
          title="Monthly Cash Flow"
          icon={Wallet}
          tone={cashFlowTone(s.monthlyCashFlow, gap)}
          value={moneyIn(s.monthlyCashFlow, base)}
          detail="Income minus expenses and loan payments"
        />
      </div>
      {gap ? (
        <p
          role="note"
          data-testid="recorded-gap-note"
          className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{overviewGapNote(gap, base)}</span>
        </p>
      ) : null}
      {current ? (
        <ActualsRow
          id="this-month-actuals"
          heading={`Actual in ${monthLabel(current.month)} so far`}
          icon={CalendarClock}
          actual={current}
          period={`${monthLabel(current.month)} so far`}
          base={base}
        />
      ) : null}
      {last ? (
        <ActualsRow
          id="last-month-actuals"
          heading={`Actual in ${monthLabel(last.month)}`}
          icon={CalendarCheck}
          actual={last}
          period={monthLabel(last.month)}
          base={base}
        />
      ) : null}
    </div>
  );
}

/** One month's posted income, expenses and net, each captioned with what it counts. */
function ActualsRow({
  id,
  heading,
  icon: Icon,
  actual,
  period,
  base,
}: {
  id: string;
  heading: string;
  icon: LucideIcon;
  actual: MonthActuals;
  period: string;
  /** The currency of the figures (decision 153). */
  base: string;
}) {
  const interest = Number(actual.loanInterest) !== 0;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" /> {heading}
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <StatCard
          title={`Income in ${period}`}
          icon={TrendingUp}
          value={moneyIn(actual.income, base)}
          detail="Recorded income posted to your accounts"
        />
        <StatCard
          title={`Expenses in ${period}`}
          icon={TrendingDown}
          value={moneyIn(actual.expenses, base)}
          detail={
            interest
              ? `${EXPENSES_CAPTION} (loan interest ${moneyIn(actual.loanInterest, base)})`
              : EXPENSES_CAPTION
          }
        />
        <StatCard
          title={`Net in ${period}`}
          icon={Wallet}
          tone={isNegativeDecimal(actual.net) ? 'negative' : 'positive'}
          value={moneyIn(actual.net, base)}
          detail="Income minus expenses; transfers between your accounts are left out"
        />
      </div>
    </section>
  );
}
