// Shared looks of the Planning charts, in the theme's colours. Amounts on axes and in tooltips are
// in the base currency: chartMoneyIn and compactMoneyIn (src/web/lib/money-text.ts).
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
