import { type ReactNode, Suspense, useId, useState } from 'react';
import { Card } from '../../components/ui/card';

/**
 * A chart with its table alternative (a toggle) and a plain-language caption with the key figure.
 * The chart is rendered only when shown, so a lazily loaded chart module is fetched on first use.
 */
export function ChartPanel({
  title,
  caption,
  chart,
  table,
  actions,
}: {
  title: string;
  caption: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  actions?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
            className="rounded-md border border-border px-3 py-1 text-sm hover:bg-muted"
          >
            {asTable ? 'Show chart' : 'Show table'}
          </button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{caption}</p>
      {asTable ? (
        <div className="overflow-x-auto">{table}</div>
      ) : (
        <Suspense
          fallback={
            <div
              className="h-64 animate-pulse rounded-md bg-muted"
              role="status"
              aria-label="Loading chart"
            />
          }
        >
          {chart}
        </Suspense>
      )}
    </Card>
  );
}

/** A plain table of rows of cells, the first column as row headers. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? 'py-2 pr-3' : 'py-2 pr-3 text-right'}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
          <tr key={r} className="border-b border-border/60">
            {row.map((cell, c) =>
              c === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <th key={c} scope="row" className="py-2 pr-3 text-left font-normal">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={c} className="py-2 pr-3 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
