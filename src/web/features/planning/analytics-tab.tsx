import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { isoDateOf } from '../../../domain/calendar';
import type { BalanceSheetDto } from '../../../shared/accounts';
import type { LoanView } from '../../../shared/loans';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { BALANCE_SHEET_KEY, LOANS_KEY, useCashFlowSummary } from '../income-expenses/queries';
import { useBaseCurrency } from '../settings/use-settings';
import {
  allocation,
  allocationCaption,
  loansByCurrency,
  loansCaption,
  spendingByCategory,
} from './analytics-data';
import { ChartPanel, DataTable } from './chart-panel';
import {
  growthCaption,
  growthExplanation,
  HISTORY_RANGES,
  type HistoryRange,
  monthLabel,
  rangeQuery,
  trackingMarkers,
} from './figures';
import { useNetWorthChange, useNetWorthHistory } from './queries';

const charts = () => import('./analytics-charts');
const NetWorthChart = lazy(() => charts().then((m) => ({ default: m.NetWorthChart })));
const AllocationChart = lazy(() => charts().then((m) => ({ default: m.AllocationChart })));
const SpendingChart = lazy(() => charts().then((m) => ({ default: m.SpendingChart })));
const LoansChart = lazy(() => charts().then((m) => ({ default: m.LoansChart })));

const RANGE_PERIOD: Record<HistoryRange, string> = {
  '3m': 'in the last 3 months',
  '1y': 'in the last 12 months',
  '5y': 'in the last 5 years',
  all: 'since your first record',
};

/** The Analytics tab: Net Worth over time, allocation, spending by category, loans. */
export default function AnalyticsTab() {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <NetWorthPanel />
      <AllocationPanel />
      <SpendingPanel />
      <LoansPanel />
    </div>
  );
}

function NetWorthPanel() {
  const base = useBaseCurrency();
  const [range, setRange] = useState<HistoryRange>('1y');
  const { from, interval } = rangeQuery(range, isoDateOf(new Date()));
  const history = useNetWorthHistory(from, interval);
  const points = history.data ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  // Growth counts real movements only: an account's first appearance is not growth (decision 127).
  const change = useNetWorthChange(first?.date ?? null, last?.date ?? null);
  const caption = change.data ? (
    <>
      <span data-testid="net-worth-growth">{growthCaption(change.data, RANGE_PERIOD[range])}</span>{' '}
      <span>{growthExplanation(change.data)}</span>
      <MissingRatesNotice missing={change.data.missingRates} />
      <MissingRatesNotice missing={last?.missingRates} />
    </>
  ) : (
    'Loading…'
  );
  const markers = trackingMarkers(points, change.data?.accountsStarted ?? []);
  return (
    <ChartPanel
      title="Net Worth over time"
      caption={caption}
      actions={
        <fieldset className="flex gap-1">
          <legend className="sr-only">Range</legend>
          {HISTORY_RANGES.map((r) => (
            <button
              key={r.id}
              type="button"
              aria-pressed={range === r.id}
              onClick={() => setRange(r.id)}
              className={cn(
                'rounded-md px-2 py-1 text-sm hover:bg-muted',
                range === r.id && 'bg-primary text-primary-foreground hover:bg-primary',
              )}
            >
              {r.label}
            </button>
          ))}
        </fieldset>
      }
      chart={<NetWorthChart points={points} markers={markers} />}
      table={
        <DataTable
          caption="Net Worth, assets and liabilities by date"
          head={['Date', 'Assets', 'Liabilities', 'Net Worth']}
          rows={points.map((p) => [
            p.date,
            moneyIn(p.totalAssets, base),
            moneyIn(p.totalLiabilities, base),
            moneyIn(p.netWorth, base),
          ])}
        />
      }
    />
  );
}

function AllocationPanel() {
  const sheet = useQuery<BalanceSheetDto>({ queryKey: BALANCE_SHEET_KEY });
  const slices = sheet.data ? allocation(sheet.data) : [];
  const base = sheet.data?.baseCurrency ?? 'USD';
  return (
    <ChartPanel
      title="Asset allocation"
      caption={
        sheet.data ? (
          <>
            {allocationCaption(slices, base)} <MissingRatesNotice missing={sheet.data.missingRates} />
          </>
        ) : (
          'Loading…'
        )
      }
      chart={<AllocationChart slices={slices} />}
      table={
        <DataTable
          caption="Assets by type"
          head={['Type', 'Amount']}
          rows={slices.map((s) => [s.name, moneyIn(s.amount, base)])}
        />
      }
    />
  );
}

function SpendingPanel() {
  const summary = useCashFlowSummary();
  const base = summary.data?.baseCurrency ?? 'USD';
  const spending = spendingByCategory(summary.data?.actuals ?? [], base);
  return (
    <ChartPanel
      title="Spending by category"
      caption={
        summary.data ? (
          <>
            {spending.caption} <MissingRatesNotice missing={summary.data.missingRates} />
          </>
        ) : (
          'Loading…'
        )
      }
      chart={<SpendingChart names={spending.names} rows={spending.rows} />}
      table={
        <DataTable
          caption="Spending by category in each month"
          head={['Month', ...spending.names, 'Total']}
          rows={spending.rows.map((r) => [
            monthLabel(r.month),
            ...spending.names.map((n) => moneyIn(r.byName[n] ?? '0', base)),
            moneyIn(r.total, base),
          ])}
        />
      }
    />
  );
}

function LoansPanel() {
  const loans = useQuery<LoanView[]>({ queryKey: LOANS_KEY });
  // Each loan's split comes with the list: no loan's schedule is read for it. A loan is in its own
  // currency (issue 24): its figures are never added to another currency's.
  const splits = Array.isArray(loans.data) ? loans.data : [];
  // With no loans, one empty chart in the base currency, as the other panels draw theirs.
  const base = useBaseCurrency();
  const groups = splits.length > 0 ? loansByCurrency(splits) : [{ currency: base, splits: [] }];
  return (
    <ChartPanel
      title="Loans: principal and interest"
      caption={loans.data ? loansCaption(splits) : 'Loading…'}
      chart={
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <LoansChart
              key={group.currency}
              splits={group.splits}
              currency={group.currency}
              titled={groups.length > 1}
            />
          ))}
        </div>
      }
      table={
        <DataTable
          caption="Each loan's principal and interest, paid to date and to come"
          head={['Loan', 'Principal paid', 'Interest paid', 'Principal to come', 'Interest to come']}
          rows={splits.map((s) => [
            s.name,
            moneyIn(s.principalPaid, s.currency),
            moneyIn(s.interestPaid, s.currency),
            moneyIn(s.principalToCome, s.currency),
            moneyIn(s.interestToCome, s.currency),
          ])}
        />
      }
    />
  );
}
