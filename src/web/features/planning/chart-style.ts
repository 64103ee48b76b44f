import { formatUsd } from '../../../domain/money';

// Shared looks of the Planning charts (recharts), in the theme's colours.

export const axis = { stroke: 'var(--muted-foreground)', fontSize: 12 };
export const tooltipStyle = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    color: 'var(--card-foreground)',
  },
};
export const dollars = (value: unknown) => formatUsd(Math.round(Number(value) * 100));
export const compact = (value: number) => {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1000) return `${sign}$${Math.round(abs / 1000)}k`;
  return `${sign}$${Math.round(abs)}`;
};
export const PALETTE = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#9333ea',
  '#dc2626',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#475569',
  '#ea580c',
];
