// Exact integer division with round-half-even ("banker's rounding"): a result exactly halfway between
// two integers goes to the even one, so rounding many conversions has no upward drift.

export function divideRoundHalfEven(dividend: bigint, divisor: bigint): bigint {
  if (divisor === 0n) throw new RangeError('Division by zero');
  const negative = dividend < 0n !== divisor < 0n;
  const n = dividend < 0n ? -dividend : dividend;
  const d = divisor < 0n ? -divisor : divisor;
  let quotient = n / d;
  const twiceRemainder = 2n * (n % d);
  if (twiceRemainder > d || (twiceRemainder === d && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}
