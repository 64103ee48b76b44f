import { useRef, useState } from 'react';
import { Legend, TooltipBox, TooltipLine } from './chart-parts';
import { arcPath } from './scale';
import { useSize } from './use-size';

// Shares of a whole as a ring (decision 157); the legend names the slices, the tooltip their values.

export interface DonutSlice {
  name: string;
  value: number;
  color: string;
}

export function DonutChart({
  label,
  className,
  slices,
  formatValue,
}: {
  label: string;
  className: string;
  slices: readonly DonutSlice[];
  formatValue: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const [hover, setHover] = useState<number | null>(null);
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  const outer = Math.max(0, (Math.min(width, height) / 2) * 0.8);
  const inner = outer * 0.56;
  const cx = width / 2;
  const cy = height / 2;
  let angle = 0;
  const arcs = shown.map((slice) => {
    const start = angle;
    angle += total === 0 ? 0 : (slice.value / total) * Math.PI * 2;
    return { slice, start, end: angle };
  });
  const hovered = hover === null ? undefined : arcs[hover];
  return (
    <div className="flex flex-col">
      <div ref={box} className={`relative ${className}`} role="img" aria-label={label}>
        {outer > 0 && total > 0 ? (
          <svg width={width} height={height} aria-hidden="true" onPointerLeave={() => setHover(null)}>
            {arcs.map((arc, i) => (
              <path
                key={arc.slice.name}
                d={arcPath(cx, cy, inner, outer, arc.start, arc.end)}
                fill={arc.slice.color}
                stroke="var(--card)"
                strokeWidth={1}
                onPointerEnter={() => setHover(i)}
              />
            ))}
          </svg>
        ) : null}
        {hovered ? (
          <TooltipBox left={cx} top={Math.max(0, cy - outer)} alignRight={false} title={hovered.slice.name}>
            <TooltipLine
              color={hovered.slice.color}
              name={`${Math.round((hovered.slice.value / total) * 100)}%`}
              value={formatValue(hovered.slice.value)}
            />
          </TooltipBox>
        ) : null}
      </div>
      <Legend items={shown.map((s) => ({ name: s.name, color: s.color }))} />
    </div>
  );
}
