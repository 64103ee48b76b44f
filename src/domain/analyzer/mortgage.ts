// Standard amortization (docs/product.md §9): monthly rate = annual rate / 12, over term years x 12 payments.

/**
 * Monthly principal-and-interest payment. No loan (zero or negative) costs nothing; a zero rate
 * spreads the loan evenly; a term of zero or less cannot repay a loan, so the payment is Infinity
 * (what the formula gives, and it makes the home unaffordable rather than NaN).
 */
export function estimatedMonthlyPayment(
  loanAmount: number,
  annualRatePercent: number,
  termYears: number,
): number {
  if (!(loanAmount > 0)) return 0;
  const months = termYears * 12;
  if (!(months > 0)) return Number.POSITIVE_INFINITY;
  const rate = annualRatePercent / 100 / 12;
  // Interest so small that loan x rate underflows is no interest (and would give 0 / 0 below).
  if (rate === 0 || loanAmount * rate === 0) return loanAmount / months;
  // A monthly rate of -100% or below wipes the balance out in the first month.
  if (rate <= -1) return 0;
  // 1 - (1 + r)^-n via expm1/log1p, which stays accurate for tiny rates where 1 + r rounds to 1.
  const denominator = -Math.expm1(-months * Math.log1p(rate));
  return (loanAmount * rate) / denominator;
}
