// One line per figure: the value, its target and whether it is met, or INFO for a figure that has no
// target (shown so no cost is hidden, judged by nobody). A missed target makes the bench exit non-zero,
// so `npm run bench` fails when a claim does not hold.
import { cpus, loadavg } from 'node:os';

export type Comparison = '<=' | '>=';

const rows: { label: string; met: boolean }[] = [];

function format(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const size = Math.abs(value);
  const digits = size >= 100 ? 0 : size >= 10 ? 1 : size >= 1 ? 2 : 3;
  return value.toFixed(digits);
}

/** `detail` (other figures of the same measurement, the sample size) is printed after the target. */
export function report(
  label: string,
  value: number,
  op: Comparison,
  target: number,
  unit: string,
  detail?: string,
): boolean {
  const met = Number.isFinite(value) && (op === '<=' ? value <= target : value >= target);
  console.log(
    `${met ? 'PASS' : 'FAIL'}  ${label}: ${format(value)} ${unit} (target ${op} ${target} ${unit}${detail ? `; ${detail}` : ''})`,
  );
  rows.push({ label, met });
  if (!met) process.exitCode = 1;
  return met;
}

/** A figure printed for information: no target is set for it, so it never fails the run. */
export function info(label: string, value: number, unit: string, detail?: string): void {
  console.log(`INFO  ${label}: ${format(value)} ${unit} (no target${detail ? `; ${detail}` : ''})`);
}

/** The machine's cores and load, printed beside the figures: on a shared machine they vary with it. */
export function machine(note?: string): void {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `machine: ${cpus().length} CPUs, load average ${load}${note ? `, ${note}` : ''} (figures are only comparable on an idle machine)`,
  );
}

/** Milliseconds for a detail: '12.3 ms'. */
export function ms(value: number): string {
  return `${format(value)} ms`;
}

export function missed(): string[] {
  return rows.filter((r) => !r.met).map((r) => r.label);
}
