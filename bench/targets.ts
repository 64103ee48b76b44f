// One line per figure: the value, its target and whether it is met. A missed target makes the bench
// exit non-zero, so `npm run bench` fails when a claim does not hold.
export type Comparison = '<=' | '>=';

const rows: { label: string; met: boolean }[] = [];

export function report(label: string, value: number, op: Comparison, target: number, unit: string): boolean {
  const met = Number.isFinite(value) && (op === '<=' ? value <= target : value >= target);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  console.log(
    `${met ? 'PASS' : 'FAIL'}  ${label}: ${value.toFixed(digits)} ${unit} (target ${op} ${target} ${unit})`,
  );
  rows.push({ label, met });
  if (!met) process.exitCode = 1;
  return met;
}

export function missed(): string[] {
  return rows.filter((r) => !r.met).map((r) => r.label);
}
