// Money in every currency (issue 24): codes and minor units, exact amounts, exact rates, conversion
// with half-even rounding (decision 142) and the rate-lookup rule (decision 143).
export * from './amount';
export * from './codes';
export * from './convert';
export * from './ecb-csv';
export * from './lookup';
export * from './rate';
export * from './rounding';
