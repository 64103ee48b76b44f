import { type FormEvent, lazy, useId, useState } from 'react';
import { isNegativeDecimal } from '../../../domain/big-cents';
import { addMonthKeys, monthOf } from '../../../domain/planning/months';
import type { CashFlowForecastDto } from '../../../shared/cash-flow-forecast';
import { MissingRatesNotice } from '../../components/missing-rates-notice';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import { moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { EXPENSES_CAPTION } from '../income-expenses/actuals';
import { useCashFlowSummary } from '../income-expenses/queries';
import { forecastGapNote, recordedGap } from '../income-expenses/typical-month-text';
import { useUserToday } from '../settings/use-settings';
import { ChartPanel, DataTable } from './chart-panel';
import { monthLabel } from './figures';
import { forecastCaption, negativeBalanceWarning } from './forecast-text';
import { useForecast, useSaveMonthNote } from './queries';

const CashFlowChart = lazy(() => import('./cash-flow-chart'));

const HORIZONS = [12, 24, 60] as const;

/** The Cash Flow tab: the forecast month by month, past months' actuals, and notes on months. */
export default function CashFlowTab() {
  const [months, setMonths] = useState<number>(12);
  const [withPast, setWithPast] = useState(false);
  const current = monthOf(useUserToday());
  const forecast = useForecast(months, withPast ? addMonthKeys(current, -12) : null);
  const id = useId();
  const f = forecast.data;
  // What is only recorded is not in the forecast (decision 187): said beside it.
  const summary = useCashFlowSummary().data;
  const gap = summary ? recordedGap(summary) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-horizon`}>Forecast horizon</Label>
          <select
            id={`${id}-horizon`}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
            className="h-10 rounded-md border border-input bg-background px-2 text-sm"
          >
            {HORIZONS.map((h) => (
              <option key={h} value={h}>
                {h} months
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={withPast} onChange={(e) => setWithPast(e.target.checked)} />
          Show the last 12 months’ actuals
        </label>
      </div>
      {forecast.isError ? <p className="text-destructive">The forecast could not be loaded.</p> : null}
      {!f ? (
        <p className="text-muted-foreground">Loading the forecast…</p>
      ) : (
        <>
          <ChartPanel
            title="Cash-flow forecast"
            caption={
              <>
                {forecastCaption(f)} <MissingRatesNotice missing={f.missingRates} />
              </>
            }
            chart={<CashFlowChart months={f.months} firstNegativeMonth={f.firstNegativeMonth} />}
            table={
              <DataTable
                caption="Projected income, expenses, loan payments and cash balance by month"
                head={['Month', 'Income', 'Expenses', 'Loan payments', 'Net', 'Balance', 'Note']}
                rows={f.months.map((m) => [
                  <span key="m" className="flex flex-wrap items-center gap-2">
                    {monthLabel(m.month)}
                    {m.month === f.firstNegativeMonth ? (
                      <Badge tone="danger">First negative month</Badge>
                    ) : null}
                  </span>,
                  moneyIn(m.income, f.baseCurrency),
                  moneyIn(m.expenses, f.baseCurrency),
                  moneyIn(m.loanPayments, f.baseCurrency),
                  moneyIn(m.net, f.baseCurrency),
                  <span key="b" className={cn(isNegativeDecimal(m.balance) && 'text-destructive')}>
                    {moneyIn(m.balance, f.baseCurrency)}
                  </span>,
                  m.note ?? '',
                ])}
              />
            }
          />
          {gap && summary ? (
            <p
              role="note"
              data-testid="forecast-gap-note"
              className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
            >
              {forecastGapNote(gap, summary.baseCurrency)}
            </p>
          ) : null}
          {negativeBalanceWarning(f) ? (
            <p
              role="status"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {negativeBalanceWarning(f)}
            </p>
          ) : null}
          {f.past.length > 0 ? (
            <Card className="flex flex-col gap-2 p-5">
              <h3 className="text-lg font-semibold">Past months: projected and actual</h3>
              <div className="overflow-x-auto">
                <DataTable
                  caption="Past months, what was projected beside what happened"
                  head={[
                    'Month',
                    'Projected net',
                    'Actual income',
                    'Actual expenses',
                    'Actual net',
                    'Cash at month end',
                  ]}
                  rows={f.past.map((p) => [
                    monthLabel(p.month),
                    moneyIn(p.projected.net, f.baseCurrency),
                    moneyIn(p.actual.income, f.baseCurrency),
                    moneyIn(p.actual.expenses, f.baseCurrency),
                    moneyIn(p.actual.net, f.baseCurrency),
                    moneyIn(p.actual.balance, f.baseCurrency),
                  ])}
                />
              </div>
              <p className="text-xs text-muted-foreground">Actual expenses: {EXPENSES_CAPTION}.</p>
            </Card>
          ) : null}
          <MonthNotes forecast={f} />
        </>
      )}
    </div>
  );
}

function MonthNotes({ forecast }: { forecast: CashFlowForecastDto }) {
  const id = useId();
  const all = [...forecast.past, ...forecast.months];
  const [month, setMonth] = useState(forecast.months[0]?.month ?? '');
  const existing = all.find((m) => m.month === month)?.note ?? '';
  const [text, setText] = useState<string | null>(null);
  const save = useSaveMonthNote();
  const value = text ?? existing;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { month, notes: value },
      {
        onSuccess: () => {
          setText(null);
          toast({ title: value ? 'Note saved' : 'Note removed', description: monthLabel(month) });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: error instanceof ApiError ? error.userMessage : 'Failed to save the note',
            variant: 'destructive',
          }),
      },
    );
  };
  const notes = all.filter((m) => m.note);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="text-lg font-semibold">Notes on months</h3>
      {notes.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {notes.map((m) => (
            <li key={m.month}>
              <span className="font-medium">{monthLabel(m.month)}:</span> {m.note}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-month`}>Month</Label>
          <select
            id={`${id}-month`}
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              setText(null);
            }}
            className="h-10 max-w-xs rounded-md border border-input bg-background px-2 text-sm"
          >
            {all.map((m) => (
              <option key={m.month} value={m.month}>
                {monthLabel(m.month)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-note`}>Note</Label>
          <textarea
            id={`${id}-note`}
            value={value}
            onChange={(e) => setText(e.target.value)}
            rows={2}
            maxLength={1000}
            className="rounded-md border border-input bg-background p-2 text-sm"
          />
        </div>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save note'}
        </Button>
      </form>
    </Card>
  );
}
