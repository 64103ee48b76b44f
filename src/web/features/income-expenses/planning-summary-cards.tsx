import { ClipboardList, Landmark, PiggyBank, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { isNegativeDecimal, subtractDecimals } from '../../../domain/big-cents';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { moneyIn } from '../../lib/money-text';
import { useBalanceSheet, useBudgets, useCashFlowSummary, useLoans } from './queries';
import { StatCard } from './stat-card';
import { cashFlowCardDetail, cashFlowTone, recordedGap } from './typical-month-text';

const NetWorthSparkline = lazy(() => import('../planning/net-worth-sparkline'));

/** docs/product.md §2.5: Net Worth, Monthly Cash Flow, Active Loans, Active Budgets. */
export function PlanningSummaryCards() {
  const sheet = useBalanceSheet();
  const summary = useCashFlowSummary();
  const loans = useLoans();
  const budgets = useBudgets();

  const netWorth = sheet.data
    ? (sheet.data.netWorth ?? subtractDecimals(sheet.data.totalAssets, sheet.data.totalLiabilities))
    : null;
  // A list that is missing or fails to load counts as none.
  const activeLoans = Array.isArray(loans.data) ? loans.data.filter((l) => l.isActive !== false).length : 0;
  // Active: switched on and its period includes today.
  const activeBudgets = Array.isArray(budgets.data)
    ? budgets.data.filter((b) => b.isActive && b.isCurrent).length
    : 0;
  const pendingText = (pending: boolean) => (pending ? '…' : '—');
  // What the recorded months say beside the recurring items (decision 187).
  const gap = summary.data ? recordedGap(summary.data) : null;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        title="Net Worth"
        icon={PiggyBank}
        value={
          netWorth !== null
            ? moneyIn(netWorth, sheet.data?.baseCurrency ?? 'USD')
            : pendingText(sheet.isPending)
        }
        tone={netWorth !== null && isNegativeDecimal(netWorth) ? 'negative' : 'default'}
        detail={
          <>
            Assets minus liabilities
            <MissingRatesNotice missing={sheet.data?.missingRates} />
            <Suspense fallback={null}>
              <NetWorthSparkline />
            </Suspense>
          </>
        }
      />
      <StatCard
        title="Monthly Cash Flow"
        icon={Wallet}
        value={
          summary.data
            ? moneyIn(summary.data.monthlyCashFlow, summary.data.baseCurrency)
            : pendingText(summary.isPending)
        }
        tone={summary.data ? cashFlowTone(summary.data.monthlyCashFlow, gap) : 'default'}
        detail={
          gap && summary.data
            ? cashFlowCardDetail(gap, summary.data.baseCurrency)
            : 'Recurring income minus expenses and loan payments'
        }
      />
      <StatCard
        title="Active Loans"
        icon={Landmark}
        value={loans.isPending ? '…' : String(activeLoans)}
        detail={activeLoans === 1 ? 'loan being repaid' : 'loans being repaid'}
      />
      <StatCard
        title="Active Budgets"
        icon={ClipboardList}
        value={budgets.isPending ? '…' : String(activeBudgets)}
        detail={activeBudgets === 1 ? 'budget in use' : 'budgets in use'}
      />
    </div>
  );
}
