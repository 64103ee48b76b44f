import { useRef, useState } from 'react';
import { AXIS_TEXT, Legend, TooltipBox, TooltipLine } from './chart-parts';
import { bands, linearScale, niceTicks, stack } from './scale';
import { useSize } from './use-size';

// Stacked bars lying down, one per named row (a loan's principal and interest), as SVG (decision 157).

export interface BarPart {
  key: string;
  name: string;
  color: string;
}

export function HorizontalBarChart({
  label,
  className,
  rows,
  parts,
  formatTick,
  formatValue,
}: {
  label: string;
  className: string;
  rows: readonly { name: string; values: Readonly<Record<string, number>> }[];
  parts: readonly BarPart[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const [hover, setHover] = useState<number | null>(null);
  const plot = { left: 108, right: Math.max(109, width - 24), top: 8, bottom: Math.max(9, height - 24) };
  const segments = stack(rows.map((row) => parts.map((p) => row.values[p.key] ?? 0)));
  const ends = segments.flatMap((row) => row.flat());
  // About one tick per 80 px, so the amounts under the bars never touch.
  const count = Math.max(1, Math.min(5, Math.floor((plot.right - plot.left) / 80)));
  const { ticks, domain } = niceTicks(Math.min(0, ...ends), Math.max(0, ...ends), count);
  const x = linearScale(domain, [plot.left, plot.right]);
  const slots = bands(rows.length, [plot.top, plot.bottom], 0.3);
  const hovered = hover === null ? undefined : rows[hover];
  return (
    <div className="flex flex-col">
      <div ref={box} className={`relative ${className}`} role="img" aria-label={label}>
        {width > 0 && height > 0 ? (
          <svg width={width} height={height} aria-hidden="true" onPointerLeave={() => setHover(null)}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={x(tick)}
                  x2={x(tick)}
                  y1={plot.top}
                  y2={plot.bottom}
                  stroke="var(--border)"
                  strokeDasharray="3 3"
                />
                <text x={x(tick)} y={plot.bottom + 16} textAnchor="middle" {...AXIS_TEXT}>
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {rows.map((row, i) => (
              <g key={row.name} onPointerEnter={() => setHover(i)}>
                <text x={plot.left - 6} y={slots.center(i)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                  {row.name.length > 14 ? `${row.name.slice(0, 13)}…` : row.name}
                </text>
                {(segments[i] ?? []).map(([from, to], k) => {
                  const part = parts[k];
                  if (!part || from === to) return null;
                  return (
                    <rect
                      key={part.key}
                      x={x(from)}
                      y={slots.start(i)}
                      width={Math.max(1, x(to) - x(from))}
                      height={slots.width}
                      fill={part.color}
                    />
                  );
                })}
              </g>
            ))}
          </svg>
        ) : null}
        {hovered && hover !== null ? (
          <TooltipBox left={plot.left} top={slots.start(hover)} alignRight={false} title={hovered.name}>
            {parts.map((p) => (
              <TooltipLine
                key={p.key}
                color={p.color}
                name={p.name}
                value={formatValue(hovered.values[p.key] ?? 0)}
              />
            ))}
          </TooltipBox>
        ) : null}
      </div>
      <Legend items={parts} />
    </div>
  );
}
