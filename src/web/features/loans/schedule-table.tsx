import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../domain/money';
import type { ScheduleRowView, ScheduleView } from '../../../shared/loans';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { centsOf, moneyIn } from '../../lib/money-text';
import { cn } from '../../lib/utils';
import { Select } from './form-fields';

interface YearPage {
  year: string;
  rows: ScheduleRowView[];
}

/** Rows grouped by calendar year, in order: a 30-year loan is 31 pages of at most 12 rows. */
export function pagesByYear(rows: readonly ScheduleRowView[]): YearPage[] {
  const pages: YearPage[] = [];
  for (const row of rows) {
    const year = row.date.slice(0, 4);
    const last = pages.at(-1);
    if (last && last.year === year) last.rows.push(row);
    else pages.push({ year, rows: [row] });
  }
  return pages;
}

const sum = (rows: readonly ScheduleRowView[], pick: (r: ScheduleRowView) => string) =>
  formatMoney(rows.reduce((total, r) => total + (centsOf(pick(r)) ?? 0), 0));

/**
 * The amortization schedule one year at a time: at most 12 rows in the page whatever the term, so a
 * 360-payment loan stays instant; a year picker and previous/next move through it.
 */
export function ScheduleTable({ schedule, currency }: { schedule: ScheduleView; currency: string }) {
  const money = (text: string) => moneyIn(text, currency);
  const pages = useMemo(() => pagesByYear(schedule.rows), [schedule.rows]);
  const nextDue = schedule.rows[schedule.periodsPaid]?.date.slice(0, 4);
  const initial = Math.max(
    0,
    pages.findIndex((p) => p.year === nextDue),
  );
  const [index, setIndex] = useState(initial);
  const page = pages[Math.min(index, pages.length - 1)];
  if (!page) return null;
  const current = Math.min(index, pages.length - 1);
  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="schedule-title" className="font-semibold">
          Amortization Schedule
        </h3>
        <div className="flex items-end gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous year"
            disabled={current === 0}
            onClick={() => setIndex(current - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <div className="flex flex-col gap-1">
            <Label htmlFor="schedule-year">Year</Label>
            <Select
              id="schedule-year"
              className="w-28"
              value={page.year}
              onChange={(e) => setIndex(pages.findIndex((p) => p.year === e.target.value))}
            >
              {pages.map((p) => (
                <option key={p.year} value={p.year}>
                  {p.year}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next year"
            disabled={current === pages.length - 1}
            onClick={() => setIndex(current + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <section
        className="overflow-x-auto rounded-lg border border-border"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone; the keyboard must reach it (axe scrollable-region-focusable).
        tabIndex={0}
        aria-label="Payment schedule"
      >
        <table className="w-full min-w-[36rem] text-sm tabular-nums">
          <caption className="sr-only">
            Payments due in {page.year}, {page.rows.length} of {schedule.rows.length}
          </caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Payment
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Principal
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Interest
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Extra
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {page.rows.map((row) => (
              <tr
                key={row.period}
                className={cn(row.period <= schedule.periodsPaid && 'bg-muted/50 text-muted-foreground')}
              >
                <td className="px-3 py-1.5">{row.period}</td>
                <td className="whitespace-nowrap px-3 py-1.5">{row.date}</td>
                <td className="px-3 py-1.5 text-right">{money(row.payment)}</td>
                <td className="px-3 py-1.5 text-right">{money(row.principal)}</td>
                <td className="px-3 py-1.5 text-right">{money(row.interest)}</td>
                <td className="px-3 py-1.5 text-right">{row.extra === '0.00' ? '—' : money(row.extra)}</td>
                <td className="px-3 py-1.5 text-right font-medium text-foreground">{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-muted text-xs font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                {page.year} total
              </th>
              <td className="px-3 py-2 text-right">{money(sum(page.rows, (r) => r.payment))}</td>
              <td className="px-3 py-2 text-right">{money(sum(page.rows, (r) => r.principal))}</td>
              <td className="px-3 py-2 text-right">{money(sum(page.rows, (r) => r.interest))}</td>
              <td className="px-3 py-2 text-right">{money(sum(page.rows, (r) => r.extra))}</td>
              <td className="px-3 py-2" />
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="text-xs text-muted-foreground">
        Payments already due are shown dimmed. {schedule.months} payments in all; the last one settles the
        balance to exactly $0.00.
      </p>
    </section>
  );
}
