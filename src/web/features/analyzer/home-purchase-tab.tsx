import { Info } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { ANALYZER_DEFAULTS, analyzeHomePurchase, maxAffordableHomePrice } from '../../../domain/analyzer';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { useBalanceSheet, useCashFlowSummary } from '../income-expenses/queries';
import { useBaseCurrency } from '../settings/use-settings';
import { AnalyzerFields, fieldsFrom, type HomeFields, inputsFrom } from './analyzer-fields';
import { AnalyzerResults } from './analyzer-results';
import { estimateNotice, formatAmountIn, type Household, householdFrom, recordedNotice } from './household';

function YourFinances({ household, currency }: { household: Household; currency: string }) {
  const estimate = <Badge tone="warning">Estimate</Badge>;
  const recorded = <Badge tone="outline">Recorded</Badge>;
  const rows: [string, number, ReactNode][] = [
    ['Current Assets', household.currentAssets, null],
    ['Current Liabilities', household.currentLiabilities, null],
    [
      'Monthly Income',
      household.monthlyIncome,
      household.incomeIsEstimate ? estimate : household.recorded?.income ? recorded : null,
    ],
    [
      'Monthly Expenses',
      household.monthlyExpenses,
      household.expensesIsEstimate ? estimate : household.recorded?.expenses ? recorded : null,
    ],
    ['Existing Loan Payments (monthly)', household.existingMonthlyDebtPayments, null],
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value, badge]) => (
        <div
          key={label}
          className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-lg bg-muted px-3 py-2"
        >
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="ml-auto flex items-center gap-2 font-semibold tabular-nums">
            {badge}
            {formatAmountIn(value, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <p role="note" className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** docs/product.md §2.7: the Home Purchase Analyzer, fed with the user's data and recomputed on every keystroke. */
export function HomePurchaseTab() {
  const sheet = useBalanceSheet();
  const summary = useCashFlowSummary();
  const [fields, setFields] = useState<HomeFields>(() => fieldsFrom(ANALYZER_DEFAULTS));
  // Every figure is in the base currency: the balance sheet's and the cash-flow summary's.
  const base = useBaseCurrency();
  const currency = sheet.data?.baseCurrency ?? base;

  const household = useMemo(() => householdFrom(sheet.data, summary.data), [sheet.data, summary.data]);
  const analysis = useMemo(() => {
    const inputs = { ...inputsFrom(fields), ...household };
    return { result: analyzeHomePurchase(inputs), maxPrice: maxAffordableHomePrice(inputs) };
  }, [fields, household]);

  if (sheet.isPending || summary.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  const notice = estimateNotice(household, currency);
  const recordedText = recordedNotice(household, currency);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Home Purchase Analyzer</h2>
          <CardDescription>
            See whether a home fits your budget, judged against your own numbers.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {notice ? <Notice>{notice}</Notice> : null}
          {recordedText ? <Notice>{recordedText}</Notice> : null}
          {summary.isError ? (
            <Notice>Your income and expenses could not be loaded; estimates are used.</Notice>
          ) : null}
          {household.balanceSheetMissing ? (
            <Notice>{`Your balance sheet could not be loaded, so assets and liabilities count as ${formatAmountIn(0, currency, 0)}.`}</Notice>
          ) : null}
          <MissingRatesNotice missing={sheet.data?.missingRates} />
          <YourFinances household={household} currency={currency} />
          <AnalyzerFields
            fields={fields}
            onChange={(key, value) => setFields((f) => ({ ...f, [key]: value }))}
          />
        </CardContent>
      </Card>
      <AnalyzerResults result={analysis.result} maxPrice={analysis.maxPrice} currency={currency} />
    </div>
  );
}
