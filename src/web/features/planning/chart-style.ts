import { formatUsd } from '../../../domain/money';

// Shared looks of the Planning charts, in the theme's colours.

export const dollars = (value: number) => formatUsd(Math.round(value * 100));
export { compactDollars as compact } from '../../components/charts/compact-dollars';
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
