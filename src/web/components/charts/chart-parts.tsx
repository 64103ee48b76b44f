import type { ReactNode } from 'react';

// Pieces every chart shares: the legend under it and the tooltip box, in the theme's colours.

export const AXIS_TEXT = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;

export interface LegendItem {
  name: string;
  color: string;
}

export function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-1 text-xs" aria-hidden="true">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm" style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** The box beside the pointer: a title and one line per value. */
export function TooltipBox({
  left,
  top,
  alignRight,
  title,
  children,
}: {
  left: number;
  top: number;
  /** Drawn to the left of the point when it would leave the chart on the right. */
  alignRight: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      className="pointer-events-none absolute z-10 rounded-md border px-2 py-1 text-xs shadow-sm"
      style={{
        left,
        top,
        transform: alignRight ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
        background: 'var(--card)',
        borderColor: 'var(--border)',
        color: 'var(--card-foreground)',
      }}
    >
      <div className="mb-0.5 font-medium">{title}</div>
      {children}
    </div>
  );
}

export function TooltipLine({ color, name, value }: { color: string; name: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5 whitespace-nowrap">
      <span className="inline-block size-2 rounded-sm" style={{ background: color }} />
      <span>{name}:</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
}
