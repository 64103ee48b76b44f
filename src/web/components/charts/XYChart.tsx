import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { AXIS_TEXT, Legend, TooltipBox, TooltipLine } from './chart-parts';
import {
  bands,
  labelReadsLeftwards,
  labelStride,
  linearScale,
  linePath,
  nearestIndex,
  niceTicks,
  stack,
  timeLabelIndexes,
} from './scale';
import { useSize } from './use-size';

// Lines, areas and bars over categories (months, years) or over time, drawn as SVG (decision 157):
// the charts the app needs, at a tenth of a charting library's weight.

export interface XYSeries {
  key: string;
  name: string;
  kind: 'line' | 'area' | 'bar';
  color: string;
  /** Bars with the same stack id are stacked; other bars stand side by side. */
  stack?: string;
  /** Hold each value until the next point (a balance), instead of a straight line. */
  step?: boolean;
  strokeWidth?: number;
}

interface XReference {
  at: string | number;
  color: string;
  label?: string;
  dashed?: boolean;
}

/** A row of the chart's data: any object whose keys the series and the x name. */
type XYRow = object;

const field = (row: XYRow, key: string): unknown => (row as Record<string, unknown>)[key];

export interface XYChartProps {
  /** The chart as one image to assistive technology: what it shows. */
  label: string;
  /** Height, as a class of the wrapper (h-56, h-72). */
  className: string;
  rows: readonly XYRow[];
  /** The key of each row's x: a category label, or a number on a continuous (time) axis. */
  x: string;
  series: readonly XYSeries[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  formatX?: (value: string | number) => string;
  continuousX?: boolean;
  referenceX?: readonly XReference[];
  referenceY?: readonly { at: number; color: string }[];
  legend?: boolean;
  dots?: boolean;
  minLabelGap?: number;
}

const MARGIN = { top: 16, right: 8, bottom: 24, left: 60 };

const numberAt = (row: XYRow, key: string): number => {
  const value = field(row, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

export function XYChart(props: XYChartProps) {
  const { rows, series, x, continuousX = false } = props;
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const [hover, setHover] = useState<number | null>(null);
  const formatX = props.formatX ?? ((v: string | number) => String(v));

  const layout = useMemo(() => {
    const plot = {
      left: MARGIN.left,
      right: Math.max(MARGIN.left + 1, width - MARGIN.right),
      top: MARGIN.top,
      bottom: Math.max(MARGIN.top + 1, height - MARGIN.bottom),
    };
    const bars = series.filter((s) => s.kind === 'bar');
    const groups = [...new Set(bars.map((s) => s.stack ?? s.key))];
    const stacked = new Map<string, [number, number][][]>();
    const members = new Map<string, XYSeries[]>();
    for (const group of groups) {
      const inGroup = bars.filter((s) => (s.stack ?? s.key) === group);
      members.set(group, inGroup);
      stacked.set(group, stack(rows.map((row) => inGroup.map((s) => numberAt(row, s.key)))));
    }
    const values: number[] = [...(props.referenceY ?? []).map((r) => r.at)];
    if (bars.length > 0 || series.some((s) => s.kind === 'area')) values.push(0);
    for (const s of series) if (s.kind !== 'bar') for (const row of rows) values.push(numberAt(row, s.key));
    for (const segments of stacked.values())
      for (const row of segments) for (const [a, b] of row) values.push(a, b);
    // About one tick per 40 px of height.
    const count = Math.max(2, Math.min(6, Math.floor((plot.bottom - plot.top) / 40)));
    const { ticks, domain } =
      values.length === 0
        ? niceTicks(0, 0, count)
        : niceTicks(Math.min(...values), Math.max(...values), count);
    const y = linearScale(domain, [plot.bottom, plot.top]);
    const slots = bands(rows.length, [plot.left, plot.right], 0.2);
    const xs = rows.map((row) => numberAt(row, x));
    const xTime = linearScale([Math.min(...xs), Math.max(...xs)], [plot.left, plot.right]);
    const positions = continuousX ? xs.map((v) => xTime(v)) : rows.map((_, i) => slots.center(i));
    return { plot, groups, members, stacked, ticks, y, slots, positions, xTime };
  }, [rows, series, x, continuousX, width, height, props.referenceY]);

  const { plot, groups, members, stacked, ticks, y, slots, positions } = layout;
  const barWidth = groups.length === 0 ? 0 : slots.width / groups.length;
  const xLabels = continuousX
    ? timeLabels(rows, x, positions, plot, formatX)
    : categoryLabels(rows, x, positions, plot, props.minLabelGap ?? 24);
  const referenceXAt = (at: string | number): number | undefined => {
    if (continuousX && typeof at === 'number') return layout.xTime(at);
    const index = rows.findIndex((row) => field(row, x) === at);
    return index < 0 ? undefined : positions[index];
  };

  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - bounds.left;
    setHover(px < plot.left - 4 || px > plot.right + 4 ? null : nearestIndex(positions, px));
  };
  const hovered = hover === null ? undefined : rows[hover];
  const hoverX = hover === null ? 0 : (positions[hover] ?? 0);

  return (
    <div className="flex flex-col">
      <div ref={box} className={`relative ${props.className}`} role="img" aria-label={props.label}>
        {width > 0 && height > 0 ? (
          <svg
            width={width}
            height={height}
            aria-hidden="true"
            onPointerMove={onMove}
            onPointerLeave={() => setHover(null)}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={plot.left}
                  x2={plot.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--border)"
                  strokeDasharray="3 3"
                />
                <text x={plot.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                  {props.formatTick(tick)}
                </text>
              </g>
            ))}
            <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="var(--border)" />
            {xLabels.map((l) => (
              <text key={l.index} x={l.at} y={plot.bottom + 16} textAnchor={l.anchor} {...AXIS_TEXT}>
                {formatX(l.value)}
              </text>
            ))}
            {groups.map((group, g) =>
              (stacked.get(group) ?? []).map((segments, i) =>
                segments.map(([from, to], k) => {
                  const member = members.get(group)?.[k];
                  if (!member || from === to) return null;
                  return (
                    <rect
                      key={`${group}-${xValue(rows[i] ?? {}, x)}-${member.key}`}
                      x={slots.start(i) + g * barWidth}
                      y={y(to)}
                      width={Math.max(1, barWidth - 1)}
                      height={Math.max(0, y(from) - y(to))}
                      fill={member.color}
                    />
                  );
                }),
              ),
            )}
            {series
              .filter((s) => s.kind !== 'bar')
              .map((s) => {
                const points = rows.map((row, i): [number, number] => [
                  positions[i] ?? 0,
                  y(numberAt(row, s.key)),
                ]);
                const path = linePath(points, s.step);
                const first = points[0];
                const last = points.at(-1);
                return (
                  <g key={s.key}>
                    {s.kind === 'area' && first && last ? (
                      <path
                        d={`${path}L${last[0]},${y(0)}L${first[0]},${y(0)}Z`}
                        fill={s.color}
                        fillOpacity={0.15}
                      />
                    ) : null}
                    <path d={path} fill="none" stroke={s.color} strokeWidth={s.strokeWidth ?? 1.5} />
                    {props.dots
                      ? points.map(([px, py], i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position in the series
                          <circle key={i} cx={px} cy={py} r={2.5} fill={s.color} />
                        ))
                      : null}
                  </g>
                );
              })}
            {(props.referenceY ?? []).map((r) => (
              <line
                key={`y${r.at}`}
                x1={plot.left}
                x2={plot.right}
                y1={y(r.at)}
                y2={y(r.at)}
                stroke={r.color}
              />
            ))}
            {(props.referenceX ?? []).map((r) => {
              const at = referenceXAt(r.at);
              if (at === undefined) return null;
              return (
                <g key={`x${r.at}`}>
                  <line
                    x1={at}
                    x2={at}
                    y1={plot.top}
                    y2={plot.bottom}
                    stroke={r.color}
                    strokeDasharray={r.dashed === false ? undefined : '4 4'}
                  />
                  {r.label ? (
                    // About 6 px a character of its 11 px text.
                    <text
                      x={labelReadsLeftwards(at, r.label.length * 6, width) ? at - 4 : at + 4}
                      y={plot.top - 4}
                      textAnchor={labelReadsLeftwards(at, r.label.length * 6, width) ? 'end' : 'start'}
                      fontSize={11}
                      fill={r.color}
                    >
                      {r.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
            {hovered ? (
              <line x1={hoverX} x2={hoverX} y1={plot.top} y2={plot.bottom} stroke="var(--muted-foreground)" />
            ) : null}
          </svg>
        ) : null}
        {hovered ? (
          <TooltipBox
            left={hoverX}
            top={plot.top}
            alignRight={hoverX > width / 2}
            title={formatX(xValue(hovered, x))}
          >
            {series.map((s) => (
              <TooltipLine
                key={s.key}
                color={s.color}
                name={s.name}
                value={props.formatValue(numberAt(hovered, s.key))}
              />
            ))}
          </TooltipBox>
        ) : null}
      </div>
      {props.legend ? <Legend items={series.map((s) => ({ name: s.name, color: s.color }))} /> : null}
    </div>
  );
}

/** A row's x: its label, or its number on a continuous axis. */
function xValue(row: XYRow, x: string): string | number {
  const value = field(row, x);
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

interface XLabel {
  index: number;
  at: number;
  value: string | number;
  anchor: 'start' | 'middle' | 'end';
}

/** Every n-th category, so that labels do not collide. */
function categoryLabels(
  rows: readonly XYRow[],
  x: string,
  positions: readonly number[],
  plot: { left: number; right: number },
  minGap: number,
): XLabel[] {
  const longest = Math.max(0, ...rows.map((row) => String(xValue(row, x)).length));
  const stride = labelStride(rows.length, plot.right - plot.left, Math.max(minGap, longest * 7 + 8));
  return rows.flatMap((row, index) =>
    index % stride === 0
      ? [{ index, at: positions[index] ?? 0, value: xValue(row, x), anchor: 'middle' as const }]
      : [],
  );
}

/**
 * Up to five labels spread over a time axis, at data points, none overlapping another: fewer on a
 * narrow chart (a phone's).
 */
function timeLabels(
  rows: readonly XYRow[],
  x: string,
  positions: readonly number[],
  plot: { left: number; right: number },
  formatX: (value: string | number) => string,
): XLabel[] {
  const values = rows.map((row) => xValue(row, x));
  // About 7 px a character of the axis's 12 px text.
  const width = Math.max(0, ...values.map((v) => formatX(v).length)) * 7;
  const last = rows.length - 1;
  return timeLabelIndexes(positions, plot, width).map((index) => ({
    index,
    at: positions[index] ?? 0,
    value: values[index] ?? '',
    // The ends are drawn inward so that they stay inside the chart.
    anchor: index === 0 && last > 0 ? 'start' : index === last && last > 0 ? 'end' : 'middle',
  }));
}
