/**
 * An axis tick in dollars, short: '$800k', '$2.5k', '-$1.2M', '$500'. One decimal where a round
 * step needs it, so that ticks 500 apart never print the same label twice.
 */
export function compactDollars(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const short = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  if (abs >= 1_000_000) return `${sign}$${short(Math.round(abs / 100_000) / 10)}M`;
  if (abs >= 1000) return `${sign}$${short(Math.round(abs / 100) / 10)}k`;
  return `${sign}$${Math.round(abs)}`;
}
