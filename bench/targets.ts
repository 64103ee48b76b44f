// One line per figure: the value, its target and whether it is met, or INFO for a figure that has no
// target (shown so no cost is hidden, judged by nobody). A missed target makes the bench exit non-zero,
// so `npm run bench` fails when a claim does not hold.
export type Comparison = '<=' | '>=';

const rows: { label: string; met: boolean }[] = [];

function format(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
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

/** Milliseconds for a detail: '12.3 ms'. */
export function ms(value: number): string {
  return `${format(value)} ms`;
}

export function missed(): string[] {
  return rows.filter((r) => !r.met).map((r) => r.label);
}
