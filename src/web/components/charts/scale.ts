// The arithmetic of the app's charts (decision 157): linear scales with round ticks, bands for
// categories, stacking and the nearest point to a pointer. Pure, so it is tested without a browser.

export interface Scale {
  (value: number): number;
  readonly domain: readonly [number, number];
}

/** Maps [d0, d1] onto [r0, r1]; a domain of one value maps to the middle of the range. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = (value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
  return Object.assign(scale, { domain });
}

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) giving about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Round ticks covering [min, max] (zero is always in a domain that crosses it), and the domain they
 * span: the axis starts and ends on a tick.
 */
export function niceTicks(
  min: number,
  max: number,
  count = 5,
): { ticks: number[]; domain: [number, number] } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { ticks: [0], domain: [0, 1] };
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  // Chart values are money in whole units: spans under a millionth are flat.
  if (hi - lo < 1e-6) {
    // A flat series: a band around it, or 0 to 1 when it is (about) zero.
    if (Math.abs(lo) < 1e-3) lo = 0;
    const pad = lo === 0 ? 1 : Math.abs(lo) / 2;
    hi = lo + pad;
    lo -= lo === 0 ? 0 : pad;
  }
  const step = niceStep(hi - lo, count);
  let start = Math.floor(lo / step) * step;
  let end = Math.ceil(hi / step) * step;
  // Near 1e11 a multiple of a small step can round to just inside the data: one step more covers it.
  if (start > lo) start -= step;
  if (end < hi) end += step;
  const ticks: number[] = [];
  // Rounded to the step's precision so 0.1 + 0.2 never prints as 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let i = 0; start + i * step <= end + step / 2 && i < 50; i++) {
    ticks.push(Number((start + i * step).toFixed(digits)));
  }
  return { ticks, domain: [start, end] };
}

/** Evenly spaced slots for `count` categories over [r0, r1]: each slot's start and its width. */
export function bands(count: number, range: readonly [number, number], padding = 0.2) {
  const [r0, r1] = range;
  const slot = count === 0 ? 0 : (r1 - r0) / count;
  const width = slot * (1 - padding);
  return {
    slot,
    width,
    start: (index: number) => r0 + index * slot + (slot - width) / 2,
    center: (index: number) => r0 + index * slot + slot / 2,
  };
}

/** Which of `count` labels to print so that neighbours stay `minGap` pixels apart over `width`. */
export function labelStride(count: number, width: number, minGap: number): number {
  if (count <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((count * minGap) / width));
}

/** Space kept between two labels of a time axis, in pixels. */
const LABEL_GAP = 8;

/**
 * Which points of a time axis get a label: up to `most`, spread evenly over the axis by position
 * (not by point, which bunches them where points are dense), the first drawn from its point
 * rightwards and the last leftwards, and none overlapping another `width` pixels wide. The last point
 * is always labelled: it is the newest.
 */
export function timeLabelIndexes(
  positions: readonly number[],
  axis: { left: number; right: number },
  width: number,
  most = 5,
): number[] {
  const count = positions.length;
  if (count === 0) return [];
  const last = count - 1;
  if (last === 0) return [0];
  const extent = (i: number): [number, number] => {
    const at = positions[i] ?? 0;
    if (i === 0) return [at, at + width];
    if (i === last) return [at - width, at];
    return [at - width / 2, at + width / 2];
  };
  const candidates = new Set<number>();
  for (let k = 0; k < most; k++) {
    const target = axis.left + ((axis.right - axis.left) * k) / Math.max(1, most - 1);
    candidates.add(nearestIndex(positions, target));
  }
  const kept: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  const lastStart = extent(last)[0];
  for (const i of [...candidates].sort((a, b) => a - b)) {
    if (i === last) continue;
    const [from, to] = extent(i);
    if (from < end + LABEL_GAP || to + LABEL_GAP > lastStart) continue;
    kept.push(i);
    end = to;
  }
  return [...kept, last];
}

/**
 * Whether a label `width` pixels wide beside a vertical line at `at` reads leftwards from it: only when
 * it does not fit to the line's right in a chart `chartWidth` wide and there is more room on the left,
 * so it stays in the chart.
 */
export function labelReadsLeftwards(at: number, width: number, chartWidth: number): boolean {
  const right = chartWidth - at;
  return right < width + 4 && at > right;
}

/**
 * Stacked segments: for each row, each series' [from, to]. Positives stack up from zero and
 * negatives down from zero, as a reader expects of a stacked bar.
 */
export function stack(rows: readonly (readonly number[])[]): [number, number][][] {
  return rows.map((values) => {
    let up = 0;
    let down = 0;
    return values.map((value): [number, number] => {
      if (value >= 0) {
        const segment: [number, number] = [up, up + value];
        up += value;
        return segment;
      }
      const segment: [number, number] = [down + value, down];
      down += value;
      return segment;
    });
  });
}

/** The index of the position nearest to `x` among sorted `positions` (binary search). */
export function nearestIndex(positions: readonly number[], x: number): number {
  if (positions.length === 0) return -1;
  let lo = 0;
  let hi = positions.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((positions[mid] ?? 0) <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs((positions[hi] ?? 0) - x) < Math.abs((positions[lo] ?? 0) - x) ? hi : lo;
}

/** An SVG path through the points; `step` holds each value until the next point (a balance). */
export function linePath(points: readonly (readonly [number, number])[], step = false): string {
  let path = '';
  points.forEach(([x, y], i) => {
    if (i === 0) path += `M${round(x)},${round(y)}`;
    else if (step) path += `H${round(x)}V${round(y)}`;
    else path += `L${round(x)},${round(y)}`;
  });
  return path;
}

/** An SVG arc segment of a donut from angle a0 to a1 (radians, clockwise from 12 o'clock). */
export function arcPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  a0: number,
  a1: number,
): string {
  const at = (r: number, a: number) => `${round(cx + r * Math.sin(a))},${round(cy - r * Math.cos(a))}`;
  // A full ring (one slice of 100 %): an arc that ends where it starts draws nothing, and stopping a
  // hair short rounds to the same point. Two half circles each way, the inner one backwards for the hole.
  if (a1 - a0 >= Math.PI * 2) {
    const half = a0 + Math.PI;
    const ring = (r: number, sweep: 0 | 1) =>
      `M${at(r, a0)}A${round(r)},${round(r)} 0 1 ${sweep} ${at(r, half)}A${round(r)},${round(r)} 0 1 ${sweep} ${at(r, a0)}`;
    return `${ring(outer, 1)}${ring(inner, 0)}Z`;
  }
  const end = a1;
  const large = end - a0 > Math.PI ? 1 : 0;
  return `M${at(outer, a0)}A${round(outer)},${round(outer)} 0 ${large} 1 ${at(outer, end)}L${at(inner, end)}A${round(inner)},${round(inner)} 0 ${large} 0 ${at(inner, a0)}Z`;
}

const round = (n: number) => Math.round(n * 100) / 100;
