export * from './balance-sheet';
export * from './errors';
export * from './postings';
export * from './subtotals';
export * from './types';
export * from './validation';
