import { type Cents, MAX_INTEGER_DIGITS } from './money';

// A typed amount that may be a little sum: "12.50+3.20", "3*4.99", "(20-2.5)/2". Evaluated exactly
// on integer cents by a small recursive-descent parser (never eval): every number is read as cents,
// + and - add cents, * multiplies by a plain number, / divides and rounds half away from zero to the
// cent. Products and quotients go through bigint so nothing is lost before the final rounding.

export type AmountExpressionResult = { ok: true; cents: Cents } | { ok: false; error: string };

export const AMOUNT_EXPRESSION_ERRORS = {
  empty: 'Enter an amount',
  syntax: 'Enter an amount like 12.50 or a sum like 12.50+3.20',
  decimals: 'At most 2 decimal places',
  divideByZero: 'Cannot divide by zero',
  tooLarge: 'Amount is too large',
} as const;

const E = AMOUNT_EXPRESSION_ERRORS;
/** Longest text read: a sum typed by hand, not a program. */
const MAX_LENGTH = 200;
const LIMIT = BigInt(Number.MAX_SAFE_INTEGER);
/** Decimals are kept as value * 10^SCALE while a product or quotient is formed. */
const SCALE = 100n;

class ExpressionError extends Error {}

/**
 * A value in hundredths (so "1.5" is 150n): the scale of cents, which also serves when a number is
 * used as a factor ("* 1.5" multiplies by 150 / 100).
 */
type Hundredths = bigint;

function check(value: bigint): bigint {
  if (value > LIMIT || value < -LIMIT) throw new ExpressionError(E.tooLarge);
  return value;
}

/** a / b rounded half away from zero. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const q = (x * 2n + y) / (2n * y);
  return negative ? -q : q;
}

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parse(): Hundredths {
    const value = this.sum();
    this.skipSpaces();
    if (this.pos !== this.text.length) throw new ExpressionError(E.syntax);
    return value;
  }

  private skipSpaces(): void {
    while (this.text[this.pos] === ' ') this.pos += 1;
  }

  private peek(): string | undefined {
    this.skipSpaces();
    return this.text[this.pos];
  }

  private sum(): Hundredths {
    let value = this.product();
    for (let op = this.peek(); op === '+' || op === '-'; op = this.peek()) {
      this.pos += 1;
      const right = this.product();
      value = check(op === '+' ? value + right : value - right);
    }
    return value;
  }

  private product(): Hundredths {
    let value = this.unary();
    for (let op = this.peek(); op === '*' || op === '/'; op = this.peek()) {
      this.pos += 1;
      const right = this.unary();
      if (op === '*') value = check(divideRounded(value * right, SCALE));
      else {
        if (right === 0n) throw new ExpressionError(E.divideByZero);
        value = check(divideRounded(value * SCALE, right));
      }
    }
    return value;
  }

  private unary(): Hundredths {
    const c = this.peek();
    if (c === '-' || c === '+') {
      this.pos += 1;
      const value = this.unary();
      return c === '-' ? -value : value;
    }
    return this.atom();
  }

  private atom(): Hundredths {
    if (this.peek() === '(') {
      this.pos += 1;
      const value = this.sum();
      if (this.peek() !== ')') throw new ExpressionError(E.syntax);
      this.pos += 1;
      return value;
    }
    return this.number();
  }

  private number(): Hundredths {
    const match = /^(\d+)(?:\.(\d*))?|^\.(\d+)/.exec(this.text.slice(this.pos));
    if (!match) throw new ExpressionError(E.syntax);
    this.pos += match[0].length;
    const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
    const fraction = match[2] ?? match[3] ?? '';
    if (fraction.length > 2) throw new ExpressionError(E.decimals);
    if (whole.length > MAX_INTEGER_DIGITS) throw new ExpressionError(E.tooLarge);
    return check(BigInt(whole) * SCALE + BigInt(fraction.padEnd(2, '0')));
  }
}

/**
 * The cents `input` comes to: "12.50+3.20" is 1570, "-4" is -400, "10/3" is 333. A thousands
 * separator (",") and a leading "$" are ignored, as people paste them.
 */
export function evaluateAmount(input: string): AmountExpressionResult {
  const text = input.replace(/[,$]/g, '').replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: false, error: E.empty };
  if (text.length > MAX_LENGTH) return { ok: false, error: E.syntax };
  try {
    const value = new Parser(text).parse();
    // `+ 0` so a negative zero never shows as "-0.00".
    return { ok: true, cents: Number(value) + 0 };
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, error: error.message };
    throw error;
  }
}

/** Whether `input` is more than a plain number, so the form can show what it comes to. */
export function isAmountExpression(input: string): boolean {
  return /\d\s*[-+*/]|[()]/.test(input.trim());
}
